import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsRankings, users } from '../../db/schema';

/** Names the board rebuild among PostgreSQL advisory locks: one rebuild at a time across processes. */
const RANKING_REFRESH_LOCK_ID = 7_420_260_006;

/** One row of a board with what the list shows of its user. */
export interface BoardRow {
  userId: number;
  points: number;
  rank: number;
  position: number;
  name: string | null;
  nickname: string | null;
  avatarUrl: string | null;
  hospitalName: string | null;
  title: string | null;
}

interface BoardSqlRow {
  user_id: number;
  points: number;
  rank: number;
  position: number;
  name: string | null;
  nickname: string | null;
  avatar_url: string | null;
  hospital_name: string | null;
  title: string | null;
}

/** The instants the rebuild ranks from: monthly and weekly boards count awards since these. */
export interface RefreshWindow {
  now: Date;
  monthStart: Date;
  weekStart: Date;
}

/**
 * Where each member of a board stands: user ids in ascending order and, at the same index, their
 * positions. A few bytes a member, so a viewer's place is found in memory by a binary search.
 */
export interface BoardPlaces {
  userIds: Int32Array;
  positions: Int32Array;
}

/** A page of a board as everyone sees it: the board's size, when it was rebuilt, and the page's rows. */
export interface BoardPage {
  size: number;
  refreshedAt: Date | null;
  rows: BoardRow[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const byPosition = (a: BoardRow, b: BoardRow) => a.position - b.position;

/** Big-endian 32-bit integers packed one after another (PostgreSQL's int4send), as an Int32Array. */
function unpackInt32s(bytes: Uint8Array | null | undefined): Int32Array {
  if (!bytes) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numbers = new Int32Array(bytes.byteLength >>> 2);
  for (let index = 0; index < numbers.length; index++) numbers[index] = view.getInt32(index * 4);
  return numbers;
}

function presentBoardRow(row: BoardSqlRow): BoardRow {
  return {
    userId: Number(row.user_id),
    points: Number(row.points),
    rank: Number(row.rank),
    position: Number(row.position),
    name: row.name,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
    hospitalName: row.hospital_name,
    title: row.title,
  };
}

/**
 * The role group of users.title in SQL; the same rule as roleGroupOfTitle in packages/shared
 * (`*physician` doctor, `*technician*` technician, `*nurse` nurse, else none).
 */
const roleOfTitle = sql`case
  when u.title like '%physician' then 'doctor'
  when u.title like '%technician%' then 'technician'
  when u.title like '%nurse' then 'nurse'
end`;

/**
 * The points_rankings table: rebuilt whole from the ledger in one transaction (readers keep the
 * previous boards until it commits), read by index only — a page is a range of positions, the
 * viewer a primary-key lookup, the neighbours a range around the viewer's position.
 */
export class RankingRepository {
  /**
   * A viewer's row and neighbours: a different viewer's on every request when a meeting's audience
   * opens the board, so it is prepared once per connection rather than planned each time (planning
   * it took 1 ms of PostgreSQL's time, its execution 0.2 ms, on the 100,000-member bench board).
   */
  private readonly near;
  /** A range of positions with their users, the same for everyone: prepared like `near`. */
  private readonly range;
  private readonly places;

  constructor(private readonly db: Database) {
    const r = pointsRankings;
    const board = sql.placeholder('board');
    const mine = sql`(select ${r.position} from ${r} where ${r.board} = ${board} and ${r.userId} = ${sql.placeholder('userId')})`;
    const neighbours = sql.placeholder('neighbours');
    const rowsWithUsers = () =>
      db
        .select({
          user_id: r.userId,
          points: r.points,
          rank: r.rank,
          position: r.position,
          name: users.name,
          nickname: users.nickname,
          avatar_url: users.avatarUrl,
          hospital_name: users.hospitalName,
          title: users.title,
        })
        .from(r)
        .innerJoin(users, eq(users.id, r.userId));
    this.near = rowsWithUsers()
      .where(
        and(
          eq(r.board, board),
          between(r.position, sql`${mine} - ${neighbours}::int`, sql`${mine} + ${neighbours}::int`),
        ),
      )
      .prepare('ranking_near');
    this.range = rowsWithUsers()
      .where(and(eq(r.board, board), between(r.position, sql.placeholder('first'), sql.placeholder('last'))))
      .prepare('ranking_range');
    // One row of two byte strings (each id or position as 4 big-endian bytes) rather than a row per
    // member: 100,000 rows took the server 90–190 ms of CPU to decode, the packed ones 20–50 ms.
    const packed = (column: typeof r.userId | typeof r.position) =>
      sql<Uint8Array | null>`string_agg(int4send(${column}), ''::bytea order by ${r.userId})`;
    this.places = db
      .select({ userIds: packed(r.userId), positions: packed(r.position) })
      .from(r)
      .where(eq(r.board, board))
      .prepare('ranking_places');
  }

  /**
   * Rebuilds every board: each member's (never staff) sum of points in total, since the month's
   * and since the week's start; users with no positive sum are not on a board. `rank()` gives
   * ties a shared rank (1, 2, 3, 3, 5); `position` orders ties by the earlier last award, then
   * the user id. Answers the rows written, or null when another process is rebuilding right now.
   */
  async rebuild(window: RefreshWindow): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const locked = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${RANKING_REFRESH_LOCK_ID}) as locked`),
      )[0];
      if (!locked?.locked) return null;
      await tx.execute(sql`delete from points_rankings`);
      const now = window.now.toISOString();
      const month = window.monthStart.toISOString();
      const week = window.weekStart.toISOString();
      const inserted = await tx.execute(sql`
        with sums as (
          select l.user_id,
            sum(l.points) as total_points,
            max(l.created_at) as total_last,
            sum(l.points) filter (where l.created_at >= ${month}::timestamptz) as month_points,
            max(l.created_at) filter (where l.created_at >= ${month}::timestamptz) as month_last,
            sum(l.points) filter (where l.created_at >= ${week}::timestamptz) as week_points,
            max(l.created_at) filter (where l.created_at >= ${week}::timestamptz) as week_last
          from points_ledger l
          where l.created_at <= ${now}::timestamptz
          group by l.user_id
        ),
        members as (
          select s.*, ${roleOfTitle} as role
          from sums s
          join users u on u.id = s.user_id
          where u.kind = 'member'
        ),
        periods as (
          select 'total' as period, user_id, role, total_points as points, total_last as last_at
          from members where total_points > 0
          union all
          select 'month', user_id, role, month_points, month_last from members where month_points > 0
          union all
          select 'week', user_id, role, week_points, week_last from members where week_points > 0
        ),
        boards as (
          select period || ':all' as board, user_id, points, last_at from periods
          union all
          select period || ':' || role, user_id, points, last_at from periods where role is not null
        )
        insert into points_rankings (board, user_id, points, rank, position, refreshed_at)
        select board, user_id, points::int,
          rank() over (partition by board order by points desc),
          row_number() over (partition by board order by points desc, last_at asc, user_id asc),
          ${now}::timestamptz
        from boards
        returning 1`);
      // The table changed wholesale: fresh statistics keep the readers' plans on the indexes.
      await tx.execute(sql`analyze points_rankings`);
      return rowsOf(inserted).length;
    });
  }

  /**
   * What every viewer of a page sees, in one statement that only probes indexes: the board's size
   * (its last position), when it was rebuilt, and the rows of a page (a range of positions).
   */
  async readPage(board: string, page: { first: number; last: number }): Promise<BoardPage> {
    const result = await this.db.execute(sql`
      select 'meta' as part, null::int as user_id, null::int as points, null::int as rank,
        coalesce((select position from points_rankings where board = ${board} order by position desc limit 1), 0)
          as position,
        null as name, null as nickname, null as avatar_url, null as hospital_name, null as title,
        coalesce(
          (select refreshed_at from points_rankings where board = ${board} and position = 1),
          (select refreshed_at from points_rankings where board = 'total:all' and position = 1)
        ) as refreshed_at
      union all
      select 'page', r.user_id, r.points, r.rank, r.position,
        u.name, u.nickname, u.avatar_url, u.hospital_name, u.title, null
      from points_rankings r
      -- A lateral primary-key lookup per row of the page: never a scan of users.
      cross join lateral (
        select name, nickname, avatar_url, hospital_name, title from users where id = r.user_id
      ) u
      where r.board = ${board} and r.position between ${page.first} and ${page.last}`);
    const rows = rowsOf<BoardSqlRow & { part: string; refreshed_at: Date | string | null }>(result);
    const meta = rows.find((row) => row.part === 'meta');
    return {
      size: Number(meta?.position ?? 0),
      refreshedAt: meta?.refreshed_at ? new Date(meta.refreshed_at) : null,
      rows: rows
        .filter((row) => row.part === 'page')
        .map(presentBoardRow)
        .sort(byPosition),
    };
  }

  /** The rows at positions `first` to `last` of a board, by position. */
  async readRange(board: string, first: number, last: number): Promise<BoardRow[]> {
    const rows = await this.range.execute({ board, first, last });
    return rows.map(presentBoardRow).sort(byPosition);
  }

  /** Where every member of a board stands (user ids in ascending order). */
  async readPlaces(board: string): Promise<BoardPlaces> {
    const [packed] = await this.places.execute({ board });
    return { userIds: unpackInt32s(packed?.userIds), positions: unpackInt32s(packed?.positions) };
  }

  /**
   * The viewer's row with `neighbours` rows either side (a primary-key lookup, then a range of
   * positions around it), by position; empty when the viewer is not on the board.
   */
  async readNear(board: string, userId: number, neighbours: number): Promise<BoardRow[]> {
    const rows = await this.near.execute({ board, userId, neighbours });
    return rows.map(presentBoardRow).sort(byPosition);
  }
}
