import { and, asc, count, desc, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  memberSignIns,
  type PointsLedgerRow,
  type PointsRuleRow,
  pointsLedger,
  pointsRules,
} from './points.table';

/** One award to write: `sourceKey` names what earned it and makes it happen once per user. */
export interface PointsAward {
  userId: number;
  points: number;
  reason: string;
  sourceKey: string;
  campaignId: number | null;
  at: Date;
  /** The rule (or TASK) that awarded it. */
  action?: string | null;
  targetType?: number | null;
  targetId?: number | null;
  /** The China day it counts towards (daily caps). */
  day?: string | null;
  /** Set when the answer that awarded it carries the score (its popup is shown there). */
  tipSeenAt?: Date | null;
}

/** An award a rule prices, capped per China day and per item, written under the user's lock. */
export interface CappedAward {
  userId: number;
  action: string;
  /** Points the rule gives (before caps). */
  points: number;
  dailyCap: number | null;
  perItemCap: number | null;
  reason: string;
  sourceKey: string;
  day: string;
  target: { type: number; id: number } | null;
  at: Date;
  tipSeenAt: Date | null;
}

/** A user's points: the whole total and what the given day added. */
export interface PointsTotals {
  total: number;
  today: number;
}

/**
 * Names the per-user points lock among PostgreSQL advisory locks (two-key form: this constant and
 * the user id). Every capped award of a user takes it, so two requests cannot both fit under a cap.
 */
const USER_POINTS_LOCK = 61_000_001;

/** A user's standing in a campaign: points earned there and the rank they give. */
export interface RankedRow {
  userId: number;
  points: number;
  /** When the last of the user's awards in the campaign was earned (ties: earlier first). */
  lastAwardAt: Date;
  rank: number;
  name: string | null;
  nickname: string | null;
  avatarUrl: string | null;
  hospitalName: string | null;
}

interface RankedSqlRow {
  user_id: number;
  points: number;
  last_at: Date | string;
  rank: number;
  name: string | null;
  nickname: string | null;
  avatar_url: string | null;
  hospital_name: string | null;
}

function presentRanked(row: RankedSqlRow): RankedRow {
  return {
    userId: Number(row.user_id),
    points: Number(row.points),
    lastAwardAt: new Date(row.last_at),
    rank: Number(row.rank),
    name: row.name,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
    hospitalName: row.hospital_name,
  };
}

async function sumOf(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(where);
  return Number(row?.total ?? 0);
}

/**
 * The ranking of a campaign as SQL: each user's sum of points filed under the campaign (users
 * with no positive sum are left out), ranked by the campaign's rule (积分相同者先达到该积分者在前):
 * on equal points the earlier last award (the moment the total was reached) ranks higher, then
 * the user id, so no two rows share a rank and the rank shown is the place in the list (issue 16).
 */
function campaignRanking(campaignId: number): SQL {
  return sql`
    with totals as (
      select user_id, sum(points)::int as points, max(created_at) as last_at
      from ${pointsLedger}
      where campaign_id = ${campaignId}
      group by user_id
      having sum(points) > 0
    )
    select t.user_id, t.points, t.last_at,
      row_number() over (order by t.points desc, t.last_at asc, t.user_id asc)::int as rank,
      row_number() over (order by t.points desc, t.last_at asc, t.user_id asc)::int as position,
      u.name, u.nickname, u.avatar_url, u.hospital_name
    from totals t
    join ${users} u on u.id = t.user_id`;
}

/**
 * Awards per insert statement. They travel as one JSON parameter (jsonb_to_recordset), not as 11
 * bound parameters each: the query builder takes about a millisecond per hundred rows to build
 * a VALUES list, synchronously, and a round of the reconciler for a live meeting of 5,000 viewers
 * held the event loop for some 200 ms.
 */
const AWARDS_PER_INSERT = 1000;

/** Queries of the points ledger: awards written once, sums and campaign rankings. */
export class PointsRepository {
  /** The user's total and today's points, shown on the home and the personal page: prepared once. */
  private readonly totalsOf;

  constructor(private readonly db: Database) {
    this.totalsOf = db
      .select({
        total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
        today: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.createdAt} >= ${sql.placeholder('dayStart')}), 0)::int`,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, sql.placeholder('userId')))
      .prepare('points_totals');
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: PointsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PointsRepository(tx)));
  }

  /** Writes the award unless the user already has one for its source; true when written now. */
  async insertOnce(award: PointsAward): Promise<boolean> {
    return (await this.insertAllOnce([award])) > 0;
  }

  /**
   * Writes each award unless its user already has one for its source, in statements of
   * AWARDS_PER_INSERT; answers how many were written now.
   */
  async insertAllOnce(awards: readonly PointsAward[]): Promise<number> {
    let written = 0;
    for (let from = 0; from < awards.length; from += AWARDS_PER_INSERT) {
      const rows = JSON.stringify(
        awards.slice(from, from + AWARDS_PER_INSERT).map((award) => ({
          user_id: award.userId,
          points: award.points,
          reason: award.reason,
          source_key: award.sourceKey,
          campaign_id: award.campaignId,
          action: award.action ?? null,
          target_type: award.targetType ?? null,
          target_id: award.targetId ?? null,
          day: award.day ?? null,
          tip_seen_at: award.tipSeenAt ?? null,
          created_at: award.at,
        })),
      );
      const result = await this.db.execute(sql`
        insert into ${pointsLedger} (user_id, points, reason, source_key, campaign_id, action, target_type,
          target_id, day, tip_seen_at, created_at)
        select user_id, points, reason, source_key, campaign_id, action, target_type, target_id, day,
          tip_seen_at, created_at
        from jsonb_to_recordset(${rows}::jsonb) as award(user_id int, points int, reason varchar(100),
          source_key varchar(100), campaign_id int, action varchar(32), target_type smallint, target_id int,
          day date, tip_seen_at timestamptz, created_at timestamptz)
        on conflict (user_id, source_key) do nothing
        returning id`);
      written += (result as unknown as { rows: unknown[] }).rows.length;
    }
    return written;
  }

  /**
   * Writes a rule's award once per source, within the rule's caps: under the user's advisory lock
   * (held to the end of the transaction) it reads what the rule already gave that day and on that
   * item, cuts the points to what still fits, and inserts. Answers the points written (0: the
   * source was awarded before, or a cap is reached).
   */
  awardWithinCaps(award: CappedAward): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${USER_POINTS_LOCK}::int, ${award.userId}::int)`);
      const [existing] = await tx
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, award.userId), eq(pointsLedger.sourceKey, award.sourceKey)));
      if (existing) return 0;
      let points = award.points;
      if (award.dailyCap !== null) {
        const given = await sumOf(
          tx,
          and(
            eq(pointsLedger.userId, award.userId),
            eq(pointsLedger.action, award.action),
            eq(pointsLedger.day, award.day),
          ),
        );
        points = Math.min(points, award.dailyCap - given);
      }
      if (award.perItemCap !== null && award.target) {
        const given = await sumOf(
          tx,
          and(
            eq(pointsLedger.userId, award.userId),
            eq(pointsLedger.action, award.action),
            eq(pointsLedger.targetType, award.target.type),
            eq(pointsLedger.targetId, award.target.id),
          ),
        );
        points = Math.min(points, award.perItemCap - given);
      }
      if (points <= 0) return 0;
      const written = await new PointsRepository(tx).insertOnce({
        userId: award.userId,
        points,
        reason: award.reason,
        sourceKey: award.sourceKey,
        campaignId: null,
        action: award.action,
        targetType: award.target?.type ?? null,
        targetId: award.target?.id ?? null,
        day: award.day,
        tipSeenAt: award.tipSeenAt,
        at: award.at,
      });
      return written ? points : 0;
    });
  }

  // ---- rules -------------------------------------------------------------------------------------

  async findRule(action: string): Promise<PointsRuleRow | undefined> {
    const [row] = await this.db.select().from(pointsRules).where(eq(pointsRules.action, action));
    return row;
  }

  allRules(): Promise<PointsRuleRow[]> {
    return this.db.select().from(pointsRules).orderBy(asc(pointsRules.action));
  }

  async updateRule(
    action: string,
    values: Pick<PointsRuleRow, 'name' | 'points' | 'unitMinutes' | 'dailyCap' | 'perItemCap' | 'enabled'>,
    operatorId: number | null,
    at: Date,
  ): Promise<PointsRuleRow | undefined> {
    const [row] = await this.db
      .update(pointsRules)
      .set({ ...values, updatedBy: operatorId, updatedAt: at })
      .where(eq(pointsRules.action, action))
      .returning();
    return row;
  }

  /** Inserts the rules that are missing (seed); existing rules keep what operators set. */
  async insertMissingRules(rules: (typeof pointsRules.$inferInsert)[]): Promise<number> {
    if (rules.length === 0) return 0;
    const rows = await this.db
      .insert(pointsRules)
      .values(rules)
      .onConflictDoNothing()
      .returning({ action: pointsRules.action });
    return rows.length;
  }

  // ---- the member's score log --------------------------------------------------------------------

  async ledgerPage(
    userId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: PointsLedgerRow[] }> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), ne(pointsLedger.points, 0)))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), ne(pointsLedger.points, 0))),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  /** The user's points in all, and those earned since `dayStart`. */
  async totals(userId: number, dayStart: Date): Promise<PointsTotals> {
    const [row] = await this.totalsOf.execute({ userId, dayStart });
    return { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) };
  }

  /**
   * Marks the user's awards not yet shown in a popup as seen and answers their sum. One UPDATE:
   * two concurrent calls split the rows between them, so each award pops up exactly once.
   */
  async takeUnseen(userId: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(pointsLedger)
      .set({ tipSeenAt: at })
      .where(and(eq(pointsLedger.userId, userId), isNull(pointsLedger.tipSeenAt)))
      .returning({ points: pointsLedger.points });
    return rows.reduce((sum, row) => sum + Math.max(0, row.points), 0);
  }

  /** The title of a content (types 1–3), meeting (4) or campaign (6), for a reason; null if unknown. */
  async targetTitle(type: number, id: number): Promise<string | null> {
    const table = type === 4 ? 'meetings' : type === 6 ? 'campaigns' : type <= 3 ? 'contents' : null;
    if (!table) return null;
    const result = await this.db.execute(sql`select title from ${sql.identifier(table)} where id = ${id}`);
    const row = (result as unknown as { rows: { title: string }[] }).rows[0];
    return row?.title ?? null;
  }

  // ---- sign-in -----------------------------------------------------------------------------------

  /** Records the user's sign-in for the day; true when this call recorded it. */
  async signIn(userId: number, day: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(memberSignIns)
      .values({ userId, day, createdAt: at })
      .onConflictDoNothing()
      .returning({ day: memberSignIns.day });
    return rows.length > 0;
  }

  /** The user's sign-in days from `since` on (YYYY-MM-DD), newest first. */
  async signInDays(userId: number, since: string): Promise<string[]> {
    const rows = await this.db
      .select({ day: memberSignIns.day })
      .from(memberSignIns)
      .where(and(eq(memberSignIns.userId, userId), gte(memberSignIns.day, since)))
      .orderBy(desc(memberSignIns.day));
    return rows.map((row) => row.day);
  }

  /** Ledger points of the user between two instants, leaving out the given action (tasks' own). */
  async pointsBetween(userId: number, from: Date, to: Date, except: string): Promise<number> {
    return sumOf(
      this.db,
      and(
        eq(pointsLedger.userId, userId),
        gte(pointsLedger.createdAt, from),
        lt(pointsLedger.createdAt, to),
        sql`${pointsLedger.action} is distinct from ${except}`,
      ),
    );
  }

  /** A page of a campaign's ranking, best first, with how many users are ranked. */
  async campaignRankingPage(
    campaignId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: RankedRow[] }> {
    const result = await this.db.execute(sql`
      select ranked.*, count(*) over ()::int as total
      from (${campaignRanking(campaignId)}) ranked
      order by ranked.position
      limit ${limit} offset ${offset}`);
    const rows = (result as unknown as { rows: (RankedSqlRow & { total: number })[] }).rows;
    if (rows.length === 0 && offset > 0) {
      // Past the last page: the window count is gone with the rows, so count on its own.
      const counted = await this.db.execute(
        sql`select count(*)::int as total from (${campaignRanking(campaignId)}) ranked`,
      );
      const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return { total: Number(total), rows: [] };
    }
    return { total: Number(rows[0]?.total ?? 0), rows: rows.map(presentRanked) };
  }

  /** The user's row of a campaign's ranking; undefined without points there. */
  async campaignRankOf(campaignId: number, userId: number): Promise<RankedRow | undefined> {
    const result = await this.db.execute(sql`
      select ranked.* from (${campaignRanking(campaignId)}) ranked where ranked.user_id = ${userId}`);
    const row = (result as unknown as { rows: RankedSqlRow[] }).rows[0];
    return row ? presentRanked(row) : undefined;
  }

  /** The user's awards in a campaign, oldest first. */
  campaignEntries(campaignId: number, userId: number): Promise<PointsLedgerRow[]> {
    return this.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.campaignId, campaignId), eq(pointsLedger.userId, userId)))
      .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
  }
}
