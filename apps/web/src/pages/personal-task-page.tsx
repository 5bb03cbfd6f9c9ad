import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { PointsCard, ScoreLogList, TaskList } from '../features/points';

type PersonalTaskTab = 'tasks' | 'log';

/** /personal/task: 我的任务 — the points card, today's tasks with progress bars, and 积分明细 (?tab=log). */
export function PersonalTaskPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const [params, setParams] = useSearchParams();
  const tab: PersonalTaskTab = params.get('tab') === 'log' ? 'log' : 'tasks';
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <PointsCard />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'log' ? { tab: 'log' } : {}, { replace: true })}
      >
        <Tabs.Tab key="tasks" title={t('points.tasks.daily')}>
          <TaskList period="daily" />
        </Tabs.Tab>
        <Tabs.Tab key="log" title={t('points.log.title')}>
          <ScoreLogList />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
