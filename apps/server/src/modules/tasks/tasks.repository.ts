import type { TaskMetricValue } from '@ia/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type TaskRow, tasks } from './tasks.table';

/** A user's measures over a period, one per task metric. */
export type TaskMeasures = Record<TaskMetricValue, number>;

/** The period a task's progress is read over: [start, end) and its China days [startDay, endDay). */
export interface TaskWindow {
  start: Date;
  end: Date;
  startDay: string;
  endDay: string;
}

interface MeasureSqlRow {
  sign_in_days: number;
  learn_seconds: number;
  meeting_seconds: number;
  meetings_attended: number;
  contents_learned: number;
  comments: number;
  points_earned: number;
}

/** Tasks (console-edited) and the measures their progress is read from (the logs). */
export class TasksRepository {
  constructor(private readonly db: Database) {}

  list(period?: string, enabledOnly = false): Promise<TaskRow[]> {
    const conditions = [
      period ? eq(tasks.period, period) : undefined,
      enabledOnly ? eq(tasks.enabled, true) : undefined,
    ];
    return this.db
      .select()
      .from(tasks)
      .where(and(...conditions))
      .orderBy(asc(tasks.period), asc(tasks.sort), asc(tasks.id));
  }

  async find(id: number): Promise<TaskRow | undefined> {
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, id));
    return row;
  }

  async insert(values: typeof tasks.$inferInsert): Promise<TaskRow> {
    const [row] = await this.db.insert(tasks).values(values).returning();
    if (!row) throw new Error('task insert returned nothing');
    return row;
  }

  async update(id: number, values: Partial<typeof tasks.$inferInsert>): Promise<TaskRow | undefined> {
    const [row] = await this.db.update(tasks).set(values).where(eq(tasks.id, id)).returning();
    return row;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: sql<number>`count(*)::int` }).from(tasks);
    return Number(row?.total ?? 0);
  }

  /**
   * Every measure of the user over the window, in one round trip: sign-in days, seconds learned
   * and watched (learn_logs LEARN / MEETING_VIEW), meetings watched at least a minute, contents
   * learned, comments written (not rejected or deleted), and points earned (tasks' own left out).
   */
  async measures(userId: number, window: TaskWindow): Promise<TaskMeasures> {
    const inWindow = (column: string) =>
      sql`${sql.identifier(column)} >= ${window.start} and ${sql.identifier(column)} < ${window.end}`;
    const result = await this.db.execute(sql`
      select
        (select count(*) from member_sign_ins
          where user_id = ${userId} and day >= ${window.startDay}::date and day < ${window.endDay}::date)::int as sign_in_days,
        (select coalesce(sum(total_tims), 0) from learn_logs
          where user_id = ${userId} and action_type = 'LEARN' and ${inWindow('created_at')})::int as learn_seconds,
        (select coalesce(sum(total_tims), 0) from learn_logs
          where user_id = ${userId} and action_type = 'MEETING_VIEW' and ${inWindow('created_at')})::int as meeting_seconds,
        (select count(*) from (
          select content_id from learn_logs
          where user_id = ${userId} and action_type = 'MEETING_VIEW' and ${inWindow('created_at')}
          group by content_id having sum(total_tims) >= 60) watched)::int as meetings_attended,
        (select count(distinct content_id) from learn_logs
          where user_id = ${userId} and action_type = 'LEARN' and total_tims > 0 and ${inWindow('created_at')})::int as contents_learned,
        (select count(*) from comments
          where user_id = ${userId} and deleted_at is null and status <> 'rejected' and ${inWindow('created_at')})::int as comments,
        (select coalesce(sum(points), 0) from points_ledger
          where user_id = ${userId} and action is distinct from 'TASK' and ${inWindow('created_at')})::int as points_earned`);
    const row = (result as unknown as { rows: MeasureSqlRow[] }).rows[0];
    const value = (field: keyof MeasureSqlRow) => Number(row?.[field] ?? 0);
    return {
      sign_in_days: value('sign_in_days'),
      learning_minutes: Math.floor(value('learn_seconds') / 60),
      meeting_minutes: Math.floor(value('meeting_seconds') / 60),
      meetings_attended: value('meetings_attended'),
      contents_learned: value('contents_learned'),
      comments: value('comments'),
      points_earned: value('points_earned'),
    };
  }
}
