import { PageHeader } from '../components/page-header';
import { AnalyticsView } from '../features/analytics';
import { messages } from '../locales';

/** 数据分析: what the app's monitor events say (roles: config/navigation). */
export function AnalyticsPage() {
  return (
    <>
      <PageHeader title={messages.analyticsAdmin.title} description={messages.analyticsAdmin.description} />
      <AnalyticsView />
    </>
  );
}
