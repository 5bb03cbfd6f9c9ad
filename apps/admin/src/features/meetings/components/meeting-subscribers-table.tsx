import { formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import { Empty, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import { type AdminMeetingSubscriber, useMeetingSubscribers } from '../api/meeting-audience';

const text = messages.meetingsAdmin;
const columnText = text.detail.subscribers.columns;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const wechatText = text.detail.subscribers.wechatStatus;
const WECHAT_STATUS_COLOURS: Record<NonNullable<AdminMeetingSubscriber['wechat']>['status'], string> = {
  pending: 'default',
  sending: 'processing',
  retry: 'warning',
  sent: 'success',
  not_following: 'default',
  refused: 'default',
  failed: 'error',
  expired: 'default',
};

/** The people who subscribed to a meeting, newest first, with when their reminder went out and how WeChat took it. */
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
    {
      title: columnText.wechat,
      dataIndex: 'wechat',
      width: 170,
      render: (wechat: AdminMeetingSubscriber['wechat']) => {
        if (!wechat) return <Typography.Text type="secondary">{wechatText.none}</Typography.Text>;
        const color = WECHAT_STATUS_COLOURS[wechat.status];
        // The errcode and attempts tell an operator why (43004: not following; 43101: refused).
        const detail =
          wechat.status === 'sent'
            ? ''
            : ` ${wechat.errcode !== null ? wechat.errcode : ''}${wechat.attempts > 1 ? ` ×${wechat.attempts}` : ''}`;
        return <Tag color={color}>{`${wechatText[wechat.status]}${detail}`.trim()}</Tag>;
      },
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
