import UndoOutline from 'antd-mobile-icons/es/UndoOutline';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import styles from './popups.module.css';

/** Covers the page while the phone is held sideways; it goes away on its own in portrait. */
export function LandscapeTip({ visible }: PopupComponentProps<'landscape'>) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className={styles.landscape} role="alert">
      <UndoOutline className={styles.landscapeIcon} aria-hidden="true" />
      <p>{t('popups.landscape')}</p>
    </div>
  );
}
