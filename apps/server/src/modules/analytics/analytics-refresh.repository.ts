import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chinaDay } from '../../db/sql-helpers';

/** Two refreshes never rebuild the same days at once: the second finds the lock taken and skips its round. */
const ANALYTICS_REFRESH_LOCK_ID = 7_420_261_015;
const STATE_NAME = 'learning';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One China day as a closed-open interval of instants. */
interface RefreshDay {
  day: string;
  start: Date;
  end: Date;
}

/**
 * Keeps the analytics rollups (analytics.table.ts) in step with learn_logs. A round reads the
 * learn_logs ids written since the last round (by the primary key), finds the China days those
 * logs fall on, and rebuilds each such day whole from the logs of that day (by the created_at
 * index): rebuilding a day is idempotent, so a heartbeat committed late by a slow transaction is
 * caught by the next rebuild of its day (the service always adds today and yesterday).
 */
export class AnalyticsRefreshRepository {
  constructor(private readonly db: Database) {}

  /** The China days of logs with an id after the last round's, and the id to record; null when another round holds the lock. */
  async refresh(
    alwaysDays: readonly string[],
    dayBounds: (day: string) => RefreshDay,
    now: Date,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [locked] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${ANALYTICS_REFRESH_LOCK_ID}) as locked`),
      );
      if (!locked?.locked) return null;
      const [state] = rowsOf<{ last: string | number }>(
        await tx.execute(sql`
          select coalesce((select last_log_id from analytics_refresh_state where name = ${STATE_NAME}), 0) as last`),
      );
      const last = Number(state?.last ?? 0);
      const [top] = rowsOf<{ top: string | number }>(
        await tx.execute(sql`select coalesce(max(id), 0) as top from learn_logs`),
      );
      const newest = Number(top?.top ?? 0);
      const touched =
        newest > last
          ? rowsOf<{ day: string }>(
              await tx.execute(sql`
                select distinct ${chinaDay(sql`created_at`)} as day from learn_logs
                where id > ${last} and id <= ${newest}`),
            ).map((row) => row.day)
          : [];
      const days = [...new Set([...touched, ...alwaysDays])].sort();
      for (const day of days) await this.rebuildDay(tx as unknown as Database, dayBounds(day));
      await tx.execute(sql`
        insert into analytics_refresh_state (name, last_log_id, refreshed_at)
        values (${STATE_NAME}, ${newest}, ${now.toISOString()}::timestamptz)
        on conflict (name) do update set last_log_id = excluded.last_log_id, refreshed_at = excluded.refreshed_at`);
      return touched.length;
    });
  }

  /** Rebuilds the three rollups for one China day from that day's logs. */
  private async rebuildDay(tx: Database, { day, start, end }: RefreshDay): Promise<void> {
    const from = start.toISOString();
    const to = end.toISOString();
    const inDay = sql`l.created_at >= ${from}::timestamptz and l.created_at < ${to}::timestamptz`;
    await tx.execute(sql`delete from analytics_learning_days where day = ${day}::date`);
    await tx.execute(sql`
      insert into analytics_learning_days (day, content_id, user_id, views, seconds, finished)
      select ${day}::date, g.content_id, g.user_id, g.views, g.seconds,
        coalesce(p.finished_at < ${to}::timestamptz, false)
      from (
        select l.content_id, l.user_id,
          count(*) filter (where l.action_type = 'VIEW')::int as views,
          coalesce(sum(l.total_tims) filter (where l.action_type = 'LEARN'), 0)::int as seconds
        from learn_logs l
        where ${inDay} and l.action_type in ('VIEW', 'LEARN')
        group by l.content_id, l.user_id
      ) g
      left join learning_progress p on p.user_id = g.user_id and p.content_id = g.content_id`);
    await tx.execute(sql`delete from analytics_dropoff_days where day = ${day}::date`);
    // A session is a client_session_id: its VIEW (position 0) and its heartbeats. One that never
    // sent a heartbeat stopped in the first tenth.
    await tx.execute(sql`
      insert into analytics_dropoff_days (day, content_id, tenth, sessions)
      select ${day}::date, s.content_id,
        least(9, floor(s.furthest * 10.0 / c.duration_seconds))::smallint as tenth, count(*)::int
      from (
        select l.user_id, l.client_session_id, l.content_id, max(l.position) as furthest
        from learn_logs l
        where ${inDay} and l.action_type in ('VIEW', 'LEARN') and l.client_session_id is not null
        group by l.user_id, l.client_session_id, l.content_id
      ) s
      join contents c on c.id = s.content_id and c.content_type = 1 and c.duration_seconds > 0
      group by s.content_id, tenth`);
    await tx.execute(sql`
      delete from analytics_meeting_minutes where minute >= ${from}::timestamptz and minute < ${to}::timestamptz`);
    await tx.execute(sql`
      insert into analytics_meeting_minutes (meeting_id, time_type, minute, viewers, seconds)
      select l.content_id, l.time_type, date_trunc('minute', l.created_at) as minute,
        count(distinct l.user_id)::int, coalesce(sum(l.total_tims), 0)::int
      from learn_logs l
      where ${inDay} and l.action_type = 'MEETING_VIEW' and l.time_type in (1, 2)
      group by l.content_id, l.time_type, minute`);
  }

  /** When the rollups were last refreshed (null: never). */
  async refreshedAt(): Promise<Date | null> {
    const [row] = rowsOf<{ refreshed_at: string | Date | null }>(
      await this.db.execute(sql`select refreshed_at from analytics_refresh_state where name = ${STATE_NAME}`),
    );
    return row?.refreshed_at ? new Date(row.refreshed_at) : null;
  }
}
