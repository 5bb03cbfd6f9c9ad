import { type AdminCampaignQuery, CampaignState } from '@ia/shared';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { messages } from '../../../locales';

const text = messages.campaignsAdmin;

export type CampaignFilterValues = Pick<AdminCampaignQuery, 'keyword' | 'state'>;

export interface CampaignFiltersProps {
  values: CampaignFilterValues;
  refreshing: boolean;
  onSearch: (values: CampaignFilterValues) => void;
  onReset: () => void;
  onRefresh: () => void;
  extra?: ReactNode;
}

/** Keyword and state above the campaign list. */
export function CampaignFilters({
  values,
  refreshing,
  onSearch,
  onReset,
  onRefresh,
  extra,
}: CampaignFiltersProps) {
  const [form] = Form.useForm<CampaignFilterValues>();
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
      <Form.Item name="keyword" label={text.list.filters.keyword} style={{ marginBottom: 8 }}>
        <Input
          placeholder={text.list.filters.keywordPlaceholder}
          allowClear
          maxLength={50}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="state" label={text.list.filters.state} style={{ marginBottom: 8 }}>
        <Select
          allowClear
          placeholder={text.common.all}
          style={{ width: 120 }}
          options={CampaignState.map((value) => ({ value, label: text.states[value] }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
