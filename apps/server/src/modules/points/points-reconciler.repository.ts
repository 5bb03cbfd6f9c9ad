import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chinaDay } from '../../db/sql-helpers';
import { PointsRepository } from './points.repository';

/** What the logs say a user did on an item on a China day: seconds learned, or a finish. */
export interface ReconcileCandidate {
  userId: number;
  /** LEARN, MEETING_VIEW (seconds from learn_logs) or COURSE_FINISH (learning_progress.finished_at). */
  action: string;
  day: string;
  targetType: number;
  targetId: number;
  seconds: number;
  title: string | null;
}

/** What the ledger already holds for the candidates' users (reconciled actions only). */
export interface ReconcileState {
  /** `user|action|day` → points given that day. */
  dayGiven: Map<string, number>;
  /** `user|action|type|id` → points given on the item, ever. */
  itemGiven: Map<string, number>;
  /** `user|action|day|type|id` → the highest unit already awarded (the last part of the source key). */
  unitsDone: Map<string, number>;
}

/** Names the reconciler's lock (two-key advisory lock with 0): one reconciliation at a time. */
const RECONCILER_LOCK = 61_000_002;

interface CandidateSqlRow {
  user_id: number;
  action: string;
  day: string;
  type: number;
  content_id: number;
  seconds: number;
  title: string | null;
}

/**
 * Reads what the minute and finish awards are computed from (learn_logs, learning_progress) and
 * what the ledger already gave, for the points reconciler (points.service reconcile()).
 */
export class PointsReconcilerRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `work` holding the reconciler's transaction lock, so two runs (two processes, the timer
   * and a member's up-tip-status) never compute from the same state and both insert. `wait` queues
   * for the lock; `skipIfBusy` answers undefined at once, running nothing, when another run holds
   * it (a member's page load, which the timer's round makes up for).
   */
  locked<T>(
    work: (repository: PointsReconcilerRepository, points: PointsRepository) => Promise<T>,
    mode: 'wait' | 'skipIfBusy',
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      if (mode === 'wait') {
        await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILER_LOCK}::int, 0)`);
      } else {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${RECONCILER_LOCK}::int, 0) as taken`,
        );
        const [row] = (result as unknown as { rows: { taken: boolean }[] }).rows;
        if (!row?.taken) return undefined;
      }
      return work(new PointsReconcilerRepository(tx), new PointsRepository(tx));
    });
  }

  /**
   * Seconds of LEARN and MEETING_VIEW per user, China day and item since `since`, and contents
   * finished since then (COURSE_FINISH, one candidate each); optionally for one user.
   */
  async candidates(since: Date, userId: number | null): Promise<ReconcileCandidate[]> {
    const oneUser = (column: SQL) => (userId === null ? sql`true` : sql`${column} = ${userId}`);
    const result = await this.db.execute(sql`
      with minutes as (
        select l.user_id, l.action_type as action, ${chinaDay(sql`l.created_at`)} as day, l.type, l.content_id,
          sum(l.total_tims)::int as seconds
        from learn_logs l
        where l.created_at >= ${since} and l.action_type in ('LEARN', 'MEETING_VIEW') and ${oneUser(sql`l.user_id`)}
        group by 1, 2, 3, 4, 5
        having sum(l.total_tims) > 0
      ),
      finished as (
        select p.user_id, 'COURSE_FINISH' as action, ${chinaDay(sql`p.finished_at`)} as day, p.type, p.content_id,
          0 as seconds
        from learning_progress p
        where p.finished_at >= ${since} and ${oneUser(sql`p.user_id`)}
      ),
      every as (select * from minutes union all select * from finished)
      select e.*, case when e.type = 4 then m.title else c.title end as title
      from every e
      left join contents c on e.type <> 4 and c.id = e.content_id
      left join meetings m on e.type = 4 and m.id = e.content_id
      order by e.user_id, e.day, e.action, e.type, e.content_id`);
    return (result as unknown as { rows: CandidateSqlRow[] }).rows.map((row) => ({
      userId: Number(row.user_id),
      action: row.action,
      day: row.day,
      targetType: Number(row.type),
      targetId: Number(row.content_id),
      seconds: Number(row.seconds),
      title: row.title,
    }));
  }

  /** The ledger's state for these users and actions: points per day and per item, units done per day and item. */
  async state(userIds: number[], actions: string[], days: string[]): Promise<ReconcileState> {
    const state: ReconcileState = { dayGiven: new Map(), itemGiven: new Map(), unitsDone: new Map() };
    if (userIds.length === 0 || actions.length === 0) return state;
    const users = JSON.stringify(userIds);
    const actionList = JSON.stringify(actions);
    const dayList = JSON.stringify(days);
    const [byDay, byItem] = await Promise.all([
      this.db.execute(sql`
        select user_id, action, to_char(day, 'YYYY-MM-DD') as day, target_type, target_id,
          sum(points)::int as points,
          max(case when split_part(source_key, ':', 5) ~ '^[0-9]+$' then split_part(source_key, ':', 5)::int end) as units
        from points_ledger
        where user_id in (select value::int from jsonb_array_elements_text(${users}::jsonb))
          and action in (select value from jsonb_array_elements_text(${actionList}::jsonb))
          and to_char(day, 'YYYY-MM-DD') in (select value from jsonb_array_elements_text(${dayList}::jsonb))
        group by 1, 2, 3, 4, 5`),
      this.db.execute(sql`
        select user_id, action, target_type, target_id, sum(points)::int as points
        from points_ledger
        where user_id in (select value::int from jsonb_array_elements_text(${users}::jsonb))
          and action in (select value from jsonb_array_elements_text(${actionList}::jsonb))
          and target_id is not null
        group by 1, 2, 3, 4`),
    ]);
    type DayRow = {
      user_id: number;
      action: string;
      day: string;
      target_type: number | null;
      target_id: number | null;
      points: number;
      units: number | null;
    };
    for (const row of (byDay as unknown as { rows: DayRow[] }).rows) {
      const dayKey = `${row.user_id}|${row.action}|${row.day}`;
      state.dayGiven.set(dayKey, (state.dayGiven.get(dayKey) ?? 0) + Number(row.points));
      if (row.units !== null && row.target_id !== null) {
        state.unitsDone.set(`${dayKey}|${row.target_type}|${row.target_id}`, Number(row.units));
      }
    }
    type ItemRow = {
      user_id: number;
      action: string;
      target_type: number;
      target_id: number;
      points: number;
    };
    for (const row of (byItem as unknown as { rows: ItemRow[] }).rows) {
      state.itemGiven.set(
        `${row.user_id}|${row.action}|${row.target_type}|${row.target_id}`,
        Number(row.points),
      );
    }
    return state;
  }
}
