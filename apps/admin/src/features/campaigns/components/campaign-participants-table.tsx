import { DownloadOutlined } from '@ant-design/icons';
import { formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import { Button, Empty, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import {
  type AdminCampaignParticipant,
  campaignParticipantsCsvUrl,
  useCampaignParticipants,
} from '../api/campaign-participants';

const text = messages.campaignsAdmin.participants;
const columnText = text.columns;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const yesNo = (value: boolean) => (
  <Tag color={value ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
    {value ? text.yes : text.no}
  </Tag>
);

/** 参与用户: everyone who joined, ranked by the points they earned in the campaign, and the CSV export. */
export function CampaignParticipantsTable({ campaignId }: { campaignId: number }) {
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const participants = useCampaignParticipants(campaignId, paging);

  const columns: TableProps<AdminCampaignParticipant>['columns'] = [
    {
      title: columnText.rank,
      dataIndex: 'rank',
      width: 70,
      align: 'right',
      // Members without points have no rank (the app's rich list leaves them out).
      render: (rank: number | null) => <span style={NUMERIC}>{rank ?? text.unranked}</span>,
    },
    { title: columnText.name, dataIndex: 'name', width: 110, render: (name: string | null) => name ?? '—' },
    {
      title: columnText.hospital,
      dataIndex: 'hospital',
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: columnText.department,
      dataIndex: 'department',
      width: 110,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: columnText.points,
      dataIndex: 'points',
      width: 80,
      align: 'right',
      render: (points: number) => (
        <Typography.Text strong style={NUMERIC}>
          {points}
        </Typography.Text>
      ),
    },
    {
      title: columnText.joinedAt,
      dataIndex: 'joined_at',
      width: 150,
      render: (value: string) => <span style={NUMERIC}>{formatDateTime(value)}</span>,
    },
    {
      title: columnText.descAccepted,
      dataIndex: 'desc_accepted_at',
      width: 100,
      render: (value: string | null) => yesNo(value !== null),
    },
    {
      title: columnText.formSubmitted,
      dataIndex: 'form_submitted',
      width: 120,
      render: (value: boolean) => yesNo(value),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button icon={<DownloadOutlined />} href={campaignParticipantsCsvUrl(campaignId)} download>
          {text.export}
        </Button>
      </Flex>
      <Table<AdminCampaignParticipant>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={participants.data?.data ?? []}
        loading={participants.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
        pagination={serverPagination(
          {
            ...paging,
            total: participants.data?.total ?? 0,
            onPageChange: (current, pageSize) => setPaging({ current, pageSize }),
          },
          messages.campaignsAdmin.common.total,
        )}
      />
    </Flex>
  );
}
