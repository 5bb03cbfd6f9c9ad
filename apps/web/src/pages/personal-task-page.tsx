import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { PointsCard, ScoreLogList, TaskList } from '../features/points';

const TABS = ['tasks', 'annual', 'log'] as const;
type PersonalTaskTab = (typeof TABS)[number];

function toTab(value: string | null): PersonalTaskTab {
  return TABS.find((tab) => tab === value) ?? 'tasks';
}

/**
 * /personal/task: 我的任务 — the points card, then one row of tabs (issue 16: the card's buttons,
 * the tabs and a 今日任务 heading were three layers): today's tasks, the year's (also /annual/task)
 * and 积分明细 (?tab=annual, ?tab=log).
 */
export function PersonalTaskPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <PointsCard showLinks={false} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'tasks' ? {} : { tab: key }, { replace: true })}
      >
        <Tabs.Tab key="tasks" title={t('points.tasks.daily')}>
          <TaskList period="daily" showHeading={false} />
        </Tabs.Tab>
        <Tabs.Tab key="annual" title={t('points.card.annual')}>
          <TaskList period="yearly" />
        </Tabs.Tab>
        <Tabs.Tab key="log" title={t('points.log.title')}>
          <ScoreLogList />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
