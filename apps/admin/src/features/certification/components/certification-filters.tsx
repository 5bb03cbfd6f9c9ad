import { ReloadOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH } from '@ia/shared';
import { Button, Flex, Input, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../../locales';
import type { CertificationQueueStatus } from '../hooks/use-certification-search-params';

const text = messages.certifications;

const STATUS_TABS: { key: CertificationQueueStatus; label: string }[] = [
  { key: 'pending', label: text.tabs.pending },
  { key: 'approved', label: text.tabs.approved },
  { key: 'rejected', label: text.tabs.rejected },
];

export interface CertificationFiltersProps {
  status: CertificationQueueStatus;
  keyword: string | undefined;
  refreshing: boolean;
  onStatusChange: (status: CertificationQueueStatus) => void;
  onSearch: (keyword: string | undefined) => void;
  onRefresh: () => void;
}

/** The status tabs and the keyword search above the review queue. */
export function CertificationFilters({
  status,
  keyword,
  refreshing,
  onStatusChange,
  onSearch,
  onRefresh,
}: CertificationFiltersProps) {
  const [draft, setDraft] = useState(keyword ?? '');

  // Follow the URL when it changes from outside the box (back button, another tab link).
  useEffect(() => {
    setDraft(keyword ?? '');
  }, [keyword]);

  return (
    <Tabs
      activeKey={status}
      onChange={(key) => onStatusChange(key as CertificationQueueStatus)}
      items={STATUS_TABS}
      tabBarExtraContent={
        <Flex gap={8} style={{ paddingBlock: 4 }}>
          <Input.Search
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onSearch={(value) => onSearch(value.trim() || undefined)}
            placeholder={text.filters.keywordPlaceholder}
            enterButton={text.filters.search}
            allowClear
            maxLength={KEYWORD_MAX_LENGTH}
            style={{ width: 320 }}
          />
          <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
            {text.filters.refresh}
          </Button>
        </Flex>
      }
    />
  );
}
