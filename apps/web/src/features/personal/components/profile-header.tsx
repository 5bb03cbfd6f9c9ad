import { maskPhone, type UserInfo } from '@ia/shared';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasIdentity } from '../../../lib/identity';
import { useUserInfo } from '../../users';
import styles from './personal.module.css';

interface HeaderContent {
  name: string;
  lines: string[];
  target: string;
}

function contentFor(signedIn: boolean, user: UserInfo | undefined, t: TFunction): HeaderContent {
  if (!signedIn)
    return { name: t('personal.notSignedIn'), lines: [t('personal.signInHint')], target: '/register' };
  if (!user)
    return { name: t('personal.signedIn'), lines: [t('personal.viewProfile')], target: '/information' };
  if (!user.registered) {
    return { name: t('personal.signedIn'), lines: [t('access.personal.registerHint')], target: '/register' };
  }
  const lines = [maskPhone(user.mobile), user.kind === 'staff' ? user.email : user.hospital_name].filter(
    (line): line is string => Boolean(line),
  );
  return { name: user.name || t('personal.signedIn'), lines, target: '/information' };
}

/**
 * Avatar, name, masked mobile and hospital (or mailbox for staff). Signed-out visitors and users
 * who have not registered are invited to register; registered users open their information.
 */
export function ProfileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = hasIdentity();
  const { data: user } = useUserInfo();
  const content = contentFor(signedIn, user, t);
  return (
    <button type="button" className={styles.profile} onClick={() => void navigate(content.target)}>
      <span className={styles.avatar} aria-hidden="true">
        <UserOutline />
      </span>
      <span className={styles.identity}>
        <span className={styles.name}>{content.name}</span>
        {content.lines.map((line) => (
          <span key={line} className={styles.hint}>
            {line}
          </span>
        ))}
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
