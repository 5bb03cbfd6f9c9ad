import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { useTranslation } from 'react-i18next';
import { PopupCard } from './popup-card';
import type { PopupComponentProps } from './popup-props';
import styles from './popups.module.css';

/**
 * The generic tip (spec §6): users without a veeva link always read "you cannot view this
 * content"; users with one read the given message and, when there is one, the contact QR.
 */
export function TipPopup({ payload, visible, onClose }: PopupComponentProps<'tip'>) {
  const { t } = useTranslation();
  const { hasVeevaLink = false, contactQrCodeUrl, message } = payload;
  const title = payload.title ?? t('popups.tipTitle');
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} role="dialog" aria-label={title}>
      <PopupCard
        icon={<InformationCircleOutline />}
        title={title}
        actions={
          <Button shape="rounded" color="primary" onClick={onClose}>
            {t('app.confirm')}
          </Button>
        }
      >
        {hasVeevaLink ? (
          <>
            {message ? <p className={styles.message}>{message}</p> : null}
            {contactQrCodeUrl ? (
              <>
                <img className={styles.qr} src={contactQrCodeUrl} alt={t('popups.tipContactQrAlt')} />
                <p className={styles.hint}>{t('popups.tipContactHint')}</p>
              </>
            ) : null}
          </>
        ) : (
          <p className={styles.message}>{t('popups.tipNoAccess')}</p>
        )}
      </PopupCard>
    </CenterPopup>
  );
}
