import {
  FormTargetType,
  type FormTargetTypeValue,
  formatDateTime,
  KEYWORD_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
} from '@ia/shared';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  InputNumber,
  Segmented,
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
import type { FormTarget } from '../form-target';
import { CampaignSelect } from './campaign-select';

const text = messages.contentForms;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface ContentFormsListProps {
  /** Opens the form of a content or a campaign (create or edit). */
  onOpen: (target: FormTarget) => void;
}

/** A listed form's target; rows from before campaigns had forms carry no type. */
function rowTarget(row: AdminContentFormListItem): FormTarget {
  return {
    type: row.type === FormTargetType.CAMPAIGN ? FormTargetType.CAMPAIGN : FormTargetType.CONTENT,
    id: row.content_id,
  };
}

/** The contents that have a form, and a box to open (or start) the form of any content by its id. */
export function ContentFormsList({ onOpen }: ContentFormsListProps) {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [targetType, setTargetType] = useState<FormTargetTypeValue>(FormTargetType.CONTENT);
  const [contentId, setContentId] = useState<number | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const chosenId = targetType === FormTargetType.CAMPAIGN ? campaignId : contentId;
  const handleOpen = () => {
    if (chosenId) onOpen({ type: targetType, id: chosenId });
  };
  const forms = useContentForms({ ...paging, keyword });

  const columns: TableProps<AdminContentFormListItem>['columns'] = [
    {
      title: text.list.columns.content,
      key: 'content',
      render: (_value, row) => (
        <Space size={4}>
          {row.type === FormTargetType.CAMPAIGN ? <Tag color="purple">{text.list.targetKinds[6]}</Tag> : null}
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
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onOpen(rowTarget(row))}>
          {text.list.edit}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={text.list.openTitle} size="small">
        <Flex gap={12} align="center" wrap>
          <Segmented<FormTargetTypeValue>
            value={targetType}
            onChange={setTargetType}
            options={[FormTargetType.CONTENT, FormTargetType.CAMPAIGN].map((value) => ({
              value,
              label: text.list.targetKinds[value],
            }))}
          />
          <Space.Compact>
            {targetType === FormTargetType.CAMPAIGN ? (
              <CampaignSelect value={campaignId} onChange={setCampaignId} />
            ) : (
              <InputNumber
                aria-label={text.list.contentId}
                min={1}
                precision={0}
                placeholder={text.list.contentIdPlaceholder}
                value={contentId}
                onChange={(value) => setContentId(typeof value === 'number' ? value : null)}
                onPressEnter={handleOpen}
                style={{ width: 180 }}
              />
            )}
            <Button type="primary" disabled={!chosenId} onClick={handleOpen}>
              {text.list.open}
            </Button>
          </Space.Compact>
        </Flex>
      </Card>
      <Card variant="borderless">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Input.Search
            placeholder={text.list.keywordPlaceholder}
            enterButton={text.list.search}
            allowClear
            maxLength={KEYWORD_MAX_LENGTH}
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
          onRow={(row) => ({ onClick: () => onOpen(rowTarget(row)), style: { cursor: 'pointer' } })}
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
