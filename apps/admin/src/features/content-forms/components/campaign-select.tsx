import { Select } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import { useCampaignSearch } from '../api/search-campaigns';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const text = messages.contentForms.list;

export interface CampaignSelectProps {
  value: number | null;
  onChange: (campaignId: number | null) => void;
}

/** Picks a campaign by searching its title or id (its sign-up form is a form of type 6). */
export function CampaignSelect({ value, onChange }: CampaignSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const search = useCampaignSearch(debounced);
  return (
    <Select<number>
      aria-label={text.campaign}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      placeholder={text.campaignPlaceholder}
      loading={search.isFetching}
      allowClear
      style={{ width: 320 }}
      options={(search.data?.data ?? []).map((campaign) => ({
        value: campaign.id,
        label: text.campaignOption(campaign.id, campaign.title, campaign.form_id !== null),
      }))}
    />
  );
}
