import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { pointsLedger } from './points.table';
import { campaignContentSource, campaignFormSource } from './points-sources';

// The ledger on a real database (PGlite and PostgreSQL): awards happen once per source, however
// concurrently they are asked for, and campaign rankings order ties by who reached the score first.
describe('points ledger', () => {
  let t: TestApp;
  let zhang: SignedIn;
  let li: SignedIn;
  let wang: SignedIn;

  const rowsOf = (userId: number) =>
    t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));

  beforeAll(async () => {
    t = await buildTestApp();
    zhang = await signIn(t, 'certified', '张伟明');
    li = await signIn(t, 'certified', '李静');
    wang = await signIn(t, 'certified', '王小红');
  });
  afterAll(() => t.close());

  it('awards a source once and answers what this call awarded', async () => {
    const points = t.services.points;
    expect(await points.award(zhang.userId, 5, '活动报名', campaignFormSource(1), 1)).toBe(5);
    expect(await points.award(zhang.userId, 5, '活动报名', campaignFormSource(1), 1)).toBe(0);
    // Another user, or another source, is another award.
    expect(await points.award(li.userId, 5, '活动报名', campaignFormSource(1), 1)).toBe(5);
    expect(await points.award(zhang.userId, 10, '学习', campaignContentSource(1, 7), 1)).toBe(10);
    // Nothing to write for no points.
    expect(await points.award(zhang.userId, 0, '无', 'nothing:0', 1)).toBe(0);
    expect((await rowsOf(zhang.userId)).map((row) => [row.sourceKey, row.points])).toEqual([
      ['campaign:1:form', 5],
      ['campaign:1:content:7', 10],
    ]);
  });

  it('awards once when asked for the same source concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.services.points.award(wang.userId, 7, '并发', 'campaign:2:form', 2)),
    );
    expect(results.filter((value) => value > 0)).toEqual([7]);
    expect(await rowsOf(wang.userId)).toHaveLength(1);
  });

  it('keeps a reason within the column, cutting by characters', async () => {
    const long = '学'.repeat(150);
    await t.services.points.award(li.userId, 1, long, 'long:reason', null);
    const [row] = await t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, li.userId), eq(pointsLedger.sourceKey, 'long:reason')));
    expect(row?.reason).toBe('学'.repeat(100));
    expect(row?.campaignId).toBeNull();
  });

  it('ranks a campaign by points, the earlier last award first on a tie, each rank its place (issue 16)', async () => {
    const campaignId = 3;
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 2, minutes));
    await t.database.db.insert(pointsLedger).values([
      { userId: li.userId, points: 10, reason: 'a', sourceKey: 'r:1', campaignId, createdAt: at(5) },
      { userId: zhang.userId, points: 10, reason: 'a', sourceKey: 'r:1', campaignId, createdAt: at(1) },
      { userId: wang.userId, points: 15, reason: 'a', sourceKey: 'r:1', campaignId, createdAt: at(9) },
      // Deductions that leave a user without a positive total keep them off the list.
      { userId: wang.userId, points: -15, reason: 'b', sourceKey: 'r:2', campaignId: 4, createdAt: at(1) },
      { userId: wang.userId, points: 15, reason: 'b', sourceKey: 'r:3', campaignId: 4, createdAt: at(1) },
      { userId: li.userId, points: 3, reason: 'c', sourceKey: 'r:4', campaignId: 4, createdAt: at(1) },
      { userId: wang.userId, points: -15, reason: 'b', sourceKey: 'r:5', campaignId: 4, createdAt: at(2) },
    ]);
    const page = await t.services.points.campaignRanking(campaignId, 10, 0);
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => [row.rank, row.userId, row.points])).toEqual([
      [1, wang.userId, 15],
      [2, zhang.userId, 10],
      [3, li.userId, 10],
    ]);
    expect(await t.services.points.campaignStanding(campaignId, li.userId)).toMatchObject({
      rank: 3,
      points: 10,
    });
    const other = await t.services.points.campaignRanking(4, 10, 0);
    expect(other.rows.map((row) => row.userId)).toEqual([li.userId]);
    expect(await t.services.points.campaignStanding(4, wang.userId)).toBeUndefined();
  });
});
