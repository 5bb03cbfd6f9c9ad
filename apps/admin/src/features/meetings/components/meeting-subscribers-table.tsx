import { formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import { Empty, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import { type AdminMeetingSubscriber, useMeetingSubscribers } from '../api/meeting-audience';

const text = messages.meetingsAdmin;
const columnText = text.detail.subscribers.columns;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The people who subscribed to a meeting, newest first, with when their reminder went out. */
export function MeetingSubscribersTable({ meetingId }: { meetingId: number }) {
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const subscribers = useMeetingSubscribers(meetingId, paging);

  const columns: TableProps<AdminMeetingSubscriber>['columns'] = [
    { title: columnText.name, dataIndex: 'name', width: 120, render: (name: string | null) => name ?? '—' },
    {
      title: columnText.hospital,
      dataIndex: 'hospital',
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: columnText.department,
      dataIndex: 'department',
      width: 120,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: columnText.mobile,
      dataIndex: 'mobile',
      width: 130,
      render: (mobile: string | null) => <span style={NUMERIC}>{mobile ?? '—'}</span>,
    },
    {
      title: columnText.subscribedAt,
      dataIndex: 'subscribed_at',
      width: 150,
      render: (value: string) => <span style={NUMERIC}>{formatDateTime(value)}</span>,
    },
    {
      title: columnText.remindedAt,
      dataIndex: 'reminded_at',
      width: 150,
      render: (value: string | null) =>
        value ? (
          <span style={NUMERIC}>{formatDateTime(value)}</span>
        ) : (
          <Typography.Text type="secondary">{text.detail.subscribers.notReminded}</Typography.Text>
        ),
    },
  ];

  return (
    <Table<AdminMeetingSubscriber>
      rowKey="user_id"
      size="middle"
      columns={columns}
      dataSource={subscribers.data?.data ?? []}
      loading={subscribers.isFetching}
      scroll={{ x: 900 }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.detail.subscribers.empty} />,
      }}
      pagination={serverPagination(
        {
          ...paging,
          total: subscribers.data?.total ?? 0,
          onPageChange: (current, pageSize) => setPaging({ current, pageSize }),
        },
        text.common.total,
      )}
    />
  );
}
