import { HOSPITAL_OTHER_ID } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../hooks/use-field-rules';
import { type HospitalChoice, HospitalPicker } from './hospital-picker';

/** Longest hospital name the member contract accepts. */
const HOSPITAL_NAME_MAX_LENGTH = 100;

/**
 * The hospital picker (form field `hospital`) and, when '其他' is chosen, the free-text
 * hospital name (form field `hospital_name`). The list follows the form's province and city.
 */
export function HospitalFields() {
  const { t } = useTranslation();
  const { label, rule, choiceRule } = useFieldRules();
  return (
    <Form.Subscribe to={['province', 'city', 'hospital']}>
      {({ province, city, hospital }: { province?: string; city?: string; hospital?: HospitalChoice }) => (
        <>
          <Form.Item
            name="hospital"
            label={label('hospital')}
            rules={choiceRule<HospitalChoice>('hospital', (value) => value?.id)}
          >
            <HospitalPicker title={label('hospital')} province={province} city={city} />
          </Form.Item>
          {hospital?.id === HOSPITAL_OTHER_ID ? (
            <Form.Item
              name="hospital_name"
              label={label('hospitalName')}
              rules={rule('text', 'hospitalName', { max: HOSPITAL_NAME_MAX_LENGTH })}
            >
              <Input
                placeholder={t('registration.placeholders.hospitalName')}
                maxLength={HOSPITAL_NAME_MAX_LENGTH}
                clearable
              />
            </Form.Item>
          ) : null}
        </>
      )}
    </Form.Subscribe>
  );
}
