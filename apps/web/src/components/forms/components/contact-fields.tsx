import { FIELD_MAX_LENGTH } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../hooks/use-field-rules';

/** Longest name the member, staff and certification contracts accept. */
const NAME_MAX_LENGTH = 50;

/** The real name (form field `name`). */
export function NameField() {
  const { t } = useTranslation();
  const { label, rule } = useFieldRules();
  return (
    <Form.Item name="name" label={label('name')} rules={rule('text', 'name', { max: NAME_MAX_LENGTH })}>
      <Input placeholder={t('registration.placeholders.name')} maxLength={NAME_MAX_LENGTH} clearable />
    </Form.Item>
  );
}

/** The mobile number (form field `mobile`), checked by the shared 'mobile' rule. */
export function MobileField() {
  const { t } = useTranslation();
  const { label, rule } = useFieldRules();
  return (
    <Form.Item name="mobile" label={label('mobile')} rules={rule('mobile', 'mobile')}>
      <Input
        type="tel"
        inputMode="numeric"
        placeholder={t('registration.placeholders.mobile')}
        maxLength={FIELD_MAX_LENGTH.phone}
        clearable
      />
    </Form.Item>
  );
}
