import { chinaDay } from '@ia/shared';
import { Alert, Card, Col, DatePicker, Flex, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { messages } from '../../../locales';
import { useMonitorAnalytics } from '../api/monitor-analytics';
import { DailyChart } from './daily-chart';

const text = messages.analyticsAdmin;
const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a China calendar day (the server counts days in UTC+8). */
function chinaToday(): Dayjs {
  return dayjs(chinaDay(new Date()));
}

function rangeFromParams(params: URLSearchParams): { from: string; to: string } {
  const today = chinaToday();
  const to = params.get('to');
  const from = params.get('from');
  const end = to && DAY_PATTERN.test(to) ? to : today.format(DAY);
  const start = from && DAY_PATTERN.test(from) ? from : dayjs(end).subtract(6, 'day').format(DAY);
  return { from: start, to: end };
}

const orNone = (value: string) => value || text.none;

/**
 * 数据分析: the app's monitor events over a range of China days (in the address, so a view can
 * be shared): totals, a bar per day, the top pages, and the split by fromsource, channel and
 * event type.
 */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const query = useMonitorAnalytics(range);
  const data = query.data;
  const today = chinaToday();

  const handleRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = values ?? [null, null];
    if (!start || !end) return;
    setParams({ from: start.format(DAY), to: end.format(DAY) }, { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex gap={12} align="center" wrap>
          <span>{text.range}</span>
          <DatePicker.RangePicker
            aria-label={text.range}
            value={[dayjs(range.from), dayjs(range.to)]}
            allowClear={false}
            onChange={handleRange}
            presets={[
              { label: text.presets.last7, value: [today.subtract(6, 'day'), today] },
              { label: text.presets.last30, value: [today.subtract(29, 'day'), today] },
              { label: text.presets.last90, value: [today.subtract(89, 'day'), today] },
            ]}
          />
        </Flex>
      </Card>
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Card variant="borderless">
            <Statistic title={text.total} value={data?.total ?? 0} loading={query.isPending} />
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card variant="borderless">
            <Statistic title={text.visitors} value={data?.visitors ?? 0} loading={query.isPending} />
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title={text.daily}>
        {data ? <DailyChart days={data.days} label={text.daily} /> : null}
        <Table
          size="small"
          rowKey="day"
          loading={query.isFetching}
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={data?.days ?? []}
          locale={{ emptyText: text.dailyEmpty }}
          columns={[
            { title: text.columns.day, dataIndex: 'day' },
            { title: text.columns.events, dataIndex: 'events', align: 'right' },
            { title: text.columns.visitors, dataIndex: 'visitors', align: 'right' },
          ]}
        />
      </Card>
      <Card variant="borderless" title={text.topPages}>
        <Table
          size="small"
          rowKey="page_url"
          pagination={false}
          dataSource={data?.topPages ?? []}
          columns={[
            { title: text.columns.page, dataIndex: 'page_url', render: orNone },
            { title: text.columns.title, dataIndex: 'page_title', render: orNone },
            { title: text.columns.events, dataIndex: 'events', align: 'right' },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={text.bySource}>
            <Table
              size="small"
              rowKey="fromsource"
              pagination={false}
              dataSource={data?.bySource ?? []}
              columns={[
                { title: text.columns.source, dataIndex: 'fromsource', render: orNone },
                { title: text.columns.events, dataIndex: 'events', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={text.byChannel}>
            <Table
              size="small"
              rowKey="channel"
              pagination={false}
              dataSource={data?.byChannel ?? []}
              columns={[
                { title: text.columns.channel, dataIndex: 'channel', render: orNone },
                { title: text.columns.events, dataIndex: 'events', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={text.byEventType}>
            <Table
              size="small"
              rowKey="page_event_type"
              pagination={false}
              dataSource={data?.byEventType ?? []}
              columns={[
                { title: text.columns.eventType, dataIndex: 'page_event_type', render: orNone },
                { title: text.columns.events, dataIndex: 'events', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
