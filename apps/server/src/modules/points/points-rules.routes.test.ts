import type { ScoreLogPage, SignInResult } from '@ia/shared';
import { and, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../test/helper';
import { operatorCookies, type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { insertContent } from '../content/content.fixtures';
import { learnLogs } from '../learning/learning.table';
import { PointsRepository } from './points.repository';
import { pointsLedger, pointsRules } from './points.table';

const PLATFORM = '/api/platform';
const DAY_MS = 86_400_000;

// Points by rule on a real database: exactly once per source, caps held under concurrency,
// disabled rules awarding nothing, console edits applying at once, the sign-in, the score log,
// the popup's unseen awards, and the reconciler of learning and meeting minutes.
describe('points rules, sign-in and the score log', () => {
  let t: TestApp;
  let cookies: Awaited<ReturnType<typeof operatorCookies>>;

  beforeAll(async () => {
    // The demo seed brings the operators and the default rules and tasks.
    t = await buildTestApp({ seedDemo: true });
    cookies = await operatorCookies(t);
  });
  afterAll(() => t.close());

  const ledgerOf = (userId: number, action?: string) =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), action ? eq(pointsLedger.action, action) : undefined));
  const pointsOf = async (userId: number, action: string) => {
    const [row] = await t.database.db
      .select({ total: sum(pointsLedger.points) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.action, action)));
    return Number(row?.total ?? 0);
  };
  /** A rule changed in the database behind the console's back, which the service is then told of. */
  const setRule = async (action: string, values: Partial<typeof pointsRules.$inferInsert>) => {
    await t.database.db.update(pointsRules).set(values).where(eq(pointsRules.action, action));
    t.services.points.forgetRules();
  };
  /** A LEARN log of 185 s now: three whole minutes for the reconciler to award. */
  const learnedThreeMinutes = (member: SignedIn, contentId: number) =>
    t.database.db.insert(learnLogs).values({
      userId: member.userId,
      contentId,
      type: 1,
      actionType: 'LEARN',
      totalSeconds: 185,
      createdAt: t.clock.now(),
    });
  const post = (url: string, who: SignedIn, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PLATFORM}/${url}`, headers: who.headers, payload });
  const get = (url: string, who: SignedIn) =>
    t.app.inject({ method: 'GET', url: `${PLATFORM}/${url}`, headers: who.headers });

  it('signs in once per China day, awards SIGN_IN once, and counts the streak', async () => {
    t.clock.set('2026-06-01T02:00:00.000Z');
    const member = await signIn(t, 'certified', '签到者');
    const before = await get('member/login-log/check', member);
    expect(before.json().data).toMatchObject({ signed: 0, streak: 0, points: 2, day: '2026-06-01' });

    const results = await Promise.all(Array.from({ length: 5 }, () => post('member/login-log', member)));
    const answers = results.map((response) => response.json().data as SignInResult);
    expect(answers.filter((answer) => answer.first)).toHaveLength(1);
    expect(answers.map((answer) => answer.score).sort()).toEqual([0, 0, 0, 0, 2]);
    expect(answers.every((answer) => answer.signed === 1 && answer.streak === 1)).toBe(true);
    expect(await pointsOf(member.userId, 'SIGN_IN')).toBe(2);

    // 23:59 China time is still the same day; one minute later is the next.
    t.clock.set('2026-06-01T15:59:00.000Z');
    expect((await post('member/login-log', member)).json().data).toMatchObject({ first: false, score: 0 });
    t.clock.set('2026-06-01T16:00:00.000Z');
    const next = (await post('member/login-log', member)).json().data as SignInResult;
    expect(next).toMatchObject({ first: true, score: 2, streak: 2, day: '2026-06-02' });
    t.clock.set('2026-06-01T02:00:00.000Z');
  });

  it('awards a VIEW once per item and day, however often it is replayed, and lists it with its reason', async () => {
    const member = await signIn(t, 'certified', '浏览者');
    const content = await insertContent(t.database.db, { title: '胸部 CT 入门' });
    const view = { content_id: content.id, type: 1, action_type: 'VIEW' };
    const first = await post('score-log', member, view);
    expect(first.json()).toMatchObject({ code: 1000, data: { score: 1 } });
    for (let i = 0; i < 3; i++) {
      expect((await post('score-log', member, view)).json().data).toEqual({ score: 0 });
    }
    // Opening the content for learning is the same VIEW: nothing more.
    const opened = await post('learnlog/create', member, { content_id: content.id, type: 1 });
    expect(opened.json().data.score).toBeUndefined();
    // A click earns nothing.
    expect((await post('score-log', member, { ...view, action_type: 'click' })).json().data).toEqual({
      score: 0,
    });

    const log = (await get('score-log/scorelog', member)).json().data as ScoreLogPage;
    expect(log.total).toBe(1);
    expect(log.points_total).toBe(1);
    expect(log.points_today).toBe(1);
    expect(log.data[0]).toMatchObject({ points: 1, action: 'VIEW', reason: '浏览内容《胸部 CT 入门》' });
  });

  it('refuses a VIEW of an item that does not exist or bad input, in the envelope', async () => {
    const member = await signIn(t, 'certified');
    const missing = await post('score-log', member, { content_id: 999_999, type: 1 });
    expect(missing.json().code).toBe(40400);
    const bad = await post('score-log', member, { content_id: 'x', type: 9 });
    expect(bad.json().code).toBe(40000);
    expect(await ledgerOf(member.userId)).toHaveLength(0);
  });

  it('holds the daily cap under concurrent requests', async () => {
    const member = await signIn(t, 'certified', '并发浏览');
    const items = await Promise.all(Array.from({ length: 15 }, () => insertContent(t.database.db)));
    const results = await Promise.all(
      items.map((item) => post('score-log', member, { content_id: item.id, type: 1 })),
    );
    const scores = results.map((response) => response.json().data.score as number);
    expect(scores.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await pointsOf(member.userId, 'VIEW')).toBe(10);
    // The next China day has a fresh cap.
    t.clock.advance(DAY_MS);
    const tomorrow = await insertContent(t.database.db);
    expect((await post('score-log', member, { content_id: tomorrow.id, type: 1 })).json().data.score).toBe(1);
    t.clock.advance(-DAY_MS);
  });

  it('holds the per-item cap across days, the requests of each day racing', async () => {
    const member = await signIn(t, 'certified', '单项上限');
    const content = await insertContent(t.database.db);
    await setRule('VIEW', { perItemCap: 2, dailyCap: null });
    try {
      // Each day is a new source, but the item's cap (2) stops the third.
      const days = [0, 1, 2, 3].map((offset) => offset * DAY_MS);
      let total = 0;
      for (const offset of days) {
        t.clock.advance(offset);
        const replies = await Promise.all(
          Array.from({ length: 3 }, () => post('score-log', member, { content_id: content.id, type: 1 })),
        );
        total += replies.reduce((sumOfScores, reply) => sumOfScores + (reply.json().data.score as number), 0);
        t.clock.advance(-offset);
      }
      expect(total).toBe(2);
      expect(await pointsOf(member.userId, 'VIEW')).toBe(2);
    } finally {
      await setRule('VIEW', { perItemCap: 1, dailyCap: 10 });
    }
  });

  it('cuts the last award to what still fits under the cap', async () => {
    const member = await signIn(t, 'certified', '评论者');
    const content = await insertContent(t.database.db, { commentsEnabled: true });
    await setRule('COMMENT', { points: 4, dailyCap: 10 });
    try {
      const scores: number[] = [];
      for (let i = 0; i < 4; i++) {
        const reply = await post('comments', member, {
          content_id: content.id,
          type: 1,
          content: `评论 ${i}`,
        });
        expect(reply.json().code).toBe(1000);
        scores.push(reply.json().data.score ?? 0);
      }
      expect(scores).toEqual([4, 4, 2, 0]);
      expect(await pointsOf(member.userId, 'COMMENT')).toBe(10);
    } finally {
      await setRule('COMMENT', { points: 2, dailyCap: 10 });
    }
  });

  it('awards a like once per item, even after unliking and liking again', async () => {
    const member = await signIn(t, 'certified', '点赞者');
    const content = await insertContent(t.database.db);
    const like = { content_id: content.id, type: 1 };
    const results = await Promise.all([
      post('content-zan-log', member, like),
      post('content-zan-log', member, like),
    ]);
    expect(results.map((reply) => reply.json().data.score ?? 0).sort()).toEqual([0, 1]);
    await post('content-zan-log-delete', member, like);
    expect((await post('content-zan-log', member, like)).json().data.score).toBeUndefined();
    expect(await pointsOf(member.userId, 'ZAN')).toBe(1);
  });

  it('awards nothing for a disabled rule, and applies console edits to the next award', async () => {
    const member = await signIn(t, 'certified', '规则');
    const headers = cookies.admin;
    const disable = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/points/rules/ZAN',
      headers,
      payload: { points: 1, daily_cap: 10, per_item_cap: null, enabled: false },
    });
    expect(disable.json()).toMatchObject({ code: 1000, data: { action: 'ZAN', enabled: false } });
    const first = await insertContent(t.database.db);
    expect(
      (await post('content-zan-log', member, { content_id: first.id, type: 1 })).json().data.score,
    ).toBeUndefined();
    expect(await pointsOf(member.userId, 'ZAN')).toBe(0);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/points/rules/ZAN',
      headers,
      payload: { points: 7, daily_cap: null, per_item_cap: null, enabled: true },
    });
    expect(edit.json().data).toMatchObject({ points: 7, daily_cap: null, enabled: true });
    const second = await insertContent(t.database.db);
    expect(
      (await post('content-zan-log', member, { content_id: second.id, type: 1 })).json().data.score,
    ).toBe(7);

    // The list shows it; bad edits and unknown rules answer in the envelope; the edit is audited.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/points/rules', headers });
    expect(list.json().data.find((rule: { action: string }) => rule.action === 'ZAN')).toMatchObject({
      points: 7,
    });
    const negative = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/points/rules/ZAN',
      headers,
      payload: { points: -1, daily_cap: null, per_item_cap: null, enabled: true },
    });
    expect(negative.json().code).toBe(40000);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/points/rules/NOPE',
      headers,
      payload: { points: 1, daily_cap: null, per_item_cap: null, enabled: true },
    });
    expect(unknown.json().code).toBe(40000);
    // A reviewer may not price points; nobody signed in may not either.
    const reviewer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/points/rules',
      headers: cookies.reviewer,
    });
    expect(reviewer.json().code).toBe(40300);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/points/rules' });
    expect(anonymous.json().code).toBe(40100);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.rule.update'));
    expect(audited.filter((row) => row.statusCode === 200)).toHaveLength(2);
    await setRule('ZAN', { points: 1, dailyCap: 10, enabled: true });
  });

  it('pops up background awards exactly once, and never inline awards again', async () => {
    const member = await signIn(t, 'certified', '弹窗');
    // An inline award (the answer carried the score) is seen already.
    const content = await insertContent(t.database.db);
    await post('score-log', member, { content_id: content.id, type: 1 });
    expect((await post('score-log/up-tip-status', member)).json().data).toEqual({ score: 0 });

    // Minutes learned: the reconciler awards them in the background.
    await learnedThreeMinutes(member, content.id);
    const tips = await Promise.all([
      post('score-log/up-tip-status', member),
      post('score-log/up-tip-status', member),
    ]);
    expect(tips.map((reply) => reply.json().data.score).sort()).toEqual([0, 3]);
    expect((await post('score-log/up-tip-status', member)).json().data).toEqual({ score: 0 });
  });

  // PGlite has one connection: a transaction holding the lock there would hold up every request.
  it.skipIf(testDatabaseKind === 'pglite')(
    'answers a page load at once while another run holds the reconciler, leaving its minutes to the timer',
    async () => {
      const member = await signIn(t, 'certified', '忙时弹窗');
      const content = await insertContent(t.database.db);
      await learnedThreeMinutes(member, content.id);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(61000002, 0)`);
        locked();
        await released;
      });
      await lockTaken;
      try {
        // Without the skip this call waits for the lock, which is released only after it answers.
        const busy = await post('score-log/up-tip-status', member);
        expect(busy.json().data).toEqual({ score: 0 });
      } finally {
        release();
        await holder;
      }
      await t.services.points.reconcile();
      expect((await post('score-log/up-tip-status', member)).json().data).toEqual({ score: 3 });
    },
  );

  it('writes a round of thousands of awards in a few statements, each source once', async () => {
    const member = await signIn(t, 'certified', '大会观众');
    const award = (n: number) => ({
      userId: member.userId,
      points: 1,
      reason: `第 ${n} 分钟`,
      sourceKey: `meeting:2026-06-01:3:${n}:1`,
      campaignId: null,
      action: 'MEETING_VIEW',
      at: t.clock.now(),
    });
    const ledger = new PointsRepository(t.database.db);
    // 2,500 awards cross two statement boundaries; 700 of them, written before, are left alone.
    expect(await ledger.insertAllOnce(Array.from({ length: 700 }, (_, n) => award(n)))).toBe(700);
    expect(await ledger.insertAllOnce(Array.from({ length: 2500 }, (_, n) => award(n)))).toBe(1800);
    expect(await ledger.insertAllOnce([])).toBe(0);
    expect(await pointsOf(member.userId, 'MEETING_VIEW')).toBe(2500);
  });

  it('reconciles learning and meeting minutes into whole units, idempotently and within the caps', async () => {
    const member = await signIn(t, 'certified', '学习时长');
    const course = await insertContent(t.database.db, { title: '腹部 MR', durationSeconds: 100_000 });
    const other = await insertContent(t.database.db, { durationSeconds: 100_000 });
    const log = (contentId: number, seconds: number, actionType = 'LEARN', type = 1, at = t.clock.now()) =>
      t.database.db.insert(learnLogs).values({
        userId: member.userId,
        contentId,
        type,
        actionType,
        totalSeconds: seconds,
        createdAt: at,
      });
    await log(course.id, 150);
    await log(course.id, 20);
    expect(await t.services.points.reconcile()).toBeGreaterThan(0);
    expect(await pointsOf(member.userId, 'LEARN')).toBe(2);
    // Running again, concurrently or not, adds nothing.
    await Promise.all([
      t.services.points.reconcile(),
      t.services.points.reconcile(),
      t.services.jobs.runAll(),
    ]);
    expect(await pointsOf(member.userId, 'LEARN')).toBe(2);
    const [row] = await ledgerOf(member.userId, 'LEARN');
    expect(row).toMatchObject({
      sourceKey: `learn:2026-06-01:1:${course.id}:2`,
      reason: '学习《腹部 MR》 2 分钟',
    });

    // Ten more seconds make the third minute: only that unit is added.
    await log(course.id, 10);
    await t.services.points.reconcile();
    expect(await pointsOf(member.userId, 'LEARN')).toBe(3);

    // The daily cap (60) holds across items; the rest of the minutes earn nothing today.
    await log(other.id, 70 * 60);
    await t.services.points.reconcile();
    expect(await pointsOf(member.userId, 'LEARN')).toBe(60);
    await log(course.id, 600);
    await t.services.points.reconcile();
    expect(await pointsOf(member.userId, 'LEARN')).toBe(60);

    // Meeting minutes follow their own rule, per unit_minutes (here 5 minutes per 2 points).
    await setRule('MEETING_VIEW', { points: 2, unitMinutes: 5 });
    try {
      await log(42, 11 * 60, 'MEETING_VIEW', 4);
      await t.services.points.reconcile();
      expect(await pointsOf(member.userId, 'MEETING_VIEW')).toBe(4);
      // Disabled: nothing more, however much is watched.
      await setRule('MEETING_VIEW', { enabled: false });
      await log(42, 20 * 60, 'MEETING_VIEW', 4);
      await t.services.points.reconcile();
      expect(await pointsOf(member.userId, 'MEETING_VIEW')).toBe(4);
    } finally {
      await setRule('MEETING_VIEW', { points: 1, unitMinutes: 1, enabled: true });
    }
  });

  it('awards finishing a course once, from the progress the heartbeats wrote', async () => {
    const member = await signIn(t, 'certified', '完成课程');
    const content = await insertContent(t.database.db, { durationSeconds: 20, title: '短课' });
    const session = (await post('learnlog/create', member, { content_id: content.id, type: 1 })).json().data;
    const beat = await post('learn-log', member, {
      session_num: session.session_num,
      content_id: content.id,
      type: 1,
      action_type: 'LEARN',
      sequence: 1,
      total_tims: 20,
    });
    expect(beat.json().data).toMatchObject({ finish: 1 });
    const tip = await post('score-log/up-tip-status', member);
    expect(tip.json().data.score).toBe(5);
    await t.services.points.reconcile();
    expect(await pointsOf(member.userId, 'COURSE_FINISH')).toBe(5);
    const [finish] = await ledgerOf(member.userId, 'COURSE_FINISH');
    expect(finish).toMatchObject({ sourceKey: `finish:1:${content.id}`, reason: '完成课程《短课》' });
  });

  it('adds missing default rules from the console without touching edited ones', async () => {
    await setRule('SIGN_IN', { points: 9 });
    await t.database.db.delete(pointsRules).where(eq(pointsRules.action, 'COURSE_FINISH'));
    t.services.points.forgetRules();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/points/rules/defaults',
      headers: cookies.admin,
    });
    const rules = reply.json().data as { action: string; points: number }[];
    expect(rules.map((rule) => rule.action).sort()).toEqual(
      ['COMMENT', 'COURSE_FINISH', 'LEARN', 'MEETING_VIEW', 'SIGN_IN', 'VIEW', 'ZAN'].sort(),
    );
    expect(rules.find((rule) => rule.action === 'SIGN_IN')?.points).toBe(9);
    await setRule('SIGN_IN', { points: 2 });
  });
});
