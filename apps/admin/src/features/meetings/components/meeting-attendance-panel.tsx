import { DownloadOutlined } from '@ant-design/icons';
import { formatDateTime, PAGE_SIZE_DEFAULT } from '@ia/shared';
import { Button, Card, Col, Empty, Flex, Row, Statistic, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { serverPagination } from '../../../components/server-pagination';
import { messages } from '../../../locales';
import {
  type AdminMeetingAttendee,
  meetingAttendanceCsvUrl,
  useMeetingAttendance,
} from '../api/meeting-audience';

const text = messages.meetingsAdmin;
const attendanceText = text.detail.attendance;
const columnText = attendanceText.columns;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Minutes with at most one decimal (the API may answer 12.5). */
function minutes(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export interface MeetingAttendancePanelProps {
  meetingId: number;
  /** While the meeting is live the numbers refresh by themselves. */
  live: boolean;
}

/**
 * Who watched a meeting and for how long (live, playback, total minutes), the totals over every
 * attendee with how many are watching now, and the CSV export.
 */
export function MeetingAttendancePanel({ meetingId, live }: MeetingAttendancePanelProps) {
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZE_DEFAULT });
  const attendance = useMeetingAttendance(meetingId, paging, { live });
  const summary = attendance.data?.summary;

  const columns: TableProps<AdminMeetingAttendee>['columns'] = [
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
      width: 110,
      render: (value: string | null) => value ?? '—',
    },
    ...(
      [
        ['live_minutes', columnText.live],
        ['playback_minutes', columnText.playback],
        ['total_minutes', columnText.total],
      ] as const
    ).map(([key, title]) => ({
      title,
      dataIndex: key,
      width: 110,
      align: 'right' as const,
      render: (value: number) => <span style={NUMERIC}>{minutes(value)}</span>,
    })),
    {
      title: columnText.firstSeen,
      dataIndex: 'first_seen_at',
      width: 150,
      render: (value: string) => <span style={NUMERIC}>{formatDateTime(value)}</span>,
    },
    {
      title: columnText.lastSeen,
      dataIndex: 'last_seen_at',
      width: 150,
      render: (value: string) => <span style={NUMERIC}>{formatDateTime(value)}</span>,
    },
  ];

  const cards = [
    { key: 'attendees', title: attendanceText.attendees, value: summary?.attendees ?? 0 },
    { key: 'live', title: attendanceText.liveMinutes, value: minutes(summary?.live_minutes ?? 0) },
    {
      key: 'playback',
      title: attendanceText.playbackMinutes,
      value: minutes(summary?.playback_minutes ?? 0),
    },
    { key: 'watching', title: attendanceText.watchingNow, value: summary?.watching_now ?? 0 },
  ];

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} lg={6}>
            <Card size="small" data-testid={`attendance-${card.key}`}>
              <Statistic title={card.title} value={card.value} loading={attendance.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="flex-end">
        <Button icon={<DownloadOutlined />} href={meetingAttendanceCsvUrl(meetingId)} download>
          {attendanceText.export}
        </Button>
      </Flex>
      <Table<AdminMeetingAttendee>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={attendance.data?.data ?? []}
        // Not on the background refresh of a live meeting: only the first load and a new page spin.
        loading={attendance.isPending || (attendance.isPlaceholderData && attendance.isFetching)}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={attendanceText.empty} />,
        }}
        pagination={serverPagination(
          {
            ...paging,
            total: attendance.data?.total ?? 0,
            onPageChange: (current, pageSize) => setPaging({ current, pageSize }),
          },
          text.common.total,
        )}
      />
    </Flex>
  );
}
