import type { AnalyticsContentRow } from '@ia/shared';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Flex, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { messages } from '../../../locales';
import { analyticsCsvUrl, useAnalyticsContent, useAnalyticsContents } from '../api/analytics-reports';
import type { AnalyticsRange } from '../api/monitor-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { Chart, categoryChart } from './chart';
import { ExportLink, RangeFilter } from './range-filter';

const text = messages.analyticsReports;
const labels = text.contents;
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** 内容: per content by title (views, learners, minutes, completion); a content's drop-off in a drawer. */
export function ContentsReport() {
  const { range, setRange } = useAnalyticsRange();
  const [paging, setPaging] = useState({ current: 1, pageSize: 20 });
  const [open, setOpen] = useState<AnalyticsContentRow | null>(null);
  const query = useAnalyticsContents(range, paging);
  return (
    <Flex vertical gap={16}>
      <RangeFilter
        range={range}
        onChange={(from, to) => {
          setPaging((current) => ({ ...current, current: 1 }));
          setRange(from, to);
        }}
        refreshedAt={query.data?.refreshed_at ?? null}
        extra={<ExportLink href={analyticsCsvUrl('contents', range)} />}
      />
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Table
        rowKey="content_id"
        loading={query.isPending}
        dataSource={query.data?.data ?? []}
        pagination={{
          current: paging.current,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
        columns={[
          { title: labels.title, dataIndex: 'title' },
          { title: labels.views, dataIndex: 'views' },
          { title: labels.learners, dataIndex: 'learners' },
          { title: labels.minutes, dataIndex: 'minutes' },
          { title: labels.finished, dataIndex: 'finished' },
          {
            title: <Tooltip title={labels.completionHint}>{labels.completion}</Tooltip>,
            dataIndex: 'completion_rate',
            render: (value: number | null) => percent(value),
          },
          {
            title: '',
            key: 'open',
            render: (_, row) => (
              <Button type="link" onClick={() => setOpen(row)} aria-label={`${labels.details} ${row.title}`}>
                {labels.details}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={720}
        title={open?.title}
        destroyOnHidden
      >
        {open ? <ContentDetail contentId={open.content_id} range={range} /> : null}
      </Drawer>
    </Flex>
  );
}

function ContentDetail({ contentId, range }: { contentId: number; range: AnalyticsRange }) {
  const query = useAnalyticsContent(contentId, range);
  const data = query.data;
  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  if (!data) return null;
  const hasDropoff = data.dropoff.some((item) => item.sessions > 0);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'views', label: labels.views, children: data.views },
          { key: 'learners', label: labels.learners, children: data.learners },
          { key: 'minutes', label: labels.minutes, children: data.minutes },
          { key: 'finished', label: labels.finished, children: data.finished },
          { key: 'completion', label: labels.completion, children: percent(data.completion_rate) },
        ]}
      />
      <Card size="small" title={labels.dropoff}>
        {hasDropoff ? (
          <Chart
            label={labels.dropoff}
            option={categoryChart(
              data.dropoff.map((item) => labels.tenth(item.tenth)),
              [{ name: labels.dropoffAxis, type: 'bar', data: data.dropoff.map((item) => item.sessions) }],
              [labels.dropoffAxis],
            )}
          />
        ) : (
          <Empty description={labels.noVideo} />
        )}
      </Card>
      <Card size="small" title={labels.daily}>
        <Chart
          label={labels.daily}
          height={220}
          option={categoryChart(
            data.days.map((day) => day.day),
            [
              { name: text.learning.learners, type: 'bar', data: data.days.map((day) => day.learners) },
              {
                name: text.learning.minutes,
                type: 'line',
                data: data.days.map((day) => day.minutes),
                axis: 1,
              },
            ],
            [text.learning.learners, text.learning.minutes],
          )}
        />
      </Card>
    </Flex>
  );
}
