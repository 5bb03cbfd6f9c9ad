import { ContentSort, type ContentSortValue } from '@ia/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-filters.module.css';

export function toSort(value: string | undefined): ContentSortValue {
  return (ContentSort as readonly string[]).includes(value ?? '') ? (value as ContentSortValue) : 'latest';
}

export interface SortSwitchProps {
  value: ContentSortValue;
  onChange: (value: ContentSortValue) => void;
}

/** 最新 | 最热: newest published first, or most viewed first. */
export function SortSwitch({ value, onChange }: SortSwitchProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div className={styles.sort} role="group" aria-label={t('discovery.filters.sort')}>
      {ContentSort.map((sort) => (
        <button
          key={sort}
          type="button"
          className={styles.sortButton}
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
        >
          {t(`discovery.filters.${sort}`)}
        </button>
      ))}
    </div>
  );
}

export interface FilterBarProps {
  children: ReactNode;
}

/** The filters of a list, kept in view under the page header while the list scrolls. */
export function FilterBar({ children }: FilterBarProps) {
  return <div className={styles.bar}>{children}</div>;
}

export interface FilterRowProps {
  children: ReactNode;
}

/** A row of the filter bar: a label or chips on the left, the sort on the right. */
export function FilterRow({ children }: FilterRowProps) {
  return <div className={styles.row}>{children}</div>;
}
