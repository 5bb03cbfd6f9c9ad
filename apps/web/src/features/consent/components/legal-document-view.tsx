import { type ConsentDocument, formatDate } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import styles from './consent.module.css';

export interface LegalDocumentViewProps {
  document: ConsentDocument;
}

/** A legal text in full: plain text, paragraphs split by blank lines (never HTML). */
export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  const { t } = useTranslation();
  const paragraphs = document.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <article>
      <p className={styles.viewerMeta}>
        {t('access.consent.versionLine', {
          version: document.document_version_number,
          date: formatDate(document.published_at),
        })}
      </p>
      {paragraphs.map((paragraph, index) => (
        // The text is static per version; its position is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </article>
  );
}
