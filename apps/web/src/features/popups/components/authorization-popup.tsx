import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { useTranslation } from 'react-i18next';
import { clearIdentity } from '../../../lib/identity';
import { clearUserMarks } from '../../../lib/user-marks';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { restartLogin } from '../../auth';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

/**
 * Opened by the API client on error 50001. Authorizing drops the stored identity and starts
 * the messaging-app login again at once (a person asked, so the loop guard starts over).
 */
export function AuthorizationPopup({ visible, onClose }: PopupComponentProps<'authorization'>) {
  const { t } = useTranslation();
  const handleAuthorize = () => {
    clearIdentity();
    clearUserMarks();
    restartLogin();
  };
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      role="dialog"
      aria-label={t('popups.authorizationTitle')}
    >
      <PopupCard
        icon={<LockOutline />}
        title={t('popups.authorizationTitle')}
        actions={
          <>
            <Button shape="rounded" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button shape="rounded" color="primary" onClick={handleAuthorize}>
              {t('popups.authorizationAction')}
            </Button>
          </>
        }
      >
        <p className={styles.message}>{t('popups.authorizationMessage')}</p>
      </PopupCard>
    </CenterPopup>
  );
}
