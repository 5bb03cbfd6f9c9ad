import { ErrorCode, HEARTBEAT_MAX_SECONDS } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { insertContent } from '../content/content.fixtures';
import { learningApi, PLATFORM } from './learning.fixtures';
import { learnLogs } from './learning.table';

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

  it('opens a session (one VIEW), counts heartbeats, resumes from the saved position', async () => {
    const login = await sandboxLogin(t.app, 'trial');
    const userId = await userIdOf(login.headers);
    const content = await insertContent(t.database.db, { durationSeconds: 300 });

    const first = await open(login.headers, content.id);
    expect(first).toMatchObject({
      position: 0,
      total_tims: 0,
      finish: 0,
      duration: 300,
      heartbeat_interval: 15,
    });
    const views = await t.database.db
      .select()
      .from(learnLogs)
      .where(and(eq(learnLogs.userId, userId), eq(learnLogs.actionType, 'VIEW')));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ contentId: content.id, sequence: 0, pageUrl: '/course/detail' });

    for (const sequence of [1, 2, 3]) {
      t.clock.advance(15_000);
      const ack = await beat(login.headers, first.session_num, content.id, {
        sequence,
        total_tims: 15,
        position: sequence * 15,
      });
      expect(ack.json()).toMatchObject({
        code: 1000,
        data: { counted: true, added: 15, total_tims: sequence * 15, position: sequence * 15, finish: 0 },
      });
    }
    expect(await progressOf(userId, content.id)).toMatchObject({ totalSeconds: 45, position: 45 });

    const again = await open(login.headers, content.id);
    expect(again).toMatchObject({ position: 45, total_tims: 45, finish: 0 });
    expect(again.session_num).not.toBe(first.session_num);
  });

  it('counts a replayed heartbeat once, in sequence and in parallel', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const userId = await userIdOf(login.headers);
    const content = await insertContent(t.database.db, { durationSeconds: 600 });
    const session = await open(login.headers, content.id);
    const sent = [
      { sequence: 1, total_tims: 15, position: 15 },
      { sequence: 2, total_tims: 15, position: 30 },
      { sequence: 3, total_tims: 10, position: 40 },
    ];
    for (const fields of sent) {
      t.clock.advance(15_000);
      expect((await beat(login.headers, session.session_num, content.id, fields)).json().data.counted).toBe(
        true,
      );
    }
    // The e2e's "replay every heartbeat": each one again, acknowledged but not counted.
    for (const fields of sent) {
      const replay = (await beat(login.headers, session.session_num, content.id, fields)).json();
      expect(replay).toMatchObject({
        code: 1000,
        data: { counted: false, added: 0, total_tims: 40, position: 40 },
      });
    }
    // Five copies of a new heartbeat at once: one counts.
    t.clock.advance(15_000);
    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        beat(login.headers, session.session_num, content.id, { sequence: 4, total_tims: 15, position: 55 }),
      ),
    );
    const acks = copies.map((response) => response.json().data);
    expect(acks.filter((ack) => ack.counted)).toHaveLength(1);
    expect(acks.every((ack) => ack.total_tims === 55)).toBe(true);
    expect(await progressOf(userId, content.id)).toMatchObject({ totalSeconds: 55, position: 55 });
    const logs = await t.database.db
      .select()
      .from(learnLogs)
      .where(and(eq(learnLogs.userId, userId), eq(learnLogs.actionType, 'LEARN')));
    expect(logs).toHaveLength(4);
  });

  it('accepts a form-encoded heartbeat (keepalive requests on leaving)', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db);
    const session = await open(login.headers, content.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/learn-log`,
      headers: { ...login.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        session_num: session.session_num,
        sequence: '1',
        content_id: String(content.id),
        type: '1',
        total_tims: '12',
        position: '12',
      }).toString(),
    });
    expect(response.json()).toMatchObject({ code: 1000, data: { counted: true, added: 12, total_tims: 12 } });
  });

  it('refuses a forged session, or one of another user or content, with 40000', async () => {
    const owner = await sandboxLogin(t.app, 'certified');
    const other = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db);
    const elsewhere = await insertContent(t.database.db);
    const session = await open(owner.headers, content.id);
    const parts = session.session_num.split('.');
    const forged = [parts[0], parts[1], String(elsewhere.id), ...parts.slice(3)].join('.');
    const attempts = [
      beat(other.headers, session.session_num, content.id, { sequence: 1, total_tims: 15 }),
      beat(owner.headers, session.session_num, elsewhere.id, { sequence: 1, total_tims: 15 }),
      beat(owner.headers, forged, elsewhere.id, { sequence: 1, total_tims: 15 }),
      beat(owner.headers, 'not-a-session', content.id, { sequence: 1, total_tims: 15 }),
      beat(owner.headers, session.session_num, content.id, { sequence: 1, total_tims: 15, type: 2 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: '学习会话无效',
        data: null,
      });
    }
    const rows = await t.database.db.select().from(learnLogs).where(eq(learnLogs.actionType, 'LEARN'));
    expect(rows.filter((row) => row.clientSessionId === parts[4])).toHaveLength(0);
  });

  it('refuses a sequence impossible for the time since the session began', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db);
    const session = await open(login.headers, content.id);
    const tooEarly = await beat(login.headers, session.session_num, content.id, {
      sequence: 40,
      total_tims: 15,
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    // Ten minutes on, sequence 40 (39 intervals of 15 s = 585 s) is possible.
    t.clock.advance(600_000);
    const inTime = await beat(login.headers, session.session_num, content.id, {
      sequence: 40,
      total_tims: 15,
    });
    expect(inTime.json()).toMatchObject({ code: 1000, data: { counted: true } });
  });

  it('caps the seconds one heartbeat may add', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db, { durationSeconds: 3600 });
    const session = await open(login.headers, content.id);
    const ack = await beat(login.headers, session.session_num, content.id, { sequence: 1, total_tims: 3600 });
    expect(ack.json().data).toMatchObject({
      counted: true,
      added: HEARTBEAT_MAX_SECONDS,
      total_tims: HEARTBEAT_MAX_SECONDS,
    });
  });

  it('sets finish once 95 % of the duration is counted, and never clears it', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const userId = await userIdOf(login.headers);
    const content = await insertContent(t.database.db, { durationSeconds: 100 });
    const session = await open(login.headers, content.id);
    const finishes: number[] = [];
    for (const sequence of [1, 2, 3, 4, 5]) {
      t.clock.advance(19_000);
      const ack = await beat(login.headers, session.session_num, content.id, {
        sequence,
        total_tims: 19,
        position: sequence * 19,
        // The client's own claim is not what decides.
        finish: 1,
      });
      finishes.push(ack.json().data.finish);
    }
    // 76 s of 100 is not finished; 95 s is.
    expect(finishes).toEqual([0, 0, 0, 0, 1]);
    const finishedAt = (await progressOf(userId, content.id))?.finishedAt;
    expect(finishedAt).toBeInstanceOf(Date);

    // A new visit, a rewind: finished stays, and so does its time.
    t.clock.advance(60_000);
    const rewatch = await open(login.headers, content.id);
    expect(rewatch).toMatchObject({ finish: 1, total_tims: 95 });
    t.clock.advance(15_000);
    const ack = await beat(login.headers, rewatch.session_num, content.id, {
      sequence: 1,
      total_tims: 5,
      position: 3,
    });
    expect(ack.json().data).toMatchObject({ finish: 1, total_tims: 100, position: 3 });
    expect((await progressOf(userId, content.id))?.finishedAt).toEqual(finishedAt);
  });

  it('never finishes a content whose duration is 0', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db, { durationSeconds: 0, contentType: 2 });
    const session = await open(login.headers, content.id);
    const ack = await beat(login.headers, session.session_num, content.id, { sequence: 1, total_tims: 20 });
    expect(ack.json().data).toMatchObject({ counted: true, finish: 0 });
  });

  it('keeps the latest position when a late retry of an earlier heartbeat arrives', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const content = await insertContent(t.database.db, { durationSeconds: 600 });
    const session = await open(login.headers, content.id);
    t.clock.advance(30_000);
    await beat(login.headers, session.session_num, content.id, { sequence: 2, total_tims: 15, position: 30 });
    // Sequence 1 was lost on the way and arrives now: its seconds count, its position is stale.
    const late = await beat(login.headers, session.session_num, content.id, {
      sequence: 1,
      total_tims: 15,
      position: 15,
    });
    expect(late.json().data).toMatchObject({ counted: true, total_tims: 30, position: 30 });
    // A later session's heartbeat moves it, even backwards (the doctor rewound).
    t.clock.advance(60_000);
    const next = await open(login.headers, content.id);
    const rewound = await beat(login.headers, next.session_num, content.id, {
      sequence: 1,
      total_tims: 10,
      position: 5,
    });
    expect(rewound.json().data).toMatchObject({ total_tims: 40, position: 5 });
  });
});
