import { formatDateTime } from '@ia/shared';
import { Button, Empty, Flex, Table, type TableProps, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { type ServerPage, serverPagination } from '../../../components/server-pagination';
import { DeleteConfirmAction, PublishToggleAction } from '../../../components/table-row-actions';
import { messages } from '../../../locales';
import type { AdminMeeting } from '../api/meetings';
import { meetingDetailPath, meetingEditPath } from '../meeting-paths';
import { MeetingStateTag } from './meeting-state-tag';
import { formatMeetingRange } from './meeting-time-range';

const text = messages.meetingsAdmin;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Cancelling is for a published meeting that has not ended: a draft has nobody to tell (delete it
 * instead), and the server refuses to cancel one that has ended.
 */
export function canCancelMeeting(meeting: Pick<AdminMeeting, 'status' | 'state'>): boolean {
  return meeting.status === 'published' && (meeting.state === 'upcoming' || meeting.state === 'live');
}

export interface MeetingTableProps extends ServerPage {
  rows: AdminMeeting[];
  loading: boolean;
  busyId: number | null;
  onPublish: (meeting: AdminMeeting, published: boolean) => void;
  onCancel: (meeting: AdminMeeting) => void;
  onDelete: (meeting: AdminMeeting) => void;
}

/** The meeting list as a server-paged table with 编辑 / 数据 / 发布 / 下线 / 取消会议 / 删除. */
export function MeetingTable({
  rows,
  loading,
  busyId,
  onPublish,
  onCancel,
  onDelete,
  ...page
}: MeetingTableProps) {
  const columns: TableProps<AdminMeeting>['columns'] = [
    {
      title: text.list.columns.title,
      key: 'title',
      render: (_value, meeting) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={meetingEditPath(meeting.id)}>
            <Typography.Text strong ellipsis={{ tooltip: meeting.title }} style={{ maxWidth: 320 }}>
              {meeting.title}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={NUMERIC}>
            #{meeting.id}
            {meeting.speakers.length > 0
              ? ` · ${meeting.speakers.map((speaker) => speaker.name).join('、')}`
              : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: text.list.columns.time,
      key: 'time',
      width: 230,
      render: (_value, meeting) => (
        <span style={NUMERIC}>{formatMeetingRange(meeting.start_at, meeting.end_at)}</span>
      ),
    },
    {
      title: text.list.columns.state,
      key: 'state',
      width: 130,
      render: (_value, meeting) => <MeetingStateTag meeting={meeting} />,
    },
    {
      title: text.list.columns.audience,
      dataIndex: 'audience',
      width: 120,
      render: (audience: string) => text.audiences[audience] ?? audience,
    },
    {
      title: text.list.columns.subscribers,
      dataIndex: 'subscriber_count',
      width: 90,
      align: 'right',
      render: (count: number) => <span style={NUMERIC}>{count}</span>,
    },
    {
      title: text.list.columns.updatedAt,
      dataIndex: 'updated_at',
      width: 150,
      render: (updatedAt: string) => <span style={NUMERIC}>{formatDateTime(updatedAt)}</span>,
    },
    {
      title: text.common.actions,
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_value, meeting) => {
        const online = meeting.status === 'published';
        const cancellable = canCancelMeeting(meeting);
        return (
          <Flex gap={12} wrap>
            <Link to={meetingEditPath(meeting.id)}>{text.common.edit}</Link>
            <Link to={meetingDetailPath(meeting.id)}>{text.common.detail}</Link>
            <PublishToggleAction
              online={online}
              busy={busyId === meeting.id}
              text={text.list}
              onConfirm={() => onPublish(meeting, !online)}
            />
            <Tooltip title={cancellable ? undefined : text.list.cancelUnavailable}>
              <Button
                type="link"
                size="small"
                danger
                disabled={!cancellable}
                style={{ paddingInline: 0 }}
                onClick={() => onCancel(meeting)}
              >
                {text.list.cancel}
              </Button>
            </Tooltip>
            <DeleteConfirmAction
              label={text.common.delete}
              title={text.list.deleteConfirm}
              description={text.list.deleteHint}
              onConfirm={() => onDelete(meeting)}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<AdminMeeting>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1200 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.list.empty} /> }}
      pagination={serverPagination(page, text.common.total)}
    />
  );
}
