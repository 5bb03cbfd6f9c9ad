import { type CodePurposeValue, FIELD_MAX_LENGTH } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../components/code-field';
import { MobileField, NameField } from '../components/contact-fields';
import { useFieldRules } from '../hooks/use-field-rules';

export interface StaffDetailsFieldsProps {
  codePurpose: CodePurposeValue;
  /** The mailbox already verified (editing): the mail code is asked only when it changes. */
  verifiedEmail?: string;
}

/**
 * Staff details (spec §6): name, mobile and a company mailbox, which the shared 'mailbox' rule
 * refuses from personal providers ("暂不支持个人邮箱"), with a mail code.
 */
export function StaffDetailsFields({ codePurpose, verifiedEmail }: StaffDetailsFieldsProps) {
  const { t } = useTranslation();
  const { label, rule } = useFieldRules();
  return (
    <>
      <NameField />
      <MobileField />
      <Form.Item name="email" label={label('email')} rules={rule('mailbox', 'email')}>
        <Input
          type="email"
          inputMode="email"
          placeholder={t('registration.placeholders.email')}
          maxLength={FIELD_MAX_LENGTH.email}
          clearable
        />
      </Form.Item>
      <CodeField channel="mail" purpose={codePurpose} verified={verifiedEmail} />
    </>
  );
}
