import {
  chinaMonthStart,
  chinaWeekStart,
  PAGE_SIZE_DEFAULT,
  RANKING_NEIGHBOURS,
  RANKING_PERIOD_NAMES,
  type RankingEntry,
  type RankingList,
  type RankingListQuery,
  type RankingPeriodValue,
  type RankingRoleValue,
  type RankingStandingValue,
  roleGroupOfTitle,
} from '@ia/shared';
import type { Perf } from 'lru-cache';
import type { UserRow } from '../../db/schema';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { type KeptReads, keptOrRead, keptReads } from '../../lib/kept-reads';
import { presentRankingEntry } from './ranking.presenter';
import type { BoardPage, BoardPlaces, BoardRow, RankingRepository } from './ranking.repository';

/** How often the boards are rebuilt from the ledger (and once when the server starts). */
const RANKING_REFRESH_INTERVAL_MS = 5 * 60_000;

/** The points_rankings board name of a period and role group, e.g. `month:doctor`. */
function boardName(period: RankingPeriodValue, role: RankingRoleValue): string {
  return `${RANKING_PERIOD_NAMES[period]}:${role}`;
}

/** No member's id: a row presented for this viewer is masked, as for everyone but its member. */
const NOBODY = 0;

/** Pages of the boards kept at once (12 boards; the first pages are what is read). */
const CACHED_PAGES = 500;
/**
 * A viewer's neighbours are read in blocks of positions, kept and shared by everyone standing in
 * the same block. 1,000 blocks of 100 hold the whole of a 100,000-member board, some 25 MB.
 */
const BLOCK_ROWS = 100;
const CACHED_BLOCKS = 1_000;
/** Every board's places fit: 12 boards, a few bytes a member. */
const CACHED_PLACES = 16;

/** A member's position on a board, from its places (a binary search over the user ids). */
function placeOf(places: BoardPlaces, userId: number): number | undefined {
  let low = 0;
  let high = places.userIds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = places.userIds[middle] ?? 0;
    if (found === userId) return places.positions[middle];
    if (found < userId) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

const pageKey = (board: string, range: { first: number; last: number }) =>
  `${board}|${range.first}|${range.last}`;
const blockKey = (board: string, block: number) => `${board}|${block}`;

/** The positions a viewer's row and neighbours take on a board, and the blocks that hold them. */
interface Span {
  position: number;
  first: number;
  last: number;
  blocks: number[];
}

/** Where a member's row and `neighbours` either side lie; undefined when they are not on the board. */
function spanOf(places: BoardPlaces, userId: number, neighbours: number): Span | undefined {
  const position = placeOf(places, userId);
  if (position === undefined) return undefined;
  const first = Math.max(1, position - neighbours);
  const last = position + neighbours;
  const firstBlock = Math.floor((first - 1) / BLOCK_ROWS);
  const lastBlock = Math.floor((last - 1) / BLOCK_ROWS);
  const blocks: number[] = [];
  for (let block = firstBlock; block <= lastBlock; block++) blocks.push(block);
  return { position, first, last, blocks };
}

/**
 * The span's rows cut from its blocks' rows, or undefined when the member is not at the position
 * the places gave (the places and a block came from different rebuilds).
 */
function cutSpan(blocksRows: BoardRow[][], span: Span, userId: number): BoardRow[] | undefined {
  // Positions run 1, 2, 3… without gaps, so a block's rows are cut by index, not searched.
  const rows = blocksRows.flatMap((blockRows) => {
    const base = blockRows[0]?.position ?? 0;
    return blockRows.slice(Math.max(0, span.first - base), Math.max(0, span.last - base + 1));
  });
  const consistent = rows.some((row) => row.userId === userId && row.position === span.position);
  return consistent ? rows : undefined;
}

/** What the service reads and writes of the boards (RankingRepository; a fake in unit tests). */
export type RankingStore = Pick<
  RankingRepository,
  'rebuild' | 'readPage' | 'readNear' | 'readRange' | 'readPlaces'
>;

/** How the boards are kept in memory between rebuilds (decision 027). */
export interface RankingCacheOptions {
  /** How long anything read of a board is kept (config RANKING_CACHE_MS); 0 reads every time. */
  cacheMs: number;
  /** What a cache may keep instead of `cacheMs` while invalidations may miss this node (decision 031). */
  lifetime?: (normalMs: number) => number;
  /** Tells every node (this one at once) that the boards were rebuilt; each then calls `forget`. */
  announceRebuilt?: () => Promise<void>;
  /** The clock kept reads age by (unit tests); `performance` otherwise. */
  ageClock?: Perf;
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
 *
 * Between rebuilds a board does not change, so it is read once and shared by everyone, each read
 * kept for `cacheMs`: its pages; where each member stands (`BoardPlaces`); and blocks of positions,
 * from which a viewer's own row and neighbours are cut. A meeting's audience opening the board
 * thus costs no query per viewer. A rebuild is announced to every node, which then forgets all
 * three; names and avatars on a board may be that much older than the users' rows.
 */
export class RankingService {
  private readonly pages: KeptReads<string, BoardPage> | null;
  private readonly places: KeptReads<string, BoardPlaces> | null;
  private readonly blocks: KeptReads<string, BoardRow[]> | null;
  private readonly lifetime: (normalMs: number) => number;
  /** Kept rows as others see them (asOthersSee), gone with the rows. */
  private readonly presented = new WeakMap<BoardRow, RankingEntry>();
  /** Kept pages as everyone not on them sees them (pageAsSeenBy), gone with the pages. */
  private readonly presentedPages = new WeakMap<BoardPage, RankingEntry[]>();

  constructor(
    private readonly repository: RankingStore,
    private readonly now: () => Date = () => new Date(),
    private readonly cache: RankingCacheOptions = { cacheMs: 0 },
  ) {
    this.lifetime = cache.lifetime ?? ((normalMs) => normalMs);
    const kept = cache.cacheMs > 0;
    this.pages = kept ? keptReads({ max: CACHED_PAGES, ttl: cache.cacheMs, perf: cache.ageClock }) : null;
    this.places = kept ? keptReads({ max: CACHED_PLACES, ttl: cache.cacheMs, perf: cache.ageClock }) : null;
    this.blocks = kept ? keptReads({ max: CACHED_BLOCKS, ttl: cache.cacheMs, perf: cache.ageClock }) : null;
  }

  /** Whether boards are kept: then their rows, presented once, are the same for every viewer. */
  get sharesRows(): boolean {
    return this.pages !== null;
  }

  /** Drops everything kept of the boards (they were rebuilt, here or on another node). */
  forget(): void {
    this.pages?.clear();
    this.places?.clear();
    this.blocks?.clear();
  }

  /** Rebuilds every board from the ledger as of now (months and weeks in China time). */
  async refresh(): Promise<RankingRefresh> {
    const startedAt = performance.now();
    const now = this.now();
    const rows = await this.repository.rebuild({
      now,
      monthStart: chinaMonthStart(now),
      weekStart: chinaWeekStart(now),
    });
    if (rows !== null) {
      if (this.cache.announceRebuilt) await this.cache.announceRebuilt();
      else this.forget();
    }
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
    const range = { first, last: first + pageSize - 1 };
    // Between rebuilds both are in memory: taken as they are, without a promise each (a meeting's
    // audience opening the board is thousands of these a second).
    let page = this.keptPage(board, range);
    let near = this.keptNear(board, viewer.id, RANKING_NEIGHBOURS);
    if (!page || !near) {
      [page, near] = await Promise.all([
        page ?? this.page(board, range),
        near ?? this.near(board, viewer.id, RANKING_NEIGHBOURS),
      ]);
    }
    const mine = near.find((row) => row.userId === viewer.id);
    const present = (rows: BoardRow[]) =>
      rows.map((row) =>
        row.userId === viewer.id ? presentRankingEntry(row, viewer.id) : this.asOthersSee(row),
      );
    return {
      total: page.size,
      data: this.pageAsSeenBy(page, viewer.id, present),
      period: RANKING_PERIOD_NAMES[period],
      role,
      refreshed_at: page.refreshedAt?.toISOString() ?? null,
      standing: mine ? 'ranked' : this.absence(viewer, role),
      me: mine ? presentRankingEntry(mine, viewer.id) : null,
      above: mine ? present(near.filter((row) => row.position < mine.position)) : [],
      below: mine ? present(near.filter((row) => row.position > mine.position)) : [],
    };
  }

  /**
   * The viewer's standing on the total board of everyone (the annual review's percentile):
   * their rank and how many are ranked, or null when they are not on it.
   */
  async totalStanding(userId: number): Promise<{ rank: number; size: number } | null> {
    const board = boardName(1, 'all');
    const [page, near] = await Promise.all([
      this.page(board, { first: 1, last: 0 }),
      this.near(board, userId, 0),
    ]);
    const mine = near[0];
    return mine ? { rank: mine.rank, size: page.size } : null;
  }

  /** A page as everyone sees it: kept, or read once for all who ask meanwhile. */
  private page(board: string, range: { first: number; last: number }): Promise<BoardPage> {
    return this.kept(this.pages, pageKey(board, range), () => this.repository.readPage(board, range));
  }

  /** The page when it is kept and fresh; undefined sends the caller to `page`. */
  private keptPage(board: string, range: { first: number; last: number }): BoardPage | undefined {
    return this.pages?.get(pageKey(board, range));
  }

  /**
   * The page's rows as this viewer sees them. Presented once per kept page for everyone who is not
   * on it (the same array, so the presenter writes its JSON once too); for a viewer on it, anew.
   */
  private pageAsSeenBy(
    page: BoardPage,
    viewerId: number,
    present: (rows: BoardRow[]) => RankingEntry[],
  ): RankingEntry[] {
    if (!this.sharesRows || page.rows.some((row) => row.userId === viewerId)) return present(page.rows);
    let shared = this.presentedPages.get(page);
    if (!shared) {
      shared = present(page.rows);
      this.presentedPages.set(page, shared);
    }
    return shared;
  }

  /** The viewer's row and neighbours, by position; empty when the viewer is not on the board. */
  private async near(board: string, userId: number, neighbours: number): Promise<BoardRow[]> {
    const { places, blocks } = this;
    if (!places || !blocks) return this.repository.readNear(board, userId, neighbours);
    const boardPlaces = await this.kept(places, board, () => this.repository.readPlaces(board));
    const span = spanOf(boardPlaces, userId, neighbours);
    if (!span) return [];
    const read = await Promise.all(
      span.blocks.map((block) =>
        this.kept(blocks, blockKey(board, block), () =>
          this.repository.readRange(board, block * BLOCK_ROWS + 1, (block + 1) * BLOCK_ROWS),
        ),
      ),
    );
    // Places and blocks come from one rebuild unless it committed between their reads: then the
    // viewer is not where the places said, and their row is read as the board is now.
    return cutSpan(read, span, userId) ?? this.repository.readNear(board, userId, neighbours);
  }

  /**
   * `near` when the board's places and every block it needs are kept and fresh, without a promise;
   * undefined sends the caller to `near` (a read to do, a stale value to renew, an inconsistency).
   */
  private keptNear(board: string, userId: number, neighbours: number): BoardRow[] | undefined {
    const boardPlaces = this.places?.get(board);
    if (!boardPlaces || !this.blocks) return undefined;
    const span = spanOf(boardPlaces, userId, neighbours);
    if (!span) return [];
    const read: BoardRow[][] = [];
    for (const block of span.blocks) {
      const rows = this.blocks.get(blockKey(board, block));
      if (!rows) return undefined;
      read.push(rows);
    }
    return cutSpan(read, span, userId);
  }

  /**
   * A kept read (keptRead: a stale one is answered while one read renews it), or a new one that
   * those asking meanwhile share. A read that a rebuild overtook (`forget` aborts it) or that failed
   * is done again for its caller, uncached. A board changes only when rebuilt, and a rebuild is
   * announced (`forget`), so the lifetime only bounds a missed announcement; waiting on every
   * expiry made all of a board's viewers wait for its places (100,000 members: 50–250 ms).
   */
  private async kept<T extends object>(
    cache: KeptReads<string, T> | null,
    key: string,
    read: () => Promise<T>,
  ): Promise<T> {
    return cache ? keptOrRead(cache, key, read, this.lifetime(this.cache.cacheMs)) : read();
  }

  /**
   * A row as everyone but its member sees it (the name masked), presented once per kept row: a
   * page and its neighbours are the same rows for thousands of viewers between rebuilds.
   */
  private asOthersSee(row: BoardRow): RankingEntry {
    let entry = this.presented.get(row);
    if (!entry) {
      entry = presentRankingEntry(row, NOBODY);
      this.presented.set(row, entry);
    }
    return entry;
  }

  /** Why a viewer without a row is not on the board. */
  private absence(viewer: UserRow, role: RankingRoleValue): RankingStandingValue {
    if (viewer.kind === 'staff') return 'staff';
    if (role !== 'all' && roleGroupOfTitle(viewer.title) !== role) return 'other_role';
    return 'no_points';
  }
}
