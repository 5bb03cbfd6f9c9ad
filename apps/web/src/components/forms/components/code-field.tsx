import { type CodePurposeValue, VERIFICATION_CODE_LENGTH, validateField } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { sendMailCode, sendSmsCode } from '../api/send-code';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFormLocale } from '../hooks/use-form-locale';
import { VerificationCodeButton } from './verification-code-button';

export interface CodeFieldProps {
  /** 'sms' sends to the form's `mobile`, 'mail' to its `email`. */
  channel: 'sms' | 'mail';
  purpose: CodePurposeValue;
  /**
   * The mobile or mailbox already verified (editing): the field appears only once the form's
   * value differs from it. Undefined (registering): the code is always needed.
   */
  verified?: string;
}

/**
 * The verification-code field (form field `code`) with its send button. The button stays
 * disabled until the mobile number or mailbox passes the shared rule, so no code is requested
 * for a value the server would refuse.
 */
export function CodeField({ channel, purpose, verified }: CodeFieldProps) {
  const { t } = useTranslation();
  const locale = useFormLocale();
  const { label, rule } = useFieldRules();
  const targetField = channel === 'sms' ? 'mobile' : 'email';
  const targetKind = channel === 'sms' ? 'mobile' : 'mailbox';

  return (
    <Form.Subscribe to={[targetField]}>
      {(values: Record<string, unknown>) => {
        const target = typeof values[targetField] === 'string' ? (values[targetField] as string).trim() : '';
        if (verified !== undefined && target === verified) return null;
        const targetInvalid = validateField(targetKind, target, label(targetField), locale) !== null;
        const send = () => (channel === 'sms' ? sendSmsCode(target, purpose) : sendMailCode(target, purpose));
        return (
          <Form.Item
            name="code"
            label={label('code')}
            rules={rule('verificationCode', 'code')}
            extra={<VerificationCodeButton send={send} disabled={targetInvalid} />}
          >
            <Input
              placeholder={t('registration.placeholders.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              clearable
            />
          </Form.Item>
        );
      }}
    </Form.Subscribe>
  );
}
