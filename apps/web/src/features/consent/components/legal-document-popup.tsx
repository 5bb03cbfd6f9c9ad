import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { useConsentDocuments } from '../api/get-consent-documents';
import styles from './consent.module.css';
import { DocumentsLoadState } from './documents-load-state';
import { LegalDocumentView } from './legal-document-view';

/** Above the consent sheet it is opened from. */
const VIEWER_Z_INDEX = '1100';

/** The privacy statement, terms of use or personal-information consent, in a scrollable sheet. */
export function LegalDocumentPopup({ payload, visible, onClose }: PopupComponentProps<'legalDocument'>) {
  const { t } = useTranslation();
  const documents = useConsentDocuments({ enabled: visible });
  const document = documents.data?.find((item) => item.code === payload.code);
  const title = document?.title ?? t(`access.consent.documentNames.${payload.code}`);

  return (
    <Popup
      visible={visible}
      position="bottom"
      onMaskClick={onClose}
      bodyClassName={styles.viewer}
      style={{ '--z-index': VIEWER_Z_INDEX }}
    >
      <section className={styles.viewerContent} role="dialog" aria-label={title}>
        <header className={styles.viewerHeader}>
          <h2 className={styles.viewerTitle}>{title}</h2>
          <Button fill="none" size="small" onClick={onClose} aria-label={t('app.close')}>
            <CloseOutline />
          </Button>
        </header>
        <div className={styles.viewerBody}>
          {document ? (
            <LegalDocumentView document={document} />
          ) : (
            <DocumentsLoadState failed={documents.isError} onRetry={() => void documents.refetch()} />
          )}
        </div>
      </section>
    </Popup>
  );
}
