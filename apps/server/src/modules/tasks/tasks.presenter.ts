import type { AdminTask, TaskMetricValue, TaskPeriodValue, TaskProgress } from '@ia/shared';
import type { TaskRow } from './tasks.table';

export function presentAdminTask(row: TaskRow): AdminTask {
  return {
    id: row.id,
    period: row.period as TaskPeriodValue,
    title: row.title,
    description: row.description,
    title_en: row.titleEn,
    description_en: row.descriptionEn,
    metric: row.metric as TaskMetricValue,
    target: row.target,
    points: row.points,
    link: row.link,
    sort: row.sort,
    enabled: row.enabled,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A task with the user's progress: the bar is full (100) once the target is reached. */
export function presentTaskProgress(row: TaskRow, progress: number): TaskProgress {
  const target = Math.max(1, row.target);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    title_en: row.titleEn,
    description_en: row.descriptionEn,
    metric: row.metric as TaskMetricValue,
    target: row.target,
    progress,
    percent: Math.min(100, Math.floor((progress * 100) / target)),
    completed: progress >= row.target,
    points: row.points,
    link: row.link,
  };
}
