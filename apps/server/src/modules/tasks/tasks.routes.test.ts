import type { AdminTask, TaskList } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { operatorCookies, type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { learnLogs } from '../learning/learning.table';
import { pointsLedger } from '../points/points.table';

const PLATFORM = '/api/platform';

// Tasks: progress read from the logs within the period (a China day, a China year), a reached
// goal's points awarded once per period, and the console's 任务管理.
describe('tasks', () => {
  let t: TestApp;
  let cookies: Awaited<ReturnType<typeof operatorCookies>>;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    cookies = await operatorCookies(t);
  });
  afterAll(() => t.close());

  const tasksOf = async (who: SignedIn, period: 'daily' | 'yearly') => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/member/task?period=${period}`,
      headers: who.headers,
    });
    expect(reply.json().code).toBe(1000);
    return reply.json().data as TaskList;
  };
  const learn = (userId: number, seconds: number, at: Date, actionType = 'LEARN', contentId = 1) =>
    t.database.db.insert(learnLogs).values({
      userId,
      contentId,
      type: actionType === 'MEETING_VIEW' ? 4 : 1,
      actionType,
      totalSeconds: seconds,
      createdAt: at,
    });

  it('shows the daily goals with progress from the logs and awards a reached goal once', async () => {
    t.clock.set('2026-06-01T02:00:00.000Z');
    const member = await signIn(t, 'certified', '任务');
    const before = await tasksOf(member, 'daily');
    expect(before.period_key).toBe('2026-06-01');
    const study = before.tasks.find((task) => task.metric === 'learning_minutes');
    expect(study).toMatchObject({
      title: '学习 10 分钟',
      target: 10,
      progress: 0,
      percent: 0,
      completed: false,
    });

    // Yesterday's minutes do not count today; today's do.
    await learn(member.userId, 20 * 60, new Date('2026-05-31T15:00:00.000Z'));
    await learn(member.userId, 6 * 60, new Date('2026-06-01T01:00:00.000Z'));
    const half = await tasksOf(member, 'daily');
    expect(half.tasks.find((task) => task.metric === 'learning_minutes')).toMatchObject({
      progress: 6,
      percent: 60,
      completed: false,
    });
    expect(half.score).toBe(0);

    await learn(member.userId, 5 * 60, new Date('2026-06-01T01:30:00.000Z'));
    const [done, again] = await Promise.all([tasksOf(member, 'daily'), tasksOf(member, 'daily')]);
    expect(done.tasks.find((task) => task.metric === 'learning_minutes')).toMatchObject({
      progress: 11,
      percent: 100,
      completed: true,
    });
    expect([done.score, again.score].sort()).toEqual([0, 5]);
    expect((await tasksOf(member, 'daily')).score).toBe(0);
    const rewards = await t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, member.userId), eq(pointsLedger.action, 'TASK')));
    expect(rewards.map((row) => [row.sourceKey, row.points])).toEqual([[`task:${study?.id}:2026-06-01`, 5]]);

    // Signing in completes the sign-in task.
    await t.app.inject({ method: 'POST', url: `${PLATFORM}/member/login-log`, headers: member.headers });
    const signed = await tasksOf(member, 'daily');
    expect(signed.tasks.find((task) => task.metric === 'sign_in_days')?.completed).toBe(true);
  });

  it('counts the yearly goals over the China year', async () => {
    t.clock.set('2026-06-01T02:00:00.000Z');
    const member = await signIn(t, 'certified', '年度任务');
    // 31 Dec 2025 20:00 China time is last year; 1 Jan 2026 00:30 China time is this year.
    await learn(member.userId, 120, new Date('2025-12-31T12:00:00.000Z'), 'MEETING_VIEW', 7);
    await learn(member.userId, 90, new Date('2025-12-31T16:30:00.000Z'), 'MEETING_VIEW', 8);
    await learn(member.userId, 30, new Date('2026-03-01T00:00:00.000Z'), 'MEETING_VIEW', 9);
    const year = await tasksOf(member, 'yearly');
    expect(year.period_key).toBe('2026');
    // Meeting 8 watched 1.5 minutes counts; meeting 9 (30 s) does not; meeting 7 was last year.
    expect(year.tasks.find((task) => task.metric === 'meetings_attended')).toMatchObject({
      progress: 1,
      target: 12,
      percent: 8,
    });
  });

  it('lets operators manage tasks, validated and audited; members see enabled ones only', async () => {
    const headers = cookies.admin;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers,
      payload: { period: 'daily', title: '评论 3 条', metric: 'comments', target: 3, points: 2 },
    });
    expect(created.json()).toMatchObject({ code: 1000, data: { title: '评论 3 条', enabled: true } });
    const task = created.json().data as AdminTask;

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers,
      payload: { period: 'weekly', title: '', metric: 'nope', target: 0 },
    });
    expect(invalid.json().code).toBe(40000);

    const member = await signIn(t, 'certified');
    expect((await tasksOf(member, 'daily')).tasks.some((item) => item.id === task.id)).toBe(true);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tasks/${task.id}`,
      headers,
      payload: { ...task, enabled: false },
    });
    expect(disabled.json().data.enabled).toBe(false);
    expect((await tasksOf(member, 'daily')).tasks.some((item) => item.id === task.id)).toBe(false);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/tasks/${task.id}`, headers });
    expect(removed.json()).toMatchObject({ code: 1000, data: { id: task.id } });
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/tasks/${task.id}`, headers });
    expect(gone.json().code).toBe(40400);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tasks', headers });
    expect((list.json().data as AdminTask[]).length).toBeGreaterThanOrEqual(6);
    const reviewer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tasks',
      headers: cookies.reviewer,
    });
    expect(reviewer.json().code).toBe(40300);
    const audited = await t.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['task.create', 'task.update', 'task.delete']),
    );
  });

  it('refuses a bad period in the envelope', async () => {
    const member = await signIn(t, 'certified');
    const reply = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/member/task?period=weekly`,
      headers: member.headers,
    });
    expect(reply.json().code).toBe(40000);
  });
});
