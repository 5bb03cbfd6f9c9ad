import { PageHeader } from '../components/page-header';
import { TasksAdmin } from '../features/points';
import { messages } from '../locales';

/** 任务管理 (roles: config/navigation). */
export function TasksAdminPage() {
  return (
    <>
      <PageHeader title={messages.nav.items.tasks.label} description={messages.nav.items.tasks.description} />
      <TasksAdmin />
    </>
  );
}
