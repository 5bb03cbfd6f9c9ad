import { FREE_TRIAL_DAYS } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoBack } from '../../../hooks/use-go-back';
import { useIsSharedPage } from '../../../hooks/use-is-shared-page';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { popupStore } from '../../../stores/popup-store';
import { postponeTrialTip } from '../../users';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

/** The certification page the prompt leads to. */
export const CERTIFICATION_PATH = '/veeva';

/**
 * The free-trial prompt (spec §4). Days left > 0: the days, 'later' (no prompt again until
 * tomorrow) and 'certify now'. Days ≤ 0: a grey backdrop hiding the page, 'one more step', and
 * closing goes back (to / on a shared page), since the page beneath cannot be used.
 */
export function FreeTrialPopup({ payload, visible, onClose }: PopupComponentProps<'freeTrial'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const isShared = useIsSharedPage();
  const expired = payload.daysLeft <= 0;

  const handleLater = () => {
    onClose();
    // Best effort: if it fails, the prompt simply shows again next time.
    void postponeTrialTip().catch(() => undefined);
  };

  const handleCertify = () => {
    popupStore.close('freeTrial');
    void navigate(CERTIFICATION_PATH);
  };

  const handleCloseExpired = () => {
    popupStore.close('freeTrial');
    if (isShared) void navigate('/', { replace: true });
    else goBack();
  };

  const title = expired ? t('access.freeTrial.expiredTitle') : t('access.freeTrial.title');
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={expired ? undefined : onClose}
      maskClassName={expired ? styles.greyMask : undefined}
      role="dialog"
      aria-label={title}
    >
      <PopupCard
        icon={<ClockCircleOutline />}
        title={title}
        actions={
          <>
            <Button shape="rounded" onClick={expired ? handleCloseExpired : handleLater}>
              {expired ? t('app.close') : t('access.freeTrial.later')}
            </Button>
            <Button shape="rounded" color="primary" onClick={handleCertify}>
              {t('access.freeTrial.certify')}
            </Button>
          </>
        }
      >
        <p className={styles.message}>
          {expired
            ? t('access.freeTrial.expiredMessage', { days: FREE_TRIAL_DAYS })
            : t('access.freeTrial.daysLeft', { days: payload.daysLeft })}
        </p>
      </PopupCard>
    </CenterPopup>
  );
}
