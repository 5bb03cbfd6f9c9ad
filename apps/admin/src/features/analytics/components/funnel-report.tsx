import { Alert, Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { messages } from '../../../locales';
import { analyticsCsvUrl, useAnalyticsFunnel } from '../api/analytics-reports';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { Chart, categoryChart } from './chart';
import { ExportLink, RangeFilter } from './range-filter';

const text = messages.analyticsReports;
const steps = text.funnel.steps;
const STEP_KEYS = ['logged_in', 'registered', 'consented', 'certified', 'trial_expired'] as const;

/** 注册漏斗: WeChat login → registered → consented → certified, by week of the first login. */
export function FunnelReport() {
  const { range, setRange } = useAnalyticsRange();
  const query = useAnalyticsFunnel(range);
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <RangeFilter
        range={range}
        onChange={setRange}
        extra={<ExportLink href={analyticsCsvUrl('funnel', range)} />}
      />
      <Typography.Text type="secondary">{text.funnel.note}</Typography.Text>
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Row gutter={[12, 12]}>
        {STEP_KEYS.map((key) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card variant="borderless" size="small">
              <Statistic title={steps[key]} value={data?.totals[key] ?? 0} loading={query.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      {data ? (
        <Card variant="borderless" title={`${text.funnel.conversion} · ${text.funnel.medianDays}`}>
          <Table
            size="small"
            pagination={false}
            rowKey="step"
            dataSource={(['registered', 'consented', 'certified'] as const).map((step) => ({
              step: steps[step],
              rate: text.funnel.rate(data.rates[step]),
              days: text.funnel.days(data.median_days[step]),
            }))}
            columns={[
              { title: '', dataIndex: 'step' },
              { title: text.funnel.conversion, dataIndex: 'rate' },
              { title: text.funnel.medianDays, dataIndex: 'days' },
            ]}
          />
        </Card>
      ) : null}
      <Card variant="borderless" title={text.funnel.byWeek}>
        {data ? (
          <Chart
            label={text.funnel.byWeek}
            option={categoryChart(
              data.weeks.map((week) => week.week),
              STEP_KEYS.map((key) => ({
                name: steps[key],
                type: 'bar',
                data: data.weeks.map((week) => week[key]),
              })),
              [text.learning.learners],
            )}
          />
        ) : null}
        <Table
          size="small"
          rowKey="week"
          loading={query.isPending}
          dataSource={data?.weeks ?? []}
          pagination={false}
          columns={[
            { title: text.funnel.week, dataIndex: 'week' },
            ...STEP_KEYS.map((key) => ({ title: steps[key], dataIndex: key })),
          ]}
        />
      </Card>
    </Flex>
  );
}
