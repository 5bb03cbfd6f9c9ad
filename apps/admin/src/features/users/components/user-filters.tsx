import { CertificationStatus, KEYWORD_MAX_LENGTH } from '@ia/shared';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { messages } from '../../../locales';
import type { UserQuery } from '../api/get-users';

const text = messages.users;

type FilterValues = Pick<UserQuery, 'keyword' | 'kind' | 'certification'>;

const KIND_OPTIONS = (['member', 'staff', 'unregistered'] as const).map((kind) => ({
  value: kind,
  label: text.kinds[kind],
}));

const CERTIFICATION_OPTIONS = CertificationStatus.map((status) => ({
  value: status,
  label: messages.certificationStatus[status] ?? status,
}));

export interface UserFiltersProps {
  values: FilterValues;
  refreshing: boolean;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
  onRefresh: () => void;
  /** Buttons at the right end of the bar (批量导入). */
  extra?: ReactNode;
}

/** The filter bar above the user list: keyword, kind and certification status. */
export function UserFilters({ values, refreshing, onSearch, onReset, onRefresh, extra }: UserFiltersProps) {
  const [form] = Form.useForm<FilterValues>();

  const { keyword, kind, certification } = values;

  // Follow the URL when it changes from outside the form (back button, reset).
  useEffect(() => {
    form.setFieldsValue({ keyword, kind, certification });
  }, [keyword, kind, certification, form]);

  const handleFinish = (next: FilterValues) => {
    const trimmed = next.keyword?.trim();
    onSearch({ keyword: trimmed || undefined, kind: next.kind, certification: next.certification });
  };

  return (
    <FilterBar
      form={form}
      initialValues={values}
      onFinish={handleFinish}
      onReset={onReset}
      refreshing={refreshing}
      onRefresh={onRefresh}
      extra={extra}
    >
      <Form.Item name="keyword" label={text.filters.keyword} style={{ marginBottom: 8 }}>
        <Input
          placeholder={text.filters.keywordPlaceholder}
          allowClear
          maxLength={KEYWORD_MAX_LENGTH}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="kind" label={text.filters.kind} style={{ marginBottom: 8 }}>
        <Select options={KIND_OPTIONS} placeholder={text.filters.all} allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="certification" label={text.filters.certification} style={{ marginBottom: 8 }}>
        <Select
          options={CERTIFICATION_OPTIONS}
          placeholder={text.filters.all}
          allowClear
          style={{ width: 120 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
