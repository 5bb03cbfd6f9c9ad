import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import styles from './points-popup.module.css';

/** How long the points popup stays before closing by itself. */
export const POINTS_POPUP_VISIBLE_MS = 2500;

/**
 * "+N 积分", opened by the API client when an answer carries a positive score. A plain layer
 * with a CSS entrance rather than antd-mobile's CenterPopup: it often opens on the app's first
 * screen (the daily sign-in), where the popup's animation library would be most of the download
 * (issue 12). It sits above the centre, where the "签署成功" / "评论成功" toast does not cover it.
 * It is part of the app's first chunk, with styles of its own: it opens on most days' first screen,
 * where three more requests would cost more than its few hundred bytes.
 */
export function PointsPopup({ payload, visible, onClose }: PopupComponentProps<'points'>) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(onClose, POINTS_POPUP_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [visible, onClose]);

  if (!visible) return null;
  return (
    <div className={styles.pointsLayer} role="dialog" aria-label={t('popups.pointsTitle')}>
      <button type="button" className={`${styles.points} ia-plain-button`} onClick={onClose}>
        <span>{t('popups.pointsTitle')}</span>
        <strong className={styles.pointsAmount}>{t('popups.pointsAmount', { score: payload.score })}</strong>
      </button>
    </div>
  );
}
