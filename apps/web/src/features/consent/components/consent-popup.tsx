import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { saveConsentReturnUrl, takeConsentReturnUrl } from '../../../lib/return-url';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { popupStore } from '../../../stores/popup-store';
import { useConsentSigning } from '../hooks/use-consent-signing';
import styles from './consent.module.css';
import { DocumentsLoadState } from './documents-load-state';

/**
 * The consent popup (spec §4): every current document listed with a tick and a way to read it
 * in full; signing needs every tick and then returns to the stored consent return URL; cancel
 * ends with the 'from' outcome.
 */
export function ConsentPopup({ payload, visible, onClose }: PopupComponentProps<'consent'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  // Opened by an API answer (40302) rather than the user check: remember this page then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved once per opening
  useEffect(() => {
    if (visible) saveConsentReturnUrl(payload.returnUrl ?? currentPath);
  }, [visible, payload]);

  const handleSigned = () => {
    popupStore.close('consent');
    payload.onOutcome?.('signed');
    void navigate(takeConsentReturnUrl() ?? currentPath, { replace: true });
  };

  const signing = useConsentSigning({ enabled: visible, onSigned: handleSigned });
  const { documents, list } = signing;

  const handleCancel = () => {
    onClose();
    payload.onOutcome?.('from');
  };

  return (
    <Popup visible={visible} position="bottom" onMaskClick={handleCancel} bodyClassName={styles.sheet}>
      <section className={styles.sheetContent} role="dialog" aria-label={t('access.consent.title')}>
        <h2 className={styles.title}>{t('access.consent.title')}</h2>
        <p className={styles.intro}>{t('access.consent.intro')}</p>
        {list.length > 0 ? (
          <>
            <ul className={styles.documents}>
              {list.map((document) => (
                <li key={document.code} className={styles.document}>
                  <Checkbox
                    checked={signing.isTicked(document)}
                    onChange={(checked) => signing.setTick(document, checked)}
                  >
                    {t('access.consent.agreeTo', { title: document.title })}
                  </Checkbox>
                  <button
                    type="button"
                    className={`${styles.read} ia-plain-button`}
                    aria-label={t('access.consent.readDocument', { title: document.title })}
                    onClick={() => popupStore.open('legalDocument', { code: document.code })}
                  >
                    {t('access.consent.read')}
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.agreeAll}>
              <Checkbox checked={signing.allTicked} onChange={signing.setAll}>
                {t('access.consent.agreeAll')}
              </Checkbox>
            </div>
          </>
        ) : (
          <DocumentsLoadState
            failed={documents.isError || documents.isSuccess}
            onRetry={() => void documents.refetch()}
          />
        )}
        <div className={styles.actions}>
          <Button shape="rounded" onClick={handleCancel}>
            {t('app.cancel')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            loading={signing.signing}
            disabled={list.length === 0}
            onClick={signing.sign}
          >
            {t('access.consent.sign')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
