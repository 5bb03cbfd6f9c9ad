import { Select, type SelectProps } from 'antd';
import { type TermKind, useTerms } from '../api/terms';

export interface TermSelectProps extends Omit<SelectProps<number[]>, 'options' | 'mode'> {
  kind: TermKind;
}

/** Several tags (or diseases) from the operators' list. */
export function TermSelect({ kind, ...props }: TermSelectProps) {
  const terms = useTerms(kind);
  return (
    <Select<number[]>
      mode="multiple"
      loading={terms.isPending}
      options={(terms.data ?? []).map((term) => ({ value: term.id, label: term.name }))}
      optionFilterProp="label"
      allowClear
      {...props}
    />
  );
}
