import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

/** The hidden version check: typing "version" into any input for 3 s (spec §4). */
export function VersionDialog({ payload, visible, onClose }: PopupComponentProps<'version'>) {
  const { t } = useTranslation();
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} role="dialog" aria-label={t('version.title')}>
      <PopupCard
        title={t('version.title')}
        actions={
          <Button shape="rounded" color="primary" onClick={onClose}>
            {t('app.confirm')}
          </Button>
        }
      >
        <p className={styles.message}>{t('version.app', { version: payload.appVersion })}</p>
        <p className={styles.message}>
          {t('version.stored', { version: payload.storedVersion ?? t('version.none') })}
        </p>
      </PopupCard>
    </CenterPopup>
  );
}
