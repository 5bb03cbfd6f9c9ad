import { KEYWORD_MAX_LENGTH } from '@ia/shared';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FilterBar } from './filter-bar';

/** The values of a keyword-and-state filter bar. */
export interface KeywordStateFilterValues<State extends string> {
  keyword?: string | undefined;
  state?: State | undefined;
}

export interface KeywordStateFiltersProps<State extends string> {
  values: KeywordStateFilterValues<State>;
  refreshing: boolean;
  onSearch: (values: KeywordStateFilterValues<State>) => void;
  onReset: () => void;
  onRefresh: () => void;
  extra?: ReactNode;
  /** The feature's labels: the two field labels, the keyword placeholder and 全部. */
  labels: { keyword: string; keywordPlaceholder: string; state: string; all: string };
  /** Every state in display order, with its label. */
  stateOptions: { value: State; label: ReactNode }[];
  stateWidth: number;
}

/** A list's filter bar with a keyword box and a state select (follows the URL when it changes). */
export function KeywordStateFilters<State extends string>({
  values,
  refreshing,
  onSearch,
  onReset,
  onRefresh,
  extra,
  labels,
  stateOptions,
  stateWidth,
}: KeywordStateFiltersProps<State>) {
  const [form] = Form.useForm<KeywordStateFilterValues<State>>();
  const { keyword, state } = values;

  // Follow the URL when it changes from outside the form (back button, reset).
  useEffect(() => {
    form.setFieldsValue({ keyword, state });
  }, [keyword, state, form]);

  return (
    <FilterBar
      form={form}
      initialValues={values}
      onFinish={(next) => onSearch({ ...next, keyword: next.keyword?.trim() || undefined })}
      onReset={onReset}
      refreshing={refreshing}
      onRefresh={onRefresh}
      extra={extra}
    >
      <Form.Item name="keyword" label={labels.keyword} style={{ marginBottom: 8 }}>
        <Input
          placeholder={labels.keywordPlaceholder}
          allowClear
          maxLength={KEYWORD_MAX_LENGTH}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="state" label={labels.state} style={{ marginBottom: 8 }}>
        <Select allowClear placeholder={labels.all} style={{ width: stateWidth }} options={stateOptions} />
      </Form.Item>
    </FilterBar>
  );
}
