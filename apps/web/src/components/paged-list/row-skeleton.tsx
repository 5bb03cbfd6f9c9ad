import { useTranslation } from 'react-i18next';
import styles from './paged-list.module.css';

export interface RowSkeletonProps {
  rows?: number;
}

/** Grey rows shaped like content rows (cover left, lines right) while a list loads. */
export function RowSkeleton({ rows = 4 }: RowSkeletonProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.rows} role="status" aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.skeletonRow}>
          <span className={`${styles.skeletonCover} skeleton`} />
          <span className={styles.skeletonLines}>
            <span className={`${styles.skeletonLine} skeleton`} />
            <span className={`${styles.skeletonLine} ${styles.skeletonLineShort} skeleton`} />
            <span className={`${styles.skeletonLine} ${styles.skeletonLineShorter} skeleton`} />
          </span>
        </li>
      ))}
    </ul>
  );
}
