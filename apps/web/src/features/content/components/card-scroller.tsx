import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

export interface CardScrollerProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
}

/** Cards side by side, scrolled sideways with the thumb. */
export function CardScroller<T>({ label, items, itemKey, renderItem }: CardScrollerProps<T>) {
  return (
    <ul className={styles.scroller} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

export interface CardScrollerSkeletonProps {
  cards?: number;
}

/** Placeholder cards while a scroller loads. */
export function CardScrollerSkeleton({ cards = 3 }: CardScrollerSkeletonProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.scroller} role="status" aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.cardSkeleton}>
          <span className={`${styles.cardSkeletonCover} skeleton`} />
          <span className={`${styles.cardSkeletonLine} skeleton`} />
          <span className={`${styles.cardSkeletonLine} skeleton`} style={{ width: '60%' }} />
        </li>
      ))}
    </ul>
  );
}
