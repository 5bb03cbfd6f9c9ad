import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { LearningHistoryList } from '../features/learning';

/** /personal/history: 学习记录. Gated by the free trial on the server (code 40303). */
export function LearningHistoryPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <LearningHistoryList />
    </div>
  );
}
