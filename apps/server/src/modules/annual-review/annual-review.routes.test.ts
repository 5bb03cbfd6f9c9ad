import { type AnnualReview, type AnnualReviewVisit, ErrorCode, TypeMap } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClock } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { medals, userMedals } from '../achievements/achievements.table';
import { courseCategories } from '../categories/categories.table';
import { contents } from '../content/content.table';
import { learnLogs } from '../learning/learning.table';
import { pointsLedger } from '../points/points.table';
import { percentileOfRank } from './annual-review.service';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

// 10 December 2025 in China: the current year is 2025.
const NOW = new Date('2025-12-10T04:00:00Z');

describe('annual review (year/h5/data/{year})', () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  let quiet: SignedIn;
  let sequence = 0;

  async function log(
    userId: number,
    contentId: number,
    type: number,
    action: string,
    seconds: number,
    at: string,
    timeType = 2,
  ) {
    sequence++;
    await t.database.db.insert(learnLogs).values({
      userId,
      contentId,
      type,
      actionType: action,
      totalSeconds: seconds,
      timeType,
      createdAt: new Date(at),
      clientSessionId: `s${sequence}`,
      sequence: 1,
    });
  }
  async function get(year: number | string, headers = member.headers) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/platform/year/h5/data/${year}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as Envelope<AnnualReview> };
  }
  async function post(path: string, headers = member.headers) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/platform/year/h5/data/${path}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as Envelope<AnnualReviewVisit> };
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock(NOW) });
    member = await signIn(t, 'certified', '张伟明');
    other = await signIn(t, 'certified', '李静');
    quiet = await signIn(t, 'certified', '王安静');
    const [chest, neuro] = await t.database.db
      .insert(courseCategories)
      .values([{ name: '胸部影像' }, { name: '神经影像' }])
      .returning({ id: courseCategories.id });
    const inserted = await t.database.db
      .insert(contents)
      .values([
        { listType: TypeMap.COURSE, title: '课程一', categoryId: chest?.id },
        { listType: TypeMap.CASE, title: '病例一', categoryId: neuro?.id },
        { listType: TypeMap.CASE, title: '病例二', categoryId: neuro?.id },
      ])
      .returning({ id: contents.id });
    const [course, case1, case2] = inserted.map((row) => row.id) as [number, number, number];
    const id = member.userId;
    // 2025 in China time. 31 Dec 2024 16:30 UTC is already 1 January 2025 in China.
    await log(id, course, TypeMap.COURSE, 'VIEW', 0, '2024-12-31T16:30:00Z');
    await log(id, course, TypeMap.COURSE, 'LEARN', 600, '2024-12-31T16:31:00Z');
    await log(id, case1, TypeMap.CASE, 'LEARN', 1200, '2025-03-05T02:00:00Z');
    await log(id, case1, TypeMap.CASE, 'LEARN', 1200, '2025-03-06T02:00:00Z');
    await log(id, case2, TypeMap.CASE, 'VIEW', 0, '2025-03-07T02:00:00Z');
    await log(id, 9, TypeMap.MEETING, 'MEETING_VIEW', 900, '2025-07-01T02:00:00Z', 1);
    await log(id, 9, TypeMap.MEETING, 'MEETING_VIEW', 300, '2025-07-02T02:00:00Z', 2);
    await log(id, 10, TypeMap.MEETING, 'MEETING_VIEW', 300, '2025-07-03T02:00:00Z', 2);
    // Not 2025 in China: 31 Dec 2024 15:59 UTC, and 1 Jan 2026 00:00 China (31 Dec 2025 16:00 UTC).
    await log(id, course, TypeMap.COURSE, 'LEARN', 6000, '2024-12-31T15:59:00Z');
    await log(id, course, TypeMap.COURSE, 'LEARN', 6000, '2025-12-31T16:00:00Z');
    // Someone else's learning is not the member's.
    await log(other.userId, course, TypeMap.COURSE, 'LEARN', 9999, '2025-05-01T02:00:00Z');

    await t.database.db.insert(pointsLedger).values([
      { userId: id, points: 30, reason: 'a', sourceKey: 'a', createdAt: new Date('2025-02-01T02:00:00Z') },
      { userId: id, points: 12, reason: 'b', sourceKey: 'b', createdAt: new Date('2025-08-01T02:00:00Z') },
      { userId: id, points: 99, reason: 'c', sourceKey: 'c', createdAt: new Date('2024-06-01T02:00:00Z') },
      {
        userId: other.userId,
        points: 500,
        reason: 'a',
        sourceKey: 'a',
        createdAt: new Date('2025-02-01T02:00:00Z'),
      },
    ]);
    const medalRows = await t.database.db
      .insert(medals)
      .values([
        { name: '病例新秀', criterion: 'cases_read', threshold: 1, status: 1 },
        { name: '学习达人', criterion: 'learning_minutes', threshold: 600, status: 1 },
        { name: '旧勋章', criterion: 'learning_minutes', threshold: 1, status: 1 },
      ])
      .returning({ id: medals.id });
    const [m1, m2, m3] = medalRows.map((row) => row.id) as [number, number, number];
    await t.database.db.insert(userMedals).values([
      { userId: id, medalId: m1, earnedAt: new Date('2025-03-05T03:00:00Z') },
      { userId: id, medalId: m2, earnedAt: new Date('2025-09-05T03:00:00Z') },
      { userId: id, medalId: m3, earnedAt: new Date('2024-09-05T03:00:00Z') },
    ]);
    await t.services.ranking.refresh();
  });
  afterAll(() => t.close());

  it('computes the year in numbers from the logs, in China time', async () => {
    const { body } = await get(2025);
    expect(body.code).toBe(1000);
    const review = body.data;
    expect(review).toMatchObject({
      year: 2025,
      name: '张伟明',
      first_day: '2025-01-01',
      learning_minutes: 50,
      meeting_minutes: 25,
      contents: 3,
      cases: 2,
      meetings_live: 1,
      meetings_replayed: 2,
      active_days: 7,
      medals: 2,
      medal_names: ['学习达人', '病例新秀'],
      points: 42,
      favourite_category: { name: '神经影像', minutes: 40 },
      busiest_month: { month: 3, minutes: 40 },
      finished: false,
    });
    expect(review.monthly_minutes).toEqual([10, 0, 40, 0, 0, 0, 25, 0, 0, 0, 0, 0]);
    // Total board: 李静 500, the member 141 (2024 and 2025): second of two, ahead of 0 %.
    expect(review.rank_percentile).toBe(0);
    expect((await get(2025, other.headers)).body.data.rank_percentile).toBe(100);
  });

  it('serves any year: a past year from its own logs, without a percentile', async () => {
    const { body } = await get(2024);
    expect(body.data).toMatchObject({
      year: 2024,
      learning_minutes: 100,
      points: 99,
      medals: 1,
      medal_names: ['旧勋章'],
      rank_percentile: null,
      first_day: '2024-06-01',
      busiest_month: { month: 12, minutes: 100 },
    });
  });

  it('answers a quiet year with zeros and nulls', async () => {
    const { body } = await get(2025, quiet.headers);
    expect(body.data).toMatchObject({
      learning_minutes: 0,
      contents: 0,
      medals: 0,
      points: 0,
      first_day: null,
      busiest_month: null,
      favourite_category: null,
      rank_percentile: null,
    });
    expect(body.data.monthly_minutes).toEqual(Array.from({ length: 12 }, () => 0));
  });

  it('records openings and the first time the end is reached', async () => {
    const first = await post('2025/view/log');
    expect(first.body.data).toMatchObject({
      year: 2025,
      views: 1,
      first_viewed_at: NOW.toISOString(),
      finished_at: null,
    });
    t.clock.advance(60_000);
    const second = await post('2025/view/log');
    expect(second.body.data).toMatchObject({ views: 2, first_viewed_at: NOW.toISOString() });
    const finished = await post('2025/finished');
    const finishedAt = new Date(NOW.getTime() + 60_000).toISOString();
    expect(finished.body.data).toMatchObject({ views: 2, finished_at: finishedAt });
    t.clock.advance(60_000);
    expect((await post('2025/finished')).body.data.finished_at).toBe(finishedAt);
    expect((await get(2025)).body.data.finished).toBe(true);
    // Per year and per user.
    expect((await get(2024)).body.data.finished).toBe(false);
    expect((await get(2025, other.headers)).body.data.finished).toBe(false);
  });

  it('refuses years outside 2020 … the current China year in the envelope', async () => {
    for (const year of ['2019', '2026', 'abc', '2025.5']) {
      const { status, body } = await get(year);
      expect(status).toBe(400);
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await post('2026/view/log')).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await post('2019/finished')).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await get(2020)).body.code).toBe(1000);
  });

  it('turns a rank into the share of members one is ahead of', () => {
    expect(percentileOfRank(1, 1)).toBe(100);
    expect(percentileOfRank(1, 60)).toBe(100);
    expect(percentileOfRank(60, 60)).toBe(0);
    expect(percentileOfRank(3, 5)).toBe(50);
  });
});
