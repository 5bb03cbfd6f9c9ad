import type { Popover } from '@ia/shared';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import { useTranslation } from 'react-i18next';
import { useOpenLink } from '../../../hooks/use-open-link';
import styles from './popover.module.css';

export interface PopoverDialogProps {
  popover: Popover;
  visible: boolean;
  onDismiss: () => void;
}

/** The pop-over itself: an image that opens its link, with a close button. */
export function PopoverDialog({ popover, visible, onDismiss }: PopoverDialogProps) {
  const { t } = useTranslation();
  const openLink = useOpenLink();

  const handleOpen = () => {
    onDismiss();
    if (popover.link) openLink(popover.link);
  };

  return (
    <CenterPopup visible={visible} onMaskClick={onDismiss} bodyClassName={styles.body}>
      <button type="button" className={styles.image} onClick={handleOpen} aria-label={popover.title}>
        <img src={popover.image} alt={popover.title} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label={t('personalCentre.popover.close')}
      >
        <CloseCircleOutline />
      </button>
    </CenterPopup>
  );
}
