import { describe, expect, it } from 'vitest';
import { userRow } from '../../test/users';
import type { BoardPage, BoardPlaces, BoardRow } from './ranking.repository';
import { RankingService, type RankingStore } from './ranking.service';

const BOARD = 'total:all';

/** A total board of `size` members, user id 1000 + position, one point fewer at each position. */
function boardOf(size: number): BoardRow[] {
  return Array.from({ length: size }, (_, index) => ({
    userId: 1000 + index + 1,
    points: size - index,
    rank: index + 1,
    position: index + 1,
    name: `医生${index + 1}`,
    nickname: null,
    avatarUrl: null,
    hospitalName: null,
    title: null,
  }));
}

/** The repository over rows in memory, counting its reads; `rows` can be swapped for a rebuild. */
class FakeBoards implements RankingStore {
  reads = { places: 0, range: 0, near: 0 };

  constructor(public rows: BoardRow[]) {}

  async rebuild(): Promise<number> {
    return this.rows.length;
  }

  async readPage(board: string, page: { first: number; last: number }): Promise<BoardPage> {
    const rows = board === BOARD ? this.rows : [];
    return { size: rows.length, refreshedAt: null, rows: this.between(rows, page.first, page.last) };
  }

  async readRange(board: string, first: number, last: number): Promise<BoardRow[]> {
    this.reads.range++;
    return board === BOARD ? this.between(this.rows, first, last) : [];
  }

  async readPlaces(board: string): Promise<BoardPlaces> {
    this.reads.places++;
    const rows = board === BOARD ? [...this.rows].sort((a, b) => a.userId - b.userId) : [];
    return {
      userIds: Int32Array.from(rows, (row) => row.userId),
      positions: Int32Array.from(rows, (row) => row.position),
    };
  }

  async readNear(board: string, userId: number, neighbours: number): Promise<BoardRow[]> {
    this.reads.near++;
    const mine = board === BOARD ? this.rows.find((row) => row.userId === userId) : undefined;
    return mine ? this.between(this.rows, mine.position - neighbours, mine.position + neighbours) : [];
  }

  private between(rows: BoardRow[], first: number, last: number): BoardRow[] {
    return rows.filter((row) => row.position >= first && row.position <= last);
  }
}

const query = { current: 1, pageSize: 3, role: 'all' as const };
const viewer = (userId: number) => userRow({ id: userId, kind: 'member' });

describe('a viewer’s standing from the kept board', () => {
  it('cuts the neighbours from blocks read once for everyone, across a block’s edge', async () => {
    const boards = new FakeBoards(boardOf(250));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });

    // Position 100 is the last of the first block of 100; its neighbours reach into the second.
    const list = await service.list(viewer(1100), 1, query);
    expect(list.me).toMatchObject({ rank: 100 });
    expect(list.above.map((row) => row.rank)).toEqual([98, 99]);
    expect(list.below.map((row) => row.rank)).toEqual([101, 102]);

    // Everyone else in those blocks, and everyone's place, come from memory.
    for (const userId of [1001, 1050, 1101, 1198]) await service.list(viewer(userId), 1, query);
    expect(boards.reads).toEqual({ places: 1, range: 2, near: 0 });
    expect(await service.totalStanding(1250)).toEqual({ rank: 250, size: 250 });
    expect(boards.reads).toEqual({ places: 1, range: 3, near: 0 });
  });

  it('answers a member who is not on the board without reading a block', async () => {
    const boards = new FakeBoards(boardOf(10));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });

    const list = await service.list(viewer(42), 1, query);
    expect(list).toMatchObject({ standing: 'no_points', me: null, above: [], below: [] });
    expect(boards.reads.range).toBe(0);
  });

  it('reads the board anew after a rebuild is announced', async () => {
    const boards = new FakeBoards(boardOf(10));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });
    expect((await service.list(viewer(1005), 1, query)).me).toMatchObject({ rank: 5 });

    boards.rows = swapped(boards.rows, 1005, 1001);
    service.forget();
    expect((await service.list(viewer(1005), 1, query)).me).toMatchObject({ rank: 1 });
  });

  it('answers a read gone stale at once while one read renews it, and waits once it is too old', async () => {
    const boards = new FakeBoards(boardOf(10));
    const clock = { ms: 1, now: () => clock.ms };
    const service = new RankingService(boards, () => new Date(), { cacheMs: 1000, ageClock: clock });
    const rankOf = async (userId: number) => (await service.list(viewer(userId), 1, query)).me?.rank;
    // lru-cache reuses its last reading of the clock for a millisecond.
    const moveClockTo = (ms: number) => {
      clock.ms = ms;
      return new Promise((resolve) => setTimeout(resolve, 5));
    };
    expect(await rankOf(1005)).toBe(5);

    // A rebuild whose announcement this node missed; the places and the block are half a lifetime stale.
    boards.rows = swapped(boards.rows, 1005, 1001);
    await moveClockTo(1501);
    expect(await rankOf(1005)).toBe(5);
    expect(boards.reads).toMatchObject({ places: 2, range: 2 });
    await moveClockTo(1502);
    expect(await rankOf(1005)).toBe(1);

    // More than a lifetime past stale: nothing that old is answered.
    boards.rows = swapped(boards.rows, 1005, 1001);
    await moveClockTo(1502 + 2100);
    expect(await rankOf(1005)).toBe(5);
    expect(boards.reads).toMatchObject({ places: 3, range: 3, near: 0 });
  });

  it('reads the viewer’s rows directly when the places and a block come from different rebuilds', async () => {
    const boards = new FakeBoards(boardOf(200));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });
    await service.totalStanding(1001); // keeps the places, and the first block

    // A rebuild commits but its announcement has not reached this node yet: the second block is
    // read from the new board, where the viewer at position 150 moved to the top.
    boards.rows = swapped(boards.rows, 1150, 1001);
    const list = await service.list(viewer(1150), 1, query);
    expect(list.me).toMatchObject({ rank: 1 });
    expect(boards.reads).toEqual({ places: 1, range: 2, near: 1 });
  });
});

describe('names on the board', () => {
  it('shows each viewer their own name and everyone else’s masked, from rows presented once', async () => {
    const boards = new FakeBoards(boardOf(5));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });

    const first = await service.list(viewer(1002), 1, query);
    expect(first.data.map((row) => [row.name, row.me])).toEqual([
      ['医*1', false],
      ['医生2', true],
      ['医*3', false],
    ]);
    expect(first.me).toMatchObject({ name: '医生2', me: true });

    const second = await service.list(viewer(1003), 1, query);
    expect(second.data.map((row) => [row.name, row.me])).toEqual([
      ['医*1', false],
      ['医*2', false],
      ['医生3', true],
    ]);
    expect(second.above.at(-1)).toEqual(second.data[1]);
    // What both see alike is the same presented row.
    expect(second.data[0]).toBe(first.data[0]);
  });

  it('presents a page once for everyone not on it, each still with their own row', async () => {
    const boards = new FakeBoards(boardOf(300));
    const service = new RankingService(boards, () => new Date(), { cacheMs: 60_000 });

    const tenth = await service.list(viewer(1010), 1, query);
    const readsAfterFirst = { ...boards.reads };
    const hundredFiftieth = await service.list(viewer(1150), 1, query);
    expect(hundredFiftieth.data).toBe(tenth.data);
    expect(hundredFiftieth.data.every((row) => !row.me && row.name.includes('*'))).toBe(true);
    expect([tenth.me?.name, hundredFiftieth.me?.name]).toEqual(['医生10', '医生150']);
    expect(hundredFiftieth.above.map((row) => row.position)).toEqual([148, 149]);
    // The second viewer's block was read; the places and the page were not read again.
    expect(boards.reads.places).toBe(readsAfterFirst.places);
    expect(boards.reads.range).toBe(readsAfterFirst.range + 1);
  });
});

/** The board with two members' places exchanged, as a rebuild might leave it. */
function swapped(rows: BoardRow[], oneId: number, otherId: number): BoardRow[] {
  return rows.map((row) => {
    if (row.userId === oneId) return { ...row, userId: otherId };
    if (row.userId === otherId) return { ...row, userId: oneId };
    return row;
  });
}
