import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buildPromptTarget, saveRegisterReturnUrl } from '../../../lib/return-url';
import { isSharedPage } from '../../../lib/shared-page';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

/** Spec §4: "Register" goes to /register and saves the current address; "Cancel" closes. */
export function RegisterPrompt({ payload, visible, onClose }: PopupComponentProps<'registerPrompt'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const handleRegister = () => {
    const returnUrl = payload.returnUrl ?? `${location.pathname}${location.search}`;
    saveRegisterReturnUrl(returnUrl);
    onClose();
    void navigate(buildPromptTarget('/register', returnUrl, isSharedPage(location.search)));
  };

  return (
    <CenterPopup visible={visible} onMaskClick={onClose} role="dialog" aria-label={t('popups.registerTitle')}>
      <PopupCard
        icon={<UserAddOutline />}
        title={t('popups.registerTitle')}
        actions={
          <>
            <Button shape="rounded" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button shape="rounded" color="primary" onClick={handleRegister}>
              {t('popups.registerAction')}
            </Button>
          </>
        }
      >
        <p className={styles.message}>{t('popups.registerMessage')}</p>
      </PopupCard>
    </CenterPopup>
  );
}
