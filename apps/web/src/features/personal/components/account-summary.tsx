import type { CertificationStatusValue, UserInfo } from '@ia/shared';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../users';
import styles from './personal.module.css';

const statusColors = {
  none: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<CertificationStatusValue, string>;

/** Where a user edits their profile: staff and members have different forms. */
function profileEditPath(user: Pick<UserInfo, 'kind'>): string {
  return user.kind === 'staff' ? '/staffinfoedit' : '/userinfoedit';
}

/** Days of the free trial to show: only uncertified members have one. */
function trialDaysToShow(user: Pick<UserInfo, 'kind' | 'certified' | 'trial'>): number | null {
  if (user.kind !== 'member' || user.certified) return null;
  return Math.max(0, user.trial.days_left);
}

/**
 * The registered user's account: certification status (to /veeva), the free-trial days left
 * of an uncertified member, and where to edit the profile. Nothing for other visitors.
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  if (!user?.registered) return null;
  const trialDays = trialDaysToShow(user);

  return (
    <List header={t('access.personal.sectionAccount')} className={styles.menu}>
      {user.kind === 'staff' ? (
        <List.Item
          prefix={
            <span className={styles.menuIcon}>
              <CheckShieldOutline />
            </span>
          }
          extra={<Tag color="primary">{t('access.personal.staff')}</Tag>}
        >
          {t('access.personal.role')}
        </List.Item>
      ) : (
        <List.Item
          prefix={
            <span className={styles.menuIcon}>
              <CheckShieldOutline />
            </span>
          }
          extra={
            <Tag color={statusColors[user.projectAuthStatus]}>
              {t(`access.personal.certification.${user.projectAuthStatus}`)}
            </Tag>
          }
          onClick={() => void navigate('/veeva')}
        >
          {t('access.personal.certificationStatus')}
        </List.Item>
      )}
      {trialDays === null ? null : (
        <List.Item
          prefix={
            <span className={styles.menuIcon}>
              <ClockCircleOutline />
            </span>
          }
          extra={
            trialDays > 0
              ? t('access.personal.trialDaysLeft', { days: trialDays })
              : t('access.personal.trialEnded')
          }
          onClick={() => void navigate('/veeva')}
        >
          {t('access.personal.trial')}
        </List.Item>
      )}
      <List.Item
        prefix={
          <span className={styles.menuIcon}>
            <EditSOutline />
          </span>
        }
        onClick={() => void navigate(profileEditPath(user))}
      >
        {t('access.personal.editProfile')}
      </List.Item>
    </List>
  );
}
