import { formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  InputNumber,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import { type AdminContentFormListItem, useContentForms } from '../api/get-content-forms';

const text = messages.contentForms;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface ContentFormsListProps {
  /** Opens the form of a content (create or edit). */
  onOpen: (contentId: number) => void;
}

/** The contents that have a form, and a box to open (or start) the form of any content by its id. */
export function ContentFormsList({ onOpen }: ContentFormsListProps) {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [contentId, setContentId] = useState<number | null>(null);
  const forms = useContentForms({ ...paging, keyword });

  const columns: TableProps<AdminContentFormListItem>['columns'] = [
    {
      title: text.list.columns.content,
      key: 'content',
      render: (_value, row) => (
        <Space size={4}>
          <Typography.Text type="secondary">#{row.content_id}</Typography.Text>
          <Typography.Text>{row.content_title}</Typography.Text>
        </Space>
      ),
    },
    { title: text.list.columns.title, dataIndex: 'title', width: 200, ellipsis: true },
    {
      title: text.list.columns.status,
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'green' : 'default'}>{enabled ? text.enabledTag : text.disabledTag}</Tag>
      ),
    },
    { title: text.list.columns.questions, dataIndex: 'question_count', width: 80, align: 'right' },
    { title: text.list.columns.submissions, dataIndex: 'submission_count', width: 80, align: 'right' },
    {
      title: text.list.columns.updatedAt,
      dataIndex: 'updated_at',
      width: 140,
      render: (updatedAt: string) => <span style={NUMERIC}>{formatDateTime(updatedAt)}</span>,
    },
    {
      title: text.list.columns.actions,
      key: 'actions',
      width: 80,
      render: (_value, row) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onOpen(row.content_id)}>
          {text.list.edit}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={text.list.openTitle} size="small">
        <Space.Compact>
          <InputNumber
            aria-label={text.list.contentId}
            min={1}
            precision={0}
            placeholder={text.list.contentIdPlaceholder}
            value={contentId}
            onChange={(value) => setContentId(typeof value === 'number' ? value : null)}
            onPressEnter={() => contentId && onOpen(contentId)}
            style={{ width: 180 }}
          />
          <Button type="primary" disabled={!contentId} onClick={() => contentId && onOpen(contentId)}>
            {text.list.open}
          </Button>
        </Space.Compact>
      </Card>
      <Card variant="borderless">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Input.Search
            placeholder={text.list.keywordPlaceholder}
            enterButton={text.list.search}
            allowClear
            maxLength={50}
            style={{ width: 320 }}
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              setPaging((current) => ({ ...current, current: 1 }));
            }}
          />
        </Flex>
        <Table<AdminContentFormListItem>
          rowKey="form_id"
          size="middle"
          columns={columns}
          dataSource={forms.data?.data ?? []}
          loading={forms.isFetching}
          onRow={(row) => ({ onClick: () => onOpen(row.content_id), style: { cursor: 'pointer' } })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.list.empty} /> }}
          pagination={serverPagination(
            {
              ...paging,
              total: forms.data?.total ?? 0,
              onPageChange: (current, pageSize) => setPaging({ current, pageSize }),
            },
            text.list.total,
          )}
        />
      </Card>
    </Flex>
  );
}
