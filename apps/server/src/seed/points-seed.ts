import type { PointsService } from '../modules/points/points.service';
import type { TasksService } from '../modules/tasks/tasks.service';

/** What the points seed uses. */
export interface PointsSeedServices {
  points: Pick<PointsService, 'seedDefaultRules'>;
  tasks: Pick<TasksService, 'seedDefaults'>;
}

/**
 * The default points rules (SIGN_IN 2/day, VIEW 1 per item capped at 10/day, LEARN and MEETING_VIEW
 * 1 per minute capped at 60/day, ZAN 1 capped at 10/day, COMMENT 2 capped at 10/day, COURSE_FINISH
 * 5 per content) and the default daily and yearly tasks. Rules operators changed are kept; tasks
 * are added only when there are none.
 */
export async function seedPoints(services: PointsSeedServices): Promise<string[]> {
  const created: string[] = [];
  const rules = await services.points.seedDefaultRules();
  if (rules > 0) created.push(`${rules} points rules`);
  const tasks = await services.tasks.seedDefaults();
  if (tasks > 0) created.push(`${tasks} tasks`);
  return created;
}
