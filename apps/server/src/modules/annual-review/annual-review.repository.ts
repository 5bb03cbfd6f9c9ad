import { TypeMap } from '@ia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chinaTime } from '../../db/sql-helpers';
import { type AnnualReviewVisitRow, annualReviewVisits } from './annual-review.table';

/** The half-open range of instants a China year covers. */
export interface YearRange {
  start: Date;
  end: Date;
}

/** A member's learning in a year, summed from learn_logs. */
export interface LearningFigures {
  learnSeconds: number;
  meetingSeconds: number;
  contents: number;
  cases: number;
  meetingsLive: number;
  meetingsReplayed: number;
  activeDays: number;
  firstAt: Date | null;
  /** Learning plus meeting seconds per China month, index 0 = January. */
  monthlySeconds: number[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const contentTypes = [TypeMap.COURSE, TypeMap.CASE, TypeMap.OTHER];

/** Queries of the annual review: figures from the logs for one user and year, and the visit record. */
export class AnnualReviewRepository {
  constructor(private readonly db: Database) {}

  /** Minutes, contents, cases, meetings, active days and the months, in one pass over the year's logs. */
  async learning(userId: number, range: YearRange): Promise<LearningFigures> {
    const start = range.start.toISOString();
    const end = range.end.toISOString();
    const types = sql.join(
      contentTypes.map((type) => sql`${type}`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      with logs as (
        select content_id, type, action_type, time_type, total_tims, created_at,
          ${chinaTime(sql`created_at`)} as china_at
        from learn_logs
        where user_id = ${userId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      ),
      months as (
        select extract(month from china_at)::int as month, sum(total_tims)::bigint as seconds
        from logs where action_type in ('LEARN', 'MEETING_VIEW')
        group by 1
      )
      select
        coalesce(sum(total_tims) filter (where action_type = 'LEARN'), 0)::bigint as learn_seconds,
        coalesce(sum(total_tims) filter (where action_type = 'MEETING_VIEW'), 0)::bigint as meeting_seconds,
        count(distinct content_id) filter (where action_type in ('VIEW', 'LEARN') and type in (${types}))::int
          as contents,
        count(distinct content_id) filter (where action_type in ('VIEW', 'LEARN') and type = ${TypeMap.CASE})::int
          as cases,
        count(distinct content_id) filter (where action_type = 'MEETING_VIEW' and time_type = 1)::int
          as meetings_live,
        count(distinct content_id) filter (where action_type = 'MEETING_VIEW' and time_type = 2)::int
          as meetings_replayed,
        count(distinct china_at::date)::int as active_days,
        min(created_at) as first_at,
        (select coalesce(json_agg(json_build_array(month, seconds)), '[]'::json) from months) as months
      from logs`);
    const row = rowsOf<{
      learn_seconds: string | number;
      meeting_seconds: string | number;
      contents: number;
      cases: number;
      meetings_live: number;
      meetings_replayed: number;
      active_days: number;
      first_at: Date | string | null;
      months: [number, string | number][] | string;
    }>(result)[0];
    const monthlySeconds = Array.from({ length: 12 }, () => 0);
    const months = typeof row?.months === 'string' ? JSON.parse(row.months) : (row?.months ?? []);
    for (const [month, seconds] of months as [number, string | number][]) {
      if (month >= 1 && month <= 12) monthlySeconds[month - 1] = Number(seconds);
    }
    return {
      learnSeconds: Number(row?.learn_seconds ?? 0),
      meetingSeconds: Number(row?.meeting_seconds ?? 0),
      contents: Number(row?.contents ?? 0),
      cases: Number(row?.cases ?? 0),
      meetingsLive: Number(row?.meetings_live ?? 0),
      meetingsReplayed: Number(row?.meetings_replayed ?? 0),
      activeDays: Number(row?.active_days ?? 0),
      firstAt: row?.first_at ? new Date(row.first_at) : null,
      monthlySeconds,
    };
  }

  /** The category of the contents learned longest in the year (ties: the lower id). */
  async favouriteCategory(
    userId: number,
    range: YearRange,
  ): Promise<{ id: number; name: string; seconds: number } | undefined> {
    const result = await this.db.execute(sql`
      select c.id, c.name, sum(l.total_tims)::bigint as seconds
      from learn_logs l
      join contents ct on ct.id = l.content_id
      join course_categories c on c.id = ct.category_id
      where l.user_id = ${userId} and l.action_type = 'LEARN' and l.type in (${sql.join(
        contentTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
        and l.created_at >= ${range.start.toISOString()}::timestamptz
        and l.created_at < ${range.end.toISOString()}::timestamptz
      group by c.id, c.name
      having sum(l.total_tims) > 0
      order by seconds desc, c.id
      limit 1`);
    const row = rowsOf<{ id: number; name: string; seconds: string | number }>(result)[0];
    return row ? { id: Number(row.id), name: row.name, seconds: Number(row.seconds) } : undefined;
  }

  /** Names of the medals earned in the year, newest first. */
  async medalsEarned(userId: number, range: YearRange): Promise<string[]> {
    const result = await this.db.execute(sql`
      select m.name
      from user_medals um
      join medals m on m.id = um.medal_id
      where um.user_id = ${userId}
        and um.earned_at >= ${range.start.toISOString()}::timestamptz
        and um.earned_at < ${range.end.toISOString()}::timestamptz
      order by um.earned_at desc, m.id`);
    return rowsOf<{ name: string }>(result).map((row) => row.name);
  }

  /** Points earned in the year and when the first of them came. */
  async points(userId: number, range: YearRange): Promise<{ points: number; firstAt: Date | null }> {
    const result = await this.db.execute(sql`
      select coalesce(sum(points), 0)::int as points, min(created_at) as first_at
      from points_ledger
      where user_id = ${userId}
        and created_at >= ${range.start.toISOString()}::timestamptz
        and created_at < ${range.end.toISOString()}::timestamptz`);
    const row = rowsOf<{ points: number; first_at: Date | string | null }>(result)[0];
    return { points: Number(row?.points ?? 0), firstAt: row?.first_at ? new Date(row.first_at) : null };
  }

  async visit(userId: number, year: number): Promise<AnnualReviewVisitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(annualReviewVisits)
      .where(sql`${annualReviewVisits.userId} = ${userId} and ${annualReviewVisits.year} = ${year}`);
    return row;
  }

  /** Counts one opening of the year's review. */
  async recordView(userId: number, year: number, at: Date): Promise<AnnualReviewVisitRow> {
    const [row] = await this.db
      .insert(annualReviewVisits)
      .values({ userId, year, views: 1, firstViewedAt: at, lastViewedAt: at })
      .onConflictDoUpdate({
        target: [annualReviewVisits.userId, annualReviewVisits.year],
        set: {
          views: sql`${annualReviewVisits.views} + 1`,
          firstViewedAt: sql`coalesce(${annualReviewVisits.firstViewedAt}, excluded.first_viewed_at)`,
          lastViewedAt: at,
        },
      })
      .returning();
    if (!row) throw new Error('annual review view was not recorded');
    return row;
  }

  /** Records reaching the end; the first time is kept when the member reads it again. */
  async recordFinished(userId: number, year: number, at: Date): Promise<AnnualReviewVisitRow> {
    const [row] = await this.db
      .insert(annualReviewVisits)
      .values({ userId, year, views: 0, finishedAt: at })
      .onConflictDoUpdate({
        target: [annualReviewVisits.userId, annualReviewVisits.year],
        set: { finishedAt: sql`coalesce(${annualReviewVisits.finishedAt}, excluded.finished_at)` },
      })
      .returning();
    if (!row) throw new Error('annual review end was not recorded');
    return row;
  }
}
