import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import styles from './popups.module.css';

/** How long the points popup stays before closing by itself. */
export const POINTS_POPUP_VISIBLE_MS = 2500;

/** "+N 积分", opened by the API client when an answer carries a positive score. */
export function PointsPopup({ payload, visible, onClose }: PopupComponentProps<'points'>) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(onClose, POINTS_POPUP_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [visible, onClose]);

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      role="dialog"
      aria-label={t('popups.pointsTitle')}
      style={{ '--background-color': 'transparent' }}
    >
      <button type="button" className={`${styles.points} ia-plain-button`} onClick={onClose}>
        <span>{t('popups.pointsTitle')}</span>
        <strong className={styles.pointsAmount}>{t('popups.pointsAmount', { score: payload.score })}</strong>
      </button>
    </CenterPopup>
  );
}
