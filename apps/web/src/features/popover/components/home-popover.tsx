import CenterPopup from 'antd-mobile/es/components/center-popup';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenLink } from '../../content/hooks/use-open-link';
import { useHomePopover } from '../api/popover';
import styles from './popover.module.css';

/** The operators' home pop-over: an image that opens its link, with a close button. */
export function HomePopover() {
  const { t } = useTranslation();
  const popover = useHomePopover().data?.popover ?? null;
  const openLink = useOpenLink();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(popover !== null), [popover]);
  if (!popover) return null;

  const handleOpen = () => {
    setVisible(false);
    if (popover.link) openLink(popover.link);
  };

  return (
    <CenterPopup visible={visible} onMaskClick={() => setVisible(false)} bodyClassName={styles.body}>
      <button type="button" className={styles.image} onClick={handleOpen} aria-label={popover.title}>
        <img src={popover.image} alt={popover.title} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={() => setVisible(false)}
        aria-label={t('personalCentre.popover.close')}
      >
        <CloseCircleOutline />
      </button>
    </CenterPopup>
  );
}
