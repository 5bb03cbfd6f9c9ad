import { KEYWORD_MAX_LENGTH } from '@ia/shared';
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { messages } from '../../../locales';
import type { CommentQuery } from '../api/get-comments';

const text = messages.comments.filters;

type FilterValues = Pick<CommentQuery, 'content_id' | 'keyword'>;

export interface CommentFiltersProps {
  values: FilterValues;
  refreshing: boolean;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
  onRefresh: () => void;
}

/** Content id and keyword above the comment list. */
export function CommentFilters({ values, refreshing, onSearch, onReset, onRefresh }: CommentFiltersProps) {
  const [form] = Form.useForm<FilterValues>();
  const { content_id: contentId, keyword } = values;

  // Follow the URL when it changes from outside the form (back button, a content link in the table).
  useEffect(() => {
    form.setFieldsValue({ content_id: contentId, keyword });
  }, [contentId, keyword, form]);

  const handleFinish = (next: FilterValues) => {
    onSearch({ content_id: next.content_id ?? undefined, keyword: next.keyword?.trim() || undefined });
  };

  return (
    <FilterBar
      form={form}
      initialValues={values}
      onFinish={handleFinish}
      onReset={onReset}
      refreshing={refreshing}
      onRefresh={onRefresh}
    >
      <Form.Item name="content_id" label={text.contentId} style={{ marginBottom: 8 }}>
        <InputNumber min={1} precision={0} placeholder={text.contentIdPlaceholder} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="keyword" label={text.keyword} style={{ marginBottom: 8 }}>
        <Input
          placeholder={text.keywordPlaceholder}
          allowClear
          maxLength={KEYWORD_MAX_LENGTH}
          style={{ width: 220 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
