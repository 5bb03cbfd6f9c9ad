import type { AnalyticsGroupRow } from '@ia/shared';
import { Alert, Card, Col, Flex, Row, Table } from 'antd';
import { messages } from '../../../locales';
import { analyticsCsvUrl, useAnalyticsLearning } from '../api/analytics-reports';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { Chart, categoryChart } from './chart';
import { ExportLink, RangeFilter } from './range-filter';

const text = messages.analyticsReports;
const labels = text.learning;

function GroupTable({
  title,
  rows,
  loading,
}: {
  title: string;
  rows: AnalyticsGroupRow[];
  loading: boolean;
}) {
  return (
    <Card variant="borderless" title={title} size="small">
      <Table
        size="small"
        rowKey="key"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: labels.group, dataIndex: 'label' },
          { title: labels.learners, dataIndex: 'learners' },
          { title: labels.minutes, dataIndex: 'minutes' },
        ]}
      />
    </Card>
  );
}

/** 学习: learners and minutes per day, and by department, title and province of the learners. */
export function LearningReport() {
  const { range, setRange } = useAnalyticsRange();
  const query = useAnalyticsLearning(range);
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <RangeFilter
        range={range}
        onChange={setRange}
        refreshedAt={data?.refreshed_at ?? null}
        extra={
          <>
            <ExportLink
              href={analyticsCsvUrl('learning-days', range)}
              label={`${text.exportCsv}（${labels.daily}）`}
            />
            <ExportLink
              href={analyticsCsvUrl('learning-groups', range)}
              label={`${text.exportCsv}（${labels.group}）`}
            />
          </>
        }
      />
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Card variant="borderless" title={labels.daily}>
        {data ? (
          <Chart
            label={labels.daily}
            option={categoryChart(
              data.days.map((day) => day.day),
              [
                { name: labels.learners, type: 'bar', data: data.days.map((day) => day.learners) },
                { name: labels.minutes, type: 'line', data: data.days.map((day) => day.minutes), axis: 1 },
              ],
              [labels.learners, labels.minutes],
            )}
          />
        ) : null}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <GroupTable
            title={labels.byDepartment}
            rows={data?.by_department ?? []}
            loading={query.isPending}
          />
        </Col>
        <Col xs={24} lg={8}>
          <GroupTable title={labels.byTitle} rows={data?.by_title ?? []} loading={query.isPending} />
        </Col>
        <Col xs={24} lg={8}>
          <GroupTable title={labels.byProvince} rows={data?.by_province ?? []} loading={query.isPending} />
        </Col>
      </Row>
    </Flex>
  );
}
