import CenterPopup from 'antd-mobile/es/components/center-popup';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenLink } from '../../../hooks/use-open-link';
import { useHomePopover } from '../api/popover';
import styles from './popover.module.css';

/** The operators' home pop-over: an image that opens its link, with a close button. */
export function HomePopover() {
  const { t } = useTranslation();
  const popover = useHomePopover().data?.popover ?? null;
  const openLink = useOpenLink();
  // Closing dismisses this pop-over by id: a refetch answering it again (a new object, same
  // pop-over) must not reopen it, while a different one the operators schedule still shows.
  const [dismissedId, setDismissedId] = useState<number | null>(null);
  if (!popover) return null;
  const visible = popover.id !== dismissedId;
  const dismiss = () => setDismissedId(popover.id);

  const handleOpen = () => {
    dismiss();
    if (popover.link) openLink(popover.link);
  };

  return (
    <CenterPopup visible={visible} onMaskClick={dismiss} bodyClassName={styles.body}>
      <button type="button" className={styles.image} onClick={handleOpen} aria-label={popover.title}>
        <img src={popover.image} alt={popover.title} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label={t('personalCentre.popover.close')}
      >
        <CloseCircleOutline />
      </button>
    </CenterPopup>
  );
}
