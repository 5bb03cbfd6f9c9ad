import { PageHeader } from '../components/page-header';
import { AnalyticsTabs } from '../features/analytics';
import { useSignedInOperator } from '../features/auth';
import { messages } from '../locales';

/** 数据分析: funnel, learning, contents, meetings, campaigns and page views, as the role may read them. */
export function AnalyticsPage() {
  const operator = useSignedInOperator();
  return (
    <>
      <PageHeader title={messages.analyticsAdmin.title} description={messages.analyticsAdmin.description} />
      <AnalyticsTabs role={operator.role} />
    </>
  );
}
