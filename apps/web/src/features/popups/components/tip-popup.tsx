import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { useUserInfo } from '../../users';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

/**
 * The generic tip (spec §6): users without a veeva link always read "Sorry, you cannot view this
 * content"; users with one read the given message (or a default) and the contact QR of their
 * representative. What the payload leaves out comes from the user info (`veeva`, `callUs`). A
 * refusal with a way forward (`way`) offers it to those without a representative: 去认证 → /veeva.
 */
export function TipPopup({ payload, visible, onClose }: PopupComponentProps<'tip'>) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const hasVeevaLink = payload.hasVeevaLink ?? user?.veeva === 1;
  const contactQrCodeUrl = payload.contactQrCodeUrl ?? user?.callUs?.qrcode ?? null;
  const title = payload.title ?? t('popups.tipTitle');
  const navigate = useNavigate();
  // A user with a veeva link is handled by the representative; anyone else may certify themselves.
  const offersCertification = payload.way === 'certify' && !hasVeevaLink;
  const handleCertify = () => {
    onClose();
    void navigate('/veeva');
  };
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} role="dialog" aria-label={title}>
      <PopupCard
        icon={<InformationCircleOutline />}
        title={title}
        actions={
          offersCertification ? (
            <>
              <Button shape="rounded" onClick={onClose}>
                {t('app.cancel')}
              </Button>
              <Button shape="rounded" color="primary" onClick={handleCertify}>
                {t('access.tip.certify')}
              </Button>
            </>
          ) : (
            <Button shape="rounded" color="primary" onClick={onClose}>
              {t('app.confirm')}
            </Button>
          )
        }
      >
        {hasVeevaLink ? (
          <>
            <p className={styles.message}>{payload.message ?? t('access.tip.contactMessage')}</p>
            {contactQrCodeUrl ? (
              <>
                <img className={styles.qr} src={contactQrCodeUrl} alt={t('popups.tipContactQrAlt')} />
                <p className={styles.hint}>{t('popups.tipContactHint')}</p>
              </>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.message}>{t('access.tip.noAccess')}</p>
            {offersCertification ? <p className={styles.hint}>{t('access.tip.certifyMessage')}</p> : null}
          </>
        )}
      </PopupCard>
    </CenterPopup>
  );
}
