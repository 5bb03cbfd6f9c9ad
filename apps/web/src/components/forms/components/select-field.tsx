import Picker from 'antd-mobile/es/components/picker';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../lib/select-options';
import styles from './forms.module.css';

export interface SelectFieldProps {
  /** Filled in by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  options: readonly SelectOption[];
  /** The picker's title and the trigger's accessible name. */
  title: string;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A single choice through antd-mobile's Picker. Until something is chosen the trigger shows
 * 'please select' (请选择), the placeholder the shared select rule refuses (spec §5).
 */
export function SelectField({ value, onChange, options, title, disabled, loading }: SelectFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const selected = options.find((option) => option.value === value);
  const display = selected?.label ?? t('registration.placeholders.select');
  // Stable identities: the Picker resets its pending choice whenever `value` is a new array.
  const pickerValue = useMemo(() => [value ?? null], [value]);
  const columns = useMemo(
    () => [options.map((option) => ({ label: option.label, value: option.value }))],
    [options],
  );

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-label={`${title}: ${display}`}
        onClick={() => setVisible(true)}
      >
        <span className={selected ? undefined : styles.placeholder}>{display}</span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </button>
      <Picker
        title={title}
        columns={columns}
        value={pickerValue}
        visible={visible}
        loading={loading}
        onClose={() => setVisible(false)}
        onConfirm={([next]) => {
          if (typeof next === 'string' && next !== value) onChange?.(next);
        }}
      />
    </>
  );
}
