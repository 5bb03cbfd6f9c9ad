import { Select } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import { type AdminContentListItem, useContentSearch } from '../api/contents';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export interface ContentPickerProps {
  placeholder: string;
  /** Contents already picked: shown disabled. */
  excludedIds?: readonly number[];
  onPick: (content: AdminContentListItem) => void;
}

/** A search box over contents (title, tags, body or id) that hands the chosen one back. */
export function ContentPicker({ placeholder, excludedIds = [], onPick }: ContentPickerProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const search = useContentSearch(debounced);
  const rows = search.data?.data ?? [];
  const { listTypes, states } = messages.contentAdmin;
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      value={null}
      placeholder={placeholder}
      loading={search.isFetching}
      style={{ width: '100%' }}
      options={rows.map((row) => ({
        value: row.id,
        disabled: excludedIds.includes(row.id),
        label: `#${row.id} ${row.title}（${listTypes[row.list_type] ?? row.list_type} · ${states[row.state] ?? row.state}）`,
      }))}
      onSelect={(id) => {
        const picked = rows.find((row) => row.id === id);
        if (picked) onPick(picked);
        setKeyword('');
      }}
    />
  );
}
