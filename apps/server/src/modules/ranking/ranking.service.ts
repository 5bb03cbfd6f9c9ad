import {
  chinaMonthStart,
  chinaWeekStart,
  PAGE_SIZE_DEFAULT,
  RANKING_NEIGHBOURS,
  RANKING_PERIOD_NAMES,
  type RankingList,
  type RankingListQuery,
  type RankingPeriodValue,
  type RankingRoleValue,
  type RankingStandingValue,
  roleGroupOfTitle,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { presentRankingEntry } from './ranking.presenter';
import type { RankingRepository } from './ranking.repository';

/** How often the boards are rebuilt from the ledger (and once when the server starts). */
const RANKING_REFRESH_INTERVAL_MS = 5 * 60_000;

/** The points_rankings board name of a period and role group, e.g. `month:doctor`. */
function boardName(period: RankingPeriodValue, role: RankingRoleValue): string {
  return `${RANKING_PERIOD_NAMES[period]}:${role}`;
}

/** What a rebuild did: rows written (null when another process was rebuilding) and how long it took. */
export interface RankingRefresh {
  rows: number | null;
  ms: number;
}

/**
 * The points ranking. Boards are precomputed: a job rebuilds them all from the ledger every few
 * minutes, and a list request only reads index ranges of the result — never a window function
 * per request. Staff are never ranked; members whose title has no role group are only on the
 * `all` boards.
 */
export class RankingService {
  constructor(
    private readonly repository: RankingRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rebuilds every board from the ledger as of now (months and weeks in China time). */
  async refresh(): Promise<RankingRefresh> {
    const startedAt = performance.now();
    const now = this.now();
    const rows = await this.repository.rebuild({
      now,
      monthStart: chinaMonthStart(now),
      weekStart: chinaWeekStart(now),
    });
    return { rows, ms: Math.round(performance.now() - startedAt) };
  }

  /** The periodic rebuild; it also runs once at server start so a fresh server shows filled boards. */
  refreshJob(): ScheduledJob {
    return {
      name: 'ranking-refresh',
      intervalMs: RANKING_REFRESH_INTERVAL_MS,
      runAtStart: true,
      run: async () => (await this.refresh()).rows ?? 0,
    };
  }

  /** GET member/ranking-list/{id}: a page of the board, the viewer's own row and their neighbours. */
  async list(viewer: UserRow, period: RankingPeriodValue, query: RankingListQuery): Promise<RankingList> {
    const role = query.role;
    const board = boardName(period, role);
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const first = (query.current - 1) * pageSize + 1;
    const read = await this.repository.read(
      board,
      viewer.id,
      { first, last: first + pageSize - 1 },
      RANKING_NEIGHBOURS,
    );
    const mine = read.near.find((row) => row.userId === viewer.id);
    const present = (rows: typeof read.page) => rows.map((row) => presentRankingEntry(row, viewer.id));
    return {
      total: read.size,
      data: present(read.page),
      period: RANKING_PERIOD_NAMES[period],
      role,
      refreshed_at: read.refreshedAt?.toISOString() ?? null,
      standing: mine ? 'ranked' : this.absence(viewer, role),
      me: mine ? presentRankingEntry(mine, viewer.id) : null,
      above: mine ? present(read.near.filter((row) => row.position < mine.position)) : [],
      below: mine ? present(read.near.filter((row) => row.position > mine.position)) : [],
    };
  }

  /**
   * The viewer's standing on the total board of everyone (the annual review's percentile):
   * their rank and how many are ranked, or null when they are not on it.
   */
  async totalStanding(userId: number): Promise<{ rank: number; size: number } | null> {
    const read = await this.repository.read(boardName(1, 'all'), userId, { first: 1, last: 0 }, 0);
    const mine = read.near[0];
    return mine ? { rank: mine.rank, size: read.size } : null;
  }

  /** Why a viewer without a row is not on the board. */
  private absence(viewer: UserRow, role: RankingRoleValue): RankingStandingValue {
    if (viewer.kind === 'staff') return 'staff';
    if (role !== 'all' && roleGroupOfTitle(viewer.title) !== role) return 'other_role';
    return 'no_points';
  }
}
