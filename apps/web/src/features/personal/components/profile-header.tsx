import RightOutline from 'antd-mobile-icons/es/RightOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasIdentity } from '../../../lib/identity';
import styles from './personal.module.css';

/**
 * Avatar and name. Until the user-info issue lands it only knows whether a login exists:
 * signed-out users are invited to register, signed-in ones to their information page.
 */
export function ProfileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = hasIdentity();
  return (
    <button
      type="button"
      className={styles.profile}
      onClick={() => void navigate(signedIn ? '/information' : '/register')}
    >
      <span className={styles.avatar} aria-hidden="true">
        <UserOutline />
      </span>
      <span className={styles.identity}>
        <span className={styles.name}>{signedIn ? t('personal.signedIn') : t('personal.notSignedIn')}</span>
        <span className={styles.hint}>{signedIn ? t('personal.viewProfile') : t('personal.signInHint')}</span>
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
