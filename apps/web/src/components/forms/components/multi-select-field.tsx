import Selector from 'antd-mobile/es/components/selector';
import type { SelectOption } from '../lib/select-options';
import styles from './forms.module.css';

export interface MultiSelectFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  options: readonly SelectOption[];
  /** Accessible name of the group. */
  label: string;
}

/** Any number of choices, shown as tappable chips (antd-mobile Selector). */
export function MultiSelectField({ value, onChange, options, label }: MultiSelectFieldProps) {
  return (
    <fieldset className={styles.fieldset} aria-label={label}>
      <Selector
        multiple
        columns={2}
        options={options.map((option) => ({ label: option.label, value: option.value }))}
        value={value ?? []}
        onChange={(next) => onChange?.(next)}
      />
    </fieldset>
  );
}
