import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../users/users.table';
import { type PointsLedgerRow, pointsLedger } from './points.table';

/** One award to write: `sourceKey` names what earned it and makes it happen once per user. */
export interface PointsAward {
  userId: number;
  points: number;
  reason: string;
  sourceKey: string;
  campaignId: number | null;
  at: Date;
}

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

/**
 * The ranking of a campaign as SQL: each user's sum of points filed under the campaign (users
 * with no positive sum are left out), `rank()` over the points so ties share a rank, and a
 * position that orders ties by the earlier last award (then the user id, to be total).
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
      rank() over (order by t.points desc)::int as rank,
      row_number() over (order by t.points desc, t.last_at asc, t.user_id asc)::int as position,
      u.name, u.nickname, u.avatar_url, u.hospital_name
    from totals t
    join ${users} u on u.id = t.user_id`;
}

/** Queries of the points ledger: awards written once, sums and campaign rankings. */
export class PointsRepository {
  constructor(private readonly db: Database) {}

  /** Writes the award unless the user already has one for its source; true when written now. */
  async insertOnce(award: PointsAward): Promise<boolean> {
    const rows = await this.db
      .insert(pointsLedger)
      .values({
        userId: award.userId,
        points: award.points,
        reason: award.reason,
        sourceKey: award.sourceKey,
        campaignId: award.campaignId,
        createdAt: award.at,
      })
      .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.sourceKey] })
      .returning({ id: pointsLedger.id });
    return rows.length > 0;
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
