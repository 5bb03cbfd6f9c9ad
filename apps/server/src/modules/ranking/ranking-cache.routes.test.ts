import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClock } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { users } from '../users/users.table';
import { rankingFixtures } from './ranking.fixtures';
import { RankingRepository } from './ranking.repository';

// Issue 12: a board changes only when it is rebuilt, so its pages and each viewer's own row are kept
// in memory between rebuilds (RANKING_CACHE_MS) and forgotten the moment a rebuild commits (on
// another node too: scale-out.cluster.test.ts).
const NOW = new Date('2026-06-03T04:00:00Z');
const HOUR_AGO = new Date(NOW.getTime() - 3_600_000);

describe('ranking boards kept between rebuilds', () => {
  let t: TestApp;
  let viewer: SignedIn;
  const { member, award, list } = rankingFixtures(() => t);
  const topHospitals = async () =>
    (await list(1, '', viewer.headers)).body.data.data.map((row) => row.hospital);

  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock(NOW), config: { RANKING_CACHE_MS: 60_000 } });
    viewer = await signIn(t, 'certified', '张伟明');
    await award(await member('李主任', 'chief_physician'), 50, HOUR_AGO);
    await award(viewer.userId, 30, HOUR_AGO);
    await t.services.ranking.refresh();
  });
  afterAll(() => t.close());

  it('serves a page and the viewer’s row from memory until the next rebuild, which shows at once', async () => {
    const before = (await list(1, '', viewer.headers)).body.data;
    expect(before.data.map((row) => row.points)).toEqual([50, 30]);
    expect(before.me).toMatchObject({ rank: 2, points: 30 });

    // Not a rebuild: the kept page still shows the hospital it was read with.
    await t.database.db.update(users).set({ hospitalName: '新医院' }).where(eq(users.name, '李主任'));
    expect(await topHospitals()).toEqual([null, null]);

    // A rebuild is seen by the very next request, with the new name and the new points.
    await award(viewer.userId, 40, HOUR_AGO);
    await t.services.ranking.refresh();
    const after = (await list(1, '', viewer.headers)).body.data;
    expect(after.data.map((row) => row.points)).toEqual([70, 50]);
    expect(after.me).toMatchObject({ rank: 1, points: 70 });
    expect(after.below).toEqual([expect.objectContaining({ points: 50, hospital: '新医院' })]);
  });

  it('reads where every member stands as packed integers, in user id order', async () => {
    const boards = new RankingRepository(t.database.db);
    const ids = (await t.database.db.select({ id: users.id, name: users.name }).from(users))
      .filter((user) => user.name === '李主任' || user.name === '张伟明')
      .map((user) => user.id)
      .sort((a, b) => a - b);
    const places = await boards.readPlaces('total:all');
    expect([...places.userIds]).toEqual(ids);
    // The viewer (70 points) stands first, 李主任 (50) second.
    expect([...places.positions]).toEqual(ids.map((id) => (id === viewer.userId ? 1 : 2)));
    expect(await boards.readPlaces('no such board')).toEqual({
      userIds: new Int32Array(0),
      positions: new Int32Array(0),
    });
  });
});
