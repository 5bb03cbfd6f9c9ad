import type { TaskPeriodValue, TaskProgress } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { RowSkeleton } from '../../../components/paged-list/row-skeleton';
import { useOpenLink } from '../../../hooks/use-open-link';
import { useTasks } from '../api/points';
import styles from './points.module.css';

function TaskItem({ task }: { task: TaskProgress }) {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const operatorName = useOperatorName();
  const unit = t(`points.tasks.units.${task.metric}`, { count: task.target });
  return (
    <List.Item>
      <div className={styles.task}>
        <div className={styles.taskHead}>
          <span className={styles.taskTitle}>
            <OperatorText zh={task.title} en={task.title_en} />
          </span>
          {task.completed ? (
            <Tag color="success">{t('points.tasks.done')}</Tag>
          ) : task.link ? (
            <Button size="mini" color="primary" fill="outline" onClick={() => openLink(task.link)}>
              {t('points.tasks.go')}
            </Button>
          ) : null}
        </div>
        {task.description ? (
          <span className={styles.muted}>
            <OperatorText zh={task.description} en={task.description_en} />
          </span>
        ) : null}
        <ProgressBar
          percent={task.percent}
          aria-label={operatorName(task.title, task.title_en)}
          style={{ '--track-width': '0.12rem' } as React.CSSProperties}
        />
        <div className={styles.taskFoot}>
          <span>
            {Math.min(task.progress, task.target)}/{task.target} {unit}
          </span>
          {task.points > 0 ? (
            <span className={styles.reward}>{t('points.tasks.reward', { points: task.points })}</span>
          ) : null}
        </div>
      </div>
    </List.Item>
  );
}

/** The period's tasks with their progress bars (today's on /personal/task, the year's on /annual/task). */
export interface TaskListProps {
  period: TaskPeriodValue;
  /** The list's own heading (今日任务 / 年度任务); left out under a tab that already names it. */
  showHeading?: boolean;
}

export function TaskList({ period, showHeading = true }: TaskListProps) {
  const { t } = useTranslation();
  const tasks = useTasks(period);
  if (tasks.isPending) return <RowSkeleton />;
  if (tasks.isError) {
    return (
      <EmptyState
        title={t('points.tasks.loadFailed')}
        action={
          <Button size="small" onClick={() => void tasks.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  const { data } = tasks;
  if (data.tasks.length === 0) {
    return <EmptyState title={t('points.tasks.empty')} description={t('points.tasks.emptyHint')} />;
  }
  const heading =
    period === 'daily' ? t('points.tasks.daily') : t('points.tasks.yearly', { year: data.period_key });
  return (
    <>
      <div className={styles.summary}>
        {t('points.tasks.summary', { done: data.completed, total: data.tasks.length })}
      </div>
      <section aria-label={t('points.tasks.listLabel')}>
        <List header={showHeading ? heading : undefined}>
          {data.tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </List>
      </section>
    </>
  );
}
