import { Alert, Flex, Table } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../../locales';
import { analyticsCsvUrl, useAnalyticsCampaigns } from '../api/analytics-reports';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { ExportLink, RangeFilter } from './range-filter';

const labels = messages.analyticsReports.campaigns;
const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** 活动: campaigns running in the range, their participants, points, and completion by section. */
export function CampaignsReport() {
  const { range, setRange } = useAnalyticsRange();
  const query = useAnalyticsCampaigns(range);
  return (
    <Flex vertical gap={16}>
      <RangeFilter
        range={range}
        onChange={setRange}
        extra={<ExportLink href={analyticsCsvUrl('campaigns', range)} />}
      />
      {query.isError ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Table
        rowKey="campaign_id"
        loading={query.isPending}
        dataSource={query.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        expandable={{
          rowExpandable: (row) => row.sections.length > 0,
          expandedRowRender: (row) => (
            <Table
              size="small"
              rowKey="section_id"
              pagination={false}
              dataSource={row.sections}
              columns={[
                { title: labels.section, dataIndex: 'title' },
                { title: labels.contents, dataIndex: 'contents' },
                { title: labels.completed, dataIndex: 'completed' },
              ]}
            />
          ),
        }}
        columns={[
          { title: labels.title, dataIndex: 'title' },
          {
            title: labels.period,
            key: 'period',
            render: (_, row) => `${day(row.start_at)} ~ ${day(row.end_at)}`,
          },
          { title: labels.participants, dataIndex: 'participants' },
          { title: labels.points, dataIndex: 'points_awarded' },
        ]}
      />
    </Flex>
  );
}
