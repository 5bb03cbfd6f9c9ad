import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buildPromptTarget } from '../../../lib/return-url';
import { isSharedPage } from '../../../lib/shared-page';
import { PopupCard } from './popup-card';
import styles from './popups.module.css';

export interface PagePromptProps {
  visible: boolean;
  icon: ReactNode;
  title: string;
  message: string;
  actionLabel: string;
  /** The page the action goes to, with `redirect` (and `gotohome` on shared pages). */
  page: string;
  returnUrl: string | undefined;
  onClose: () => void;
  /** Closes without the host's "shared page → /" rule, before navigating to `page`. */
  onLeave: () => void;
}

/** A prompt that sends the user to a page to fix something, or lets them cancel (spec §4). */
export function PagePrompt(props: PagePromptProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const handleGo = () => {
    const returnUrl = props.returnUrl ?? `${location.pathname}${location.search}`;
    props.onLeave();
    void navigate(buildPromptTarget(props.page, returnUrl, isSharedPage(location.search)));
  };

  return (
    <CenterPopup visible={props.visible} onMaskClick={props.onClose} role="dialog" aria-label={props.title}>
      <PopupCard
        icon={props.icon}
        title={props.title}
        actions={
          <>
            <Button shape="rounded" onClick={props.onClose}>
              {t('app.cancel')}
            </Button>
            <Button shape="rounded" color="primary" onClick={handleGo}>
              {props.actionLabel}
            </Button>
          </>
        }
      >
        <p className={styles.message}>{props.message}</p>
      </PopupCard>
    </CenterPopup>
  );
}
