import type { ProfileOption } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFormLocale } from '../hooks/use-form-locale';
import { toSelectOptions } from '../lib/select-options';
import { SelectField } from './select-field';

export interface OptionListFieldProps {
  /** The form field, which is also its label key. */
  name: 'department' | 'title' | 'position';
  /** One of the shared profile option lists (DEPARTMENTS, TITLES, POSITIONS). */
  options: readonly ProfileOption[];
}

/** A required single choice from a shared profile option list, in the current language. */
export function OptionListField({ name, options }: OptionListFieldProps) {
  const locale = useFormLocale();
  const { label, rule } = useFieldRules();
  return (
    <Form.Item name={name} label={label(name)} rules={rule('select', name)}>
      <SelectField title={label(name)} options={toSelectOptions(options, locale)} />
    </Form.Item>
  );
}
