import type { AnalyticsAttendee, AnalyticsMeetingRow } from '@ia/shared';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Flex, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messages } from '../../../locales';
import { analyticsCsvUrl, useAnalyticsMeeting, useAnalyticsMeetings } from '../api/analytics-reports';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { Chart, categoryChart } from './chart';
import { ExportLink, RangeFilter } from './range-filter';

const text = messages.analyticsReports;
const labels = text.meetings;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const CERTIFICATION_COLORS: Record<AnalyticsAttendee['certification'], string> = {
  certified: 'green',
  pending: 'gold',
  registered: 'blue',
  unregistered: 'default',
};

/** 会议: per meeting starting in the range, live (peak and total) and playback; the attendance list in a drawer. */
export function MeetingsReport({ showAttendees }: { showAttendees: boolean }) {
  const { range, setRange } = useAnalyticsRange();
  const [open, setOpen] = useState<AnalyticsMeetingRow | null>(null);
  const query = useAnalyticsMeetings(range);
  return (
    <Flex vertical gap={16}>
      <RangeFilter
        range={range}
        onChange={setRange}
        extra={<ExportLink href={analyticsCsvUrl('meetings', range)} />}
      />
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Table
        rowKey="meeting_id"
        loading={query.isPending}
        dataSource={query.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 960 }}
        columns={[
          { title: labels.title, dataIndex: 'title' },
          { title: labels.startAt, dataIndex: 'start_at', render: when },
          { title: labels.subscribers, dataIndex: 'subscribers' },
          { title: labels.liveViewers, dataIndex: 'live_viewers' },
          { title: labels.peak, dataIndex: 'peak_concurrent' },
          { title: labels.playbackViewers, dataIndex: 'playback_viewers' },
          { title: labels.liveMinutes, dataIndex: 'live_minutes' },
          { title: labels.playbackMinutes, dataIndex: 'playback_minutes' },
          ...(showAttendees
            ? [
                {
                  title: '',
                  key: 'open',
                  render: (_: unknown, row: AnalyticsMeetingRow) => (
                    <Button
                      type="link"
                      onClick={() => setOpen(row)}
                      aria-label={`${labels.details} ${row.title}`}
                    >
                      {labels.details}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={880}
        title={open?.title}
        destroyOnHidden
      >
        {open ? <MeetingDetail meetingId={open.meeting_id} range={range} /> : null}
      </Drawer>
    </Flex>
  );
}

function MeetingDetail({ meetingId, range }: { meetingId: number; range: { from: string; to: string } }) {
  const [paging, setPaging] = useState({ current: 1, pageSize: 20 });
  const query = useAnalyticsMeeting(meetingId, paging);
  const data = query.data;
  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!data) return null;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'start', label: labels.startAt, children: when(data.start_at) },
          { key: 'subscribers', label: labels.subscribers, children: data.subscribers },
          { key: 'live', label: labels.liveViewers, children: data.live_viewers },
          { key: 'peak', label: labels.peak, children: data.peak_concurrent },
          { key: 'playback', label: labels.playbackViewers, children: data.playback_viewers },
          { key: 'minutes', label: labels.liveMinutes, children: data.live_minutes },
        ]}
      />
      <Card size="small" title={labels.concurrency}>
        {data.minutes_live.length > 0 ? (
          <Chart
            label={labels.concurrency}
            height={220}
            option={categoryChart(
              data.minutes_live.map((minute) => minute.minute),
              [
                {
                  name: labels.viewers,
                  type: 'line',
                  data: data.minutes_live.map((minute) => minute.viewers),
                },
              ],
              [labels.viewers],
            )}
          />
        ) : (
          <Empty />
        )}
      </Card>
      <Card
        size="small"
        title={labels.attendees}
        extra={<ExportLink href={analyticsCsvUrl('attendees', range, meetingId)} />}
      >
        <Table
          size="small"
          rowKey="user_id"
          dataSource={data.attendees.data}
          pagination={{
            current: paging.current,
            pageSize: paging.pageSize,
            total: data.attendees.total,
            onChange: (current, pageSize) => setPaging({ current, pageSize }),
          }}
          columns={[
            { title: labels.name, dataIndex: 'name' },
            { title: labels.hospital, dataIndex: 'hospital' },
            {
              title: labels.certification,
              dataIndex: 'certification',
              render: (value: AnalyticsAttendee['certification']) => (
                <Tag color={CERTIFICATION_COLORS[value]}>{labels.certificationLabels[value]}</Tag>
              ),
            },
            {
              title: labels.subscribed,
              dataIndex: 'subscribed',
              render: (value: boolean) => (value ? labels.yes : labels.no),
            },
            { title: labels.liveMinutes, dataIndex: 'live_minutes' },
            { title: labels.playbackMinutes, dataIndex: 'playback_minutes' },
            { title: labels.firstSeen, dataIndex: 'first_seen_at', render: when },
          ]}
        />
      </Card>
    </Flex>
  );
}
