import {
  type CertificationStatusValue,
  DEPARTMENTS,
  INTERESTING_SYSTEMS,
  INTERESTING_TOPICS,
  maskPhone,
  optionLabel,
  POSITIONS,
  type ProfileOption,
  SKILL_AREAS,
  TITLES,
  type UserInfo,
  WORK_UPGRADES,
} from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegions } from '../../../components/forms/api/get-regions';
import styles from '../../../components/forms/components/forms.module.css';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { useFieldRules } from '../../../components/forms/hooks/use-field-rules';
import { useFormLocale } from '../../../components/forms/hooks/use-form-locale';
import { useUserInfo } from '../../users';
import { ProfileNotice } from './profile-notice';

/** /information: the signed-in user's details, read only, with the ways to edit them. */
export function InformationView() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  if (userInfo.isPending) return <FormSkeleton />;
  if (userInfo.isError) {
    return <LoadError onRetry={() => void userInfo.refetch()} retrying={userInfo.isFetching} />;
  }
  if (!userInfo.data.registered) {
    return (
      <ProfileNotice
        message={t('registration.information.notRegistered')}
        action={{ label: t('registration.information.goRegister'), to: '/register' }}
      />
    );
  }
  return <UserDetails user={userInfo.data} />;
}

const CERTIFICATION_LABEL_KEYS = {
  none: 'registration.information.notCertified',
  pending: 'registration.certification.pending',
  approved: 'registration.information.certified',
  rejected: 'registration.certification.rejected',
} as const satisfies Record<CertificationStatusValue, string>;

function UserDetails({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useFormLocale();
  const { label } = useFieldRules();
  const isStaff = user.kind === 'staff';
  const provinces = useRegions(undefined, !isStaff && Boolean(user.province));
  const cities = useRegions(user.province ?? undefined, !isStaff && Boolean(user.province));

  const empty = t('registration.information.empty');
  const show = (value: string | null | undefined) => (value ? value : empty);
  const one = (list: readonly ProfileOption[], value: string | null) =>
    value ? optionLabel(list, value, locale) : empty;
  const many = (list: readonly ProfileOption[], values: readonly string[]) =>
    values.length > 0 ? values.map((value) => optionLabel(list, value, locale)).join('、') : empty;
  const regionName = (regions: { AREACODE: string; AREANAME: string }[] | undefined, code: string | null) =>
    code ? (regions?.find((region) => region.AREACODE === code)?.AREANAME ?? code) : empty;
  // For '其他' (id 0) the stored name is the one the user typed.
  const hospital = show(user.hospital_name);

  const rows: { key: string; title: string; value: string }[] = isStaff
    ? [
        { key: 'name', title: label('name'), value: show(user.name) },
        { key: 'mobile', title: label('mobile'), value: user.mobile ? maskPhone(user.mobile) : empty },
        { key: 'email', title: label('email'), value: show(user.email) },
      ]
    : [
        { key: 'name', title: label('name'), value: show(user.name) },
        { key: 'mobile', title: label('mobile'), value: user.mobile ? maskPhone(user.mobile) : empty },
        { key: 'province', title: label('province'), value: regionName(provinces.data, user.province) },
        { key: 'city', title: label('city'), value: regionName(cities.data, user.city) },
        { key: 'hospital', title: label('hospital'), value: hospital },
        { key: 'department', title: label('department'), value: one(DEPARTMENTS, user.department) },
        { key: 'title', title: label('title'), value: one(TITLES, user.title) },
        { key: 'position', title: label('position'), value: one(POSITIONS, user.position) },
        { key: 'skillAreas', title: label('skillAreas'), value: many(SKILL_AREAS, user.skill_areas) },
        {
          key: 'interestingTopics',
          title: label('interestingTopics'),
          value: many(INTERESTING_TOPICS, user.interesting_topics),
        },
        {
          key: 'interestingSystems',
          title: label('interestingSystems'),
          value: many(INTERESTING_SYSTEMS, user.interesting_systems),
        },
        { key: 'workUpgrades', title: label('workUpgrades'), value: many(WORK_UPGRADES, user.work_upgrades) },
      ];

  return (
    <>
      <List
        mode="card"
        header={
          <Tag color="primary">
            {t(isStaff ? 'registration.information.staffBadge' : 'registration.information.memberBadge')}
          </Tag>
        }
      >
        {rows.map((row) => (
          <List.Item key={row.key} extra={row.value}>
            {row.title}
          </List.Item>
        ))}
        {isStaff ? null : (
          <List.Item
            extra={t(CERTIFICATION_LABEL_KEYS[user.projectAuthStatus])}
            onClick={() => void navigate('/veeva')}
          >
            {t('registration.information.certification')}
          </List.Item>
        )}
      </List>
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => void navigate(isStaff ? '/staffinfoedit' : '/userinfoedit')}
        >
          {t('registration.information.edit')}
        </Button>
        {isStaff ? null : (
          <Button
            block
            fill="none"
            color="primary"
            style={{ marginTop: 8 }}
            onClick={() => void navigate('/rankinfo')}
          >
            {t('registration.information.editProfessional')}
          </Button>
        )}
      </div>
    </>
  );
}
