import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { TaskList } from '../features/points';

/** /annual/task: 年度任务 — this year's goals with progress bars, computed from the logs. */
export function AnnualTaskPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <TaskList period="yearly" />
    </div>
  );
}
