import { CANCELLATION_CONFIRMATION } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearIdentity } from '../../../lib/identity';
import { assignLocation } from '../../../lib/page';
import { getRouterBasename } from '../../../lib/runtime-config';
import { localStore, sessionStore } from '../../../lib/storage';
import { useCancelAccount } from '../api/cancel-account';
import styles from './privacy.module.css';

const CONSEQUENCES = ['profile', 'learning', 'points', 'certificates', 'kept', 'wechat'] as const;

/** What the page shows once the account is cancelled: nothing of the account, only that it is gone. */
export function AccountCancelled() {
  const { t } = useTranslation();
  return (
    <div className={styles.done}>
      <Result
        status="success"
        title={t('privacy.cancel.doneTitle')}
        description={t('privacy.cancel.doneText')}
      />
      <div className={styles.actions}>
        <Button block shape="rounded" onClick={() => assignLocation(getRouterBasename())}>
          {t('privacy.cancel.leave')}
        </Button>
      </div>
    </div>
  );
}

/**
 * 注销账号: the consequences stated, then a confirmation step where the member types the word; once
 * the server has cancelled the account, the app forgets the session and `onCancelled` lets the page
 * drop what it still shows of the account.
 */
export function AccountCancellation({ onCancelled }: { onCancelled: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelAccount();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const handleCancel = () => {
    cancel.mutate(undefined, {
      // Signed out at once: nothing of the cancelled account stays on the phone.
      onSuccess: () => {
        clearIdentity();
        localStore.clear();
        sessionStore.clear();
        onCancelled();
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="privacy-cancel">
      <List header={<span id="privacy-cancel">{t('privacy.cancel.title')}</span>}>
        <p className={styles.intro}>{t('privacy.cancel.intro')}</p>
        <ul className={styles.consequences}>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`privacy.cancel.consequences.${key}`)}</li>
          ))}
        </ul>
      </List>
      <div className={styles.actions}>
        {confirming ? (
          <>
            <label htmlFor="privacy-cancel-confirm">
              {t('privacy.cancel.typeToConfirm', { word: CANCELLATION_CONFIRMATION })}
            </label>
            <div className={styles.confirmInput}>
              <Input
                id="privacy-cancel-confirm"
                value={typed}
                onChange={setTyped}
                placeholder={CANCELLATION_CONFIRMATION}
                autoComplete="off"
              />
            </div>
            <Button
              block
              shape="rounded"
              color="danger"
              disabled={typed.trim() !== CANCELLATION_CONFIRMATION}
              loading={cancel.isPending}
              onClick={handleCancel}
            >
              {t('privacy.cancel.confirm')}
            </Button>
            <Button
              block
              shape="rounded"
              onClick={() => {
                setConfirming(false);
                setTyped('');
              }}
            >
              {t('app.cancel')}
            </Button>
          </>
        ) : (
          <Button block shape="rounded" color="danger" fill="outline" onClick={() => setConfirming(true)}>
            {t('privacy.cancel.start')}
          </Button>
        )}
      </div>
    </section>
  );
}
