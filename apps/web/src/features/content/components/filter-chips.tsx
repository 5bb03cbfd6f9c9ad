import { useTranslation } from 'react-i18next';
import { OPERATOR_LANG } from '../../../components/operator-text';
import styles from './content.module.css';

interface FilterChipOption {
  id: number;
  name: string;
}

export interface FilterChipsProps {
  /** Names the group (标签, 疾病). */
  label: string;
  options: readonly FilterChipOption[];
  /** The picked option, or undefined for 全部. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

/** One line of scrollable filter chips, 全部 first. Renders nothing without options. */
export function FilterChips({ label, options, value, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a box; a labelled group of toggle buttons is the pattern here
    <div className={styles.chips} role="group" aria-label={label}>
      <span className={styles.chipsLabel} aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        {t('discovery.filters.all')}
      </button>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.chip}
          aria-pressed={value === option.id}
          onClick={() => onChange(value === option.id ? undefined : option.id)}
          lang={OPERATOR_LANG}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
