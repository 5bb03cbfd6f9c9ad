import type { RankingList } from '@ia/shared';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../modules/points/points.table';
import { buildTestApp, type TestApp, TestClock } from '../test/helper';
import { type SignedIn, signIn } from '../test/sign-in';
import { DEMO_RANKING_MEMBERS, seedRanking } from './ranking-seed';

describe('ranking demo seed', () => {
  let t: TestApp;
  let viewer: SignedIn;
  const board = async (id: number, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/platform/member/ranking-list/${id}${query}`,
      headers: viewer.headers,
    });
    return (response.json() as { data: RankingList }).data;
  };

  beforeAll(async () => {
    // The demo seed writes at the real time; the app's clock must not be behind it.
    t = await buildTestApp({ seedDemo: true, clock: new TestClock(new Date(Date.now() + 60_000)) });
    viewer = await signIn(t, 'certified', '张伟明');
    // What the server's start does: the refresh job runs at once.
    await t.services.jobs.runAll();
  });
  afterAll(() => t.close());

  it('fills every board with members only, with shared ranks', async () => {
    const total = await board(1, '?pageSize=100');
    // The seeded members (staff excluded), plus the campaign seed's participants.
    expect(total.total).toBeGreaterThanOrEqual(DEMO_RANKING_MEMBERS);
    expect(total.data.map((row) => row.name)).not.toContain('周*表');
    const ranks = total.data.map((row) => row.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    for (const role of ['doctor', 'technician', 'nurse']) {
      expect((await board(1, `?role=${role}`)).total).toBeGreaterThan(5);
    }
    expect((await board(2)).total).toBeGreaterThan(20);
    expect((await board(3)).total).toBeGreaterThan(20);
  });

  it('writes its points once', async () => {
    const countSeeded = async () =>
      (
        await t.database.db
          .select({ value: count() })
          .from(pointsLedger)
          .where(like(pointsLedger.sourceKey, 'demo:ranking:%'))
      )[0]?.value;
    const before = await countSeeded();
    expect(await seedRanking(t.database.db, new Date())).toEqual([]);
    expect(await countSeeded()).toBe(before);
  });
});
