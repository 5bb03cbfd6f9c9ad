import { ContentStateValues, KEYWORD_MAX_LENGTH } from '@ia/shared';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { messages } from '../../../locales';
import type { ContentQuery } from '../api/contents';
import { CategoryTreeSelect } from './category-tree-select';

const text = messages.contentAdmin;

export type ContentFilterValues = Pick<ContentQuery, 'keyword' | 'list_type' | 'state' | 'category_id'>;

export interface ContentFiltersProps {
  values: ContentFilterValues;
  refreshing: boolean;
  onSearch: (values: ContentFilterValues) => void;
  onReset: () => void;
  onRefresh: () => void;
  extra?: ReactNode;
}

/** Keyword, list type, state and category above the content list. */
export function ContentFilters({
  values,
  refreshing,
  onSearch,
  onReset,
  onRefresh,
  extra,
}: ContentFiltersProps) {
  const [form] = Form.useForm<ContentFilterValues>();
  const { keyword, list_type: listType, state, category_id: categoryId } = values;

  // Follow the URL when it changes from outside the form (back button, reset).
  useEffect(() => {
    form.setFieldsValue({ keyword, list_type: listType, state, category_id: categoryId });
  }, [keyword, listType, state, categoryId, form]);

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
      <Form.Item name="keyword" label={text.contents.filters.keyword} style={{ marginBottom: 8 }}>
        <Input
          placeholder={text.contents.filters.keywordPlaceholder}
          allowClear
          maxLength={KEYWORD_MAX_LENGTH}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="list_type" label={text.contents.filters.listType} style={{ marginBottom: 8 }}>
        <Select
          allowClear
          placeholder={text.common.all}
          style={{ width: 100 }}
          options={[1, 2, 3].map((value) => ({ value, label: text.listTypes[value] }))}
        />
      </Form.Item>
      <Form.Item name="state" label={text.contents.filters.state} style={{ marginBottom: 8 }}>
        <Select
          allowClear
          placeholder={text.common.all}
          style={{ width: 110 }}
          options={ContentStateValues.map((value) => ({ value, label: text.states[value] }))}
        />
      </Form.Item>
      <Form.Item name="category_id" label={text.contents.filters.category} style={{ marginBottom: 8 }}>
        <CategoryTreeSelect placeholder={text.common.all} style={{ width: 180 }} />
      </Form.Item>
    </FilterBar>
  );
}
