import {
  type CodePurposeValue,
  DEPARTMENTS,
  INTERESTING_SYSTEMS,
  INTERESTING_TOPICS,
  POSITIONS,
  SKILL_AREAS,
  TITLES,
  WORK_UPGRADES,
} from '@ia/shared';
import Form, { type FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../components/code-field';
import { MobileField, NameField } from '../components/contact-fields';
import { HospitalFields } from '../components/hospital-fields';
import { MultiSelectField } from '../components/multi-select-field';
import { OptionListField } from '../components/option-list-field';
import { RegionFields } from '../components/region-fields';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFormLocale } from '../hooks/use-form-locale';
import { toSelectOptions } from '../lib/select-options';

export interface MemberDetailsFieldsProps {
  form: FormInstance;
  /**
   * 'all': every member field (register, edit, import confirmation);
   * 'work': region, hospital, department, title and position (/rankinfo);
   * 'hospital': the hospital alone (/hospitallose), searched within the stored province and city.
   */
  scope?: 'all' | 'work' | 'hospital';
  /** Purpose of the SMS code. */
  codePurpose: CodePurposeValue;
  /**
   * The mobile the user already verified (editing): the code field appears only when it is
   * changed. Undefined when registering: the code is always needed.
   */
  verifiedMobile?: string;
}

/**
 * The member details of spec §2/§3: name, mobile with SMS code, province and city, hospital,
 * department, title, position, and the four multi-choice interest lists, each with its spec
 * count of options in the current language.
 */
export function MemberDetailsFields({
  form,
  scope = 'all',
  codePurpose,
  verifiedMobile,
}: MemberDetailsFieldsProps) {
  const { t } = useTranslation();
  const locale = useFormLocale();
  const { label } = useFieldRules();

  const handleRegionChange = (changed: 'province' | 'city') => {
    // A hospital belongs to a city: another region makes the choice meaningless.
    form.setFieldsValue({
      ...(changed === 'province' ? { city: undefined } : {}),
      hospital: undefined,
      hospital_name: undefined,
    });
  };

  const work = (
    <>
      <RegionFields onRegionChange={handleRegionChange} />
      <HospitalFields />
      <OptionListField name="department" options={DEPARTMENTS} />
      <OptionListField name="title" options={TITLES} />
      <OptionListField name="position" options={POSITIONS} />
    </>
  );

  if (scope === 'hospital') return <HospitalFields />;
  if (scope === 'work') return work;

  const interests = [
    { name: 'skill_areas', key: 'skillAreas', list: SKILL_AREAS },
    { name: 'interesting_topics', key: 'interestingTopics', list: INTERESTING_TOPICS },
    { name: 'interesting_systems', key: 'interestingSystems', list: INTERESTING_SYSTEMS },
    { name: 'work_upgrades', key: 'workUpgrades', list: WORK_UPGRADES },
  ] as const;

  return (
    <>
      <Form.Header>{t('registration.register.sectionBasic')}</Form.Header>
      <NameField />
      <MobileField />
      <CodeField channel="sms" purpose={codePurpose} verified={verifiedMobile} />
      <Form.Header>{t('registration.register.sectionWork')}</Form.Header>
      {work}
      <Form.Header>{t('registration.register.sectionInterests')}</Form.Header>
      {interests.map((interest) => (
        <Form.Item
          key={interest.name}
          name={interest.name}
          label={label(interest.key)}
          description={t('registration.form.multiple')}
          layout="vertical"
        >
          <MultiSelectField label={label(interest.key)} options={toSelectOptions(interest.list, locale)} />
        </Form.Item>
      ))}
    </>
  );
}
