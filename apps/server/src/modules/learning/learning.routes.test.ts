import { ErrorCode, type LearnHistoryItem } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { updateUser } from '../../test/users';
import { insertContent } from '../content/content.fixtures';
import { contents } from '../content/content.table';
import { learningApi, PLATFORM } from './learning.fixtures';
import { type HeartbeatRecord, LearningRepository } from './learning.repository';
import { LearningService } from './learning.service';
import { learningProgress, learnLogs } from './learning.table';

describe('learning time: sessions, heartbeats, history', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A wide batching window, so concurrent heartbeats reliably share a statement on a slow machine.
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 50 } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const { userIdOf, open, beat, progressOf } = learningApi(() => t);

  it('refuses a user whose trial is over (40303), and an uncertified member on HCP-only content (40304)', async () => {
    const content = await insertContent(t.database.db);
    const hcpOnly = await insertContent(t.database.db, { hcpOnly: true });
    const expired = await sandboxLogin(t.app, 'trial_expired');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/learnlog/create`,
      headers: expired.headers,
      payload: { content_id: content.id, type: 1 },
    });
    expect(refused.json()).toMatchObject({ code: ErrorCode.TRIAL_EXPIRED });
    const heartbeat = await beat(expired.headers, 'x', content.id, { sequence: 1, total_tims: 15 });
    expect(heartbeat.json()).toMatchObject({ code: ErrorCode.TRIAL_EXPIRED });

    const trial = await sandboxLogin(t.app, 'trial');
    const locked = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/learnlog/create`,
      headers: trial.headers,
      payload: { content_id: hcpOnly.id, type: 1 },
    });
    expect(locked.json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED });
    const certified = await sandboxLogin(t.app, 'certified');
    expect((await open(certified.headers, hcpOnly.id)).session_num).toBeTruthy();
  });

  it('answers 40400 for an unknown content, a wrong type, or one not published', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const course = await insertContent(t.database.db);
    const draft = await insertContent(t.database.db, { status: 0 });
    for (const payload of [
      { content_id: 999_999, type: 1 },
      { content_id: course.id, type: 2 },
      { content_id: course.id, type: 4 },
      { content_id: draft.id, type: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/learnlog/create`,
        headers: login.headers,
        payload,
      });
      expect(response.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
  });

  it('writes concurrent heartbeats in one statement, and a failed write acknowledges none of them', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const userId = await userIdOf(login.headers);
    const content = await insertContent(t.database.db, { durationSeconds: 600 });
    const sessions = await Promise.all([1, 2, 3].map(() => open(login.headers, content.id)));
    const write = vi.spyOn(LearningRepository.prototype, 'writeHeartbeats');
    const acks = await Promise.all(
      sessions.map((session) =>
        beat(login.headers, session.session_num, content.id, { sequence: 1, total_tims: 10 }),
      ),
    );
    expect(acks.map((response) => response.json().data.counted)).toEqual([true, true, true]);
    // Requests arriving within the writer's window share a statement (one, unless the machine is so
    // slow that one request comes in after the first statement has started: it then rides the next).
    expect(write.mock.calls.length).toBeLessThan(3);
    expect(write.mock.calls.flatMap(([records]) => records)).toHaveLength(3);
    expect((await progressOf(userId, content.id))?.totalSeconds).toBe(30);

    write.mockRejectedValue(new Error('database down'));
    t.clock.advance(15_000);
    const failed = await Promise.all(
      sessions.map((session) =>
        beat(login.headers, session.session_num, content.id, { sequence: 2, total_tims: 10 }),
      ),
    );
    for (const response of failed) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: ErrorCode.SERVER_ERROR, data: null });
    }
    write.mockRestore();
    // The client retries the unacknowledged heartbeats: they count now, once.
    const retried = await Promise.all(
      sessions.map((session) =>
        beat(login.headers, session.session_num, content.id, { sequence: 2, total_tims: 10 }),
      ),
    );
    expect(retried.map((response) => response.json().data.counted)).toEqual([true, true, true]);
    expect((await progressOf(userId, content.id))?.totalSeconds).toBe(60);
  });

  it('lists the history per content still existing, most recently learned first, paged', async () => {
    const login = await sandboxLogin(t.app, 'trial');
    const empty = await t.app.inject({ url: `${PLATFORM}/learn-log`, headers: login.headers });
    expect(empty.json()).toMatchObject({ code: 1000, data: { total: 0, data: [] } });

    const video = await insertContent(t.database.db, {
      title: '肺结节 CT',
      cover: '/media/a.jpg',
      durationSeconds: 200,
    });
    const article = await insertContent(t.database.db, {
      title: '对比剂指南',
      listType: 2,
      contentType: 2,
      durationSeconds: 300,
    });
    const removed = await insertContent(t.database.db, { title: '已删除' });
    for (const [content, type] of [
      [removed, 1],
      [video, 1],
      [article, 2],
    ] as const) {
      t.clock.advance(20_000);
      const session = await open(login.headers, content.id, type);
      t.clock.advance(15_000);
      await beat(login.headers, session.session_num, content.id, {
        sequence: 1,
        total_tims: 15,
        position: 15,
        type,
      });
    }
    await t.database.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, removed.id));

    const page = await t.app.inject({
      url: `${PLATFORM}/learn-log`,
      query: { current: '1', pageSize: '1' },
      headers: login.headers,
    });
    expect(page.json().data.total).toBe(2);
    const [latest] = page.json().data.data as LearnHistoryItem[];
    expect(latest).toEqual({
      content_id: article.id,
      type: 2,
      content_type: 2,
      title: '对比剂指南',
      cover: null,
      total_tims: 15,
      position: 15,
      duration: 300,
      finish: 0,
      updated_at: t.clock.now().toISOString(),
    });
    const second = await t.app.inject({
      url: `${PLATFORM}/learn-log`,
      query: { current: '2', pageSize: '1' },
      headers: login.headers,
    });
    expect(second.json().data.data).toMatchObject([
      { content_id: video.id, title: '肺结节 CT', cover: '/media/a.jpg' },
    ]);
  });

  it('lists only the contents begun and not finished with unfinished=1, most recent first (继续学习, issue 16)', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const begun = await insertContent(t.database.db, { title: '胸部 CT 入门', durationSeconds: 600 });
    const later = await insertContent(t.database.db, { title: '腹部 MR 入门', durationSeconds: 600 });
    const finished = await insertContent(t.database.db, { title: '已学完', durationSeconds: 600 });
    const opened = await insertContent(t.database.db, { title: '只打开过', durationSeconds: 600 });
    for (const content of [begun, finished, later]) {
      t.clock.advance(20_000);
      const session = await open(login.headers, content.id, 1);
      t.clock.advance(15_000);
      await beat(login.headers, session.session_num, content.id, {
        sequence: 1,
        total_tims: 15,
        position: 15,
        type: 1,
      });
    }
    await open(login.headers, opened.id, 1);
    await t.database.db
      .update(learningProgress)
      .set({ finishedAt: t.clock.now() })
      .where(eq(learningProgress.contentId, finished.id));
    const unfinished = await t.app.inject({
      url: `${PLATFORM}/learn-log`,
      query: { unfinished: '1', pageSize: '10' },
      headers: login.headers,
    });
    const items = unfinished.json().data as { total: number; data: LearnHistoryItem[] };
    expect(items.data.map((item) => item.title)).toEqual(['腹部 MR 入门', '胸部 CT 入门']);
    expect(items.total).toBe(2);
    expect(items.data.every((item) => item.finish === 0 && item.total_tims > 0)).toBe(true);
    const all = await t.app.inject({
      url: `${PLATFORM}/learn-log`,
      query: { pageSize: '10' },
      headers: login.headers,
    });
    expect((all.json().data.data as LearnHistoryItem[]).map((item) => item.title)).toEqual(
      expect.arrayContaining(['已学完']),
    );
    const bad = await t.app.inject({
      url: `${PLATFORM}/learn-log`,
      query: { unfinished: '2' },
      headers: login.headers,
    });
    expect(bad.json().code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('refuses the history from day 30 of a trial, and never to a certified user or staff', async () => {
    const trial = await sandboxLogin(t.app, 'trial');
    const certified = await sandboxLogin(t.app, 'certified');
    const staff = await sandboxLogin(t.app, 'staff');
    const thirtyDaysAgo = new Date(t.clock.now().getTime() - 30 * 86_400_000);
    const trialId = await userIdOf(trial.headers);
    await updateUser(t, trialId, { registeredAt: thirtyDaysAgo });
    const refused = await t.app.inject({ url: `${PLATFORM}/learn-log`, headers: trial.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.TRIAL_EXPIRED, data: null });

    await updateUser(t, trialId, { registeredAt: new Date(thirtyDaysAgo.getTime() + 60_000) });
    expect((await t.app.inject({ url: `${PLATFORM}/learn-log`, headers: trial.headers })).json().code).toBe(
      1000,
    );
    for (const allowed of [certified, staff]) {
      expect(
        (await t.app.inject({ url: `${PLATFORM}/learn-log`, headers: allowed.headers })).json().code,
      ).toBe(1000);
    }
  });

  it('exposes progress per content for the content pages', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const userId = await userIdOf(login.headers);
    const learned = await insertContent(t.database.db, { durationSeconds: 20 });
    const untouched = await insertContent(t.database.db);
    const session = await open(login.headers, learned.id);
    await beat(login.headers, session.session_num, learned.id, { sequence: 1, total_tims: 19, position: 19 });
    const progress = await t.services.learning.progressFor(userId, [learned.id, untouched.id, learned.id]);
    expect([...progress.keys()]).toEqual([learned.id]);
    expect(progress.get(learned.id)).toEqual({
      total_tims: 19,
      position: 19,
      finish: 1,
      updated_at: t.clock.now().toISOString(),
    });
    expect(await t.services.learning.progressFor(userId, [])).toEqual(new Map());
  });
});

describe('heartbeat batches on the database', () => {
  let t: TestApp;
  let repository: LearningRepository;
  beforeAll(async () => {
    t = await buildTestApp();
    repository = new LearningRepository(t.database.db);
  });
  afterAll(() => t.close());

  const record = (overrides: Partial<HeartbeatRecord>): HeartbeatRecord => ({
    userId: 1,
    contentId: 1,
    type: 1,
    contentType: 1,
    campaignId: null,
    sectionId: null,
    timeType: 2,
    seconds: 10,
    position: 10,
    sessionId: '1780279200000-0000000000000001',
    sequence: 1,
    at: new Date('2026-06-01T02:00:00.000Z'),
    ...overrides,
  });

  it('counts a batch of new heartbeats and duplicates (in the batch and stored before) once each', async () => {
    const content = await insertContent(t.database.db, { durationSeconds: 1000 });
    const other = await insertContent(t.database.db, { durationSeconds: 1000 });
    const base = { userId: 501, contentId: content.id };
    const first = await repository.writeHeartbeats([record({ ...base, sequence: 1 })]);
    expect(first).toEqual([{ counted: true, totalSeconds: 10, position: 10, finished: false }]);

    const outcomes = await repository.writeHeartbeats([
      record({ ...base, sequence: 1 }), // stored before
      record({ ...base, sequence: 2, position: 20 }),
      record({ ...base, sequence: 2, position: 20 }), // a copy in the same batch
      record({ ...base, sequence: 3, seconds: 5, position: 25 }),
      record({ userId: 502, contentId: content.id, sequence: 1, seconds: 7, position: 7 }),
      record({ userId: 501, contentId: other.id, sessionId: '1780279200000-0000000000000002', seconds: 3 }),
    ]);
    expect(outcomes.map((outcome) => outcome.counted)).toEqual([false, true, false, true, true, true]);
    expect(outcomes[0]).toEqual({ counted: false, totalSeconds: 25, position: 25, finished: false });
    expect(outcomes[4]).toMatchObject({ totalSeconds: 7, position: 7 });
    expect(outcomes[5]).toMatchObject({ totalSeconds: 3 });

    const replayOnly = await repository.writeHeartbeats([record({ ...base, sequence: 3, seconds: 5 })]);
    expect(replayOnly).toEqual([{ counted: false, totalSeconds: 25, position: 25, finished: false }]);
    const logs = await t.database.db.select().from(learnLogs).where(eq(learnLogs.userId, 501));
    expect(logs.reduce((sum, row) => sum + row.totalSeconds, 0)).toBe(28);
  });

  it('a writer of its own drains what is queued when asked (the app does it on close)', async () => {
    const content = await insertContent(t.database.db, { durationSeconds: 1000 });
    const service = new LearningService(
      repository,
      { requireOpenable: async () => content },
      Buffer.alloc(32, 1),
      () => new Date('2026-06-01T02:00:00.000Z'),
      { delayMs: 60_000 },
    );
    const viewer = await t.services.sessions.resolve((await sandboxLogin(t.app, 'certified')).token);
    if (!viewer) throw new Error('no viewer');
    const session = await service.openSession(viewer.user, { content_id: content.id, type: 1 });
    const pending = service.heartbeat(viewer.user.id, {
      session_num: session.session_num,
      sequence: 1,
      content_id: content.id,
      type: 1,
      action_type: 'LEARN',
      total_tims: 12,
      position: 12,
      time_type: 2,
    });
    await service.drain();
    expect(await pending).toMatchObject({ counted: true, total_tims: 12 });
  });

  it('the app drains the heartbeat writer when it closes', async () => {
    const local = await buildTestApp();
    const drain = vi.spyOn(local.services.learning, 'drain');
    await local.close();
    expect(drain).toHaveBeenCalled();
  });
});
