import { ErrorCode, HEARTBEAT_MAX_SECONDS, type LearnSession, MEETING_WATCHING_WINDOW_S } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import { learnLogs } from '../learning/learning.table';
import { NOT_WATCHABLE_MESSAGE } from './meetings.service';
import { meetingAttendance, meetings } from './meetings.table';
import { HOUR, MINUTE, meetingsApi, PLAYBACK_URL } from './meetings-app.fixtures';

describe('meetings in the app', () => {
  let t: TestApp;
  let certified: SignedIn;
  let other: SignedIn;
  const { call, data, detail, meeting, beat } = meetingsApi(
    () => t,
    () => certified,
  );

  beforeAll(async () => {
    // A wide batching window, so concurrent heartbeats reliably share a statement on a slow machine.
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 50 } });
    certified = await signIn(t, 'certified', '张医生');
    other = await signIn(t, 'certified', '王医生');
  });
  afterAll(() => t.close());

  describe('MEETING_VIEW heartbeats', () => {
    it('counts live seconds, then playback seconds, into one total per meeting', async () => {
      const viewer = await signIn(t, 'certified');
      const row = await meeting(
        { startsInMs: -MINUTE, lengthMs: 10 * MINUTE },
        { playbackUrl: PLAYBACK_URL },
      );
      const live = await detail(row.id, viewer);
      const session = live.viewing?.session_num ?? '';
      for (const sequence of [1, 2, 3]) {
        t.clock.advance(15_000);
        const ack = await beat(viewer, row.id, session, { sequence, total_tims: 15, position: 999 });
        expect(ack.body).toMatchObject({
          code: 1000,
          data: {
            counted: true,
            added: 15,
            time_type: 1,
            live_tims: sequence * 15,
            playback_tims: 0,
            position: 0,
          },
        });
      }
      // One heartbeat adds at most HEARTBEAT_MAX_SECONDS.
      t.clock.advance(15_000);
      expect((await beat(viewer, row.id, session, { sequence: 4, total_tims: 600 })).body.data).toMatchObject(
        {
          added: HEARTBEAT_MAX_SECONDS,
          live_tims: 45 + HEARTBEAT_MAX_SECONDS,
        },
      );

      // After the end, the same session's heartbeats count as playback.
      t.clock.advance(10 * MINUTE);
      const later = await beat(viewer, row.id, session, { sequence: 5, total_tims: 15, position: 15 });
      expect(later.body.data).toMatchObject({ counted: true, time_type: 2, playback_tims: 15, position: 15 });
      const playback = await detail(row.id, viewer);
      expect(playback.viewing).toMatchObject({
        live_tims: 45 + HEARTBEAT_MAX_SECONDS,
        playback_tims: 15,
        total_tims: 60 + HEARTBEAT_MAX_SECONDS,
        position: 15,
      });
      const logs = await t.database.db
        .select()
        .from(learnLogs)
        .where(and(eq(learnLogs.userId, viewer.userId), eq(learnLogs.contentId, row.id)))
        .orderBy(learnLogs.id);
      expect(logs.map((log) => [log.actionType, log.type, log.timeType])).toEqual([
        ['MEETING_VIEW', 4, 1],
        ['MEETING_VIEW', 4, 1],
        ['MEETING_VIEW', 4, 1],
        ['MEETING_VIEW', 4, 1],
        ['MEETING_VIEW', 4, 2],
      ]);
    });

    it('counts a heartbeat once however often it is replayed, in sequence and five at once', async () => {
      const viewer = await signIn(t, 'certified');
      const row = await meeting({ startsInMs: -MINUTE });
      const session = (await detail(row.id, viewer)).viewing?.session_num ?? '';
      t.clock.advance(15_000);
      expect((await beat(viewer, row.id, session, { sequence: 1, total_tims: 15 })).body.data.counted).toBe(
        true,
      );
      const replay = await beat(viewer, row.id, session, { sequence: 1, total_tims: 15 });
      expect(replay.body).toMatchObject({ code: 1000, data: { counted: false, added: 0, live_tims: 15 } });

      t.clock.advance(15_000);
      const copies = await Promise.all(
        Array.from({ length: 5 }, () => beat(viewer, row.id, session, { sequence: 2, total_tims: 15 })),
      );
      expect(copies.map((copy) => copy.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
      expect(copies.filter((copy) => copy.body.data.counted)).toHaveLength(1);
      expect(copies.map((copy) => copy.body.data.live_tims)).toEqual([30, 30, 30, 30, 30]);
      const [attendance] = await t.database.db
        .select()
        .from(meetingAttendance)
        .where(and(eq(meetingAttendance.meetingId, row.id), eq(meetingAttendance.userId, viewer.userId)));
      expect(attendance).toMatchObject({ liveSeconds: 30, playbackSeconds: 0 });
      const logs = await t.database.db
        .select()
        .from(learnLogs)
        .where(and(eq(learnLogs.userId, viewer.userId), eq(learnLogs.contentId, row.id)));
      expect(logs).toHaveLength(2);
    });

    it('counts who is watching now: live viewers with a heartbeat in the last window, at most a second old', async () => {
      const first = await signIn(t, 'certified');
      const second = await signIn(t, 'certified');
      const row = await meeting({ startsInMs: -MINUTE });
      const [a, b] = [await detail(row.id, first), await detail(row.id, second)];
      expect(a.watching_now).toBe(0);
      t.clock.advance(15_000);
      expect(
        (await beat(first, row.id, a.viewing?.session_num ?? '', { sequence: 1, total_tims: 15 })).body.data
          .watching_now,
      ).toBe(1);
      // The ack shows the room's count as the live status does: read at most a second ago.
      const both = await beat(second, row.id, b.viewing?.session_num ?? '', { sequence: 1, total_tims: 15 });
      expect(both.body.data.watching_now).toBe(1);
      t.clock.advance(1000);
      const status = await data<{ state: string; watching_now: number }>(
        'GET',
        `/meeting/live-status/${row.id}`,
        first,
      );
      expect(status).toMatchObject({ state: 'live', watching_now: 2 });
      expect((await detail(row.id, first)).watching_now).toBe(2);
      // Both again at once (one statement, rewriting both rows), and a third viewer joining: 3, never 5.
      const third = await signIn(t, 'certified');
      const c = await detail(row.id, third);
      t.clock.advance(15_000);
      const together = await Promise.all([
        beat(first, row.id, a.viewing?.session_num ?? '', { sequence: 2, total_tims: 15 }),
        beat(second, row.id, b.viewing?.session_num ?? '', { sequence: 2, total_tims: 15 }),
        beat(third, row.id, c.viewing?.session_num ?? '', { sequence: 1, total_tims: 15 }),
      ]);
      expect(together.map((response) => response.body.data.watching_now)).toEqual([3, 3, 3]);

      t.clock.advance(MEETING_WATCHING_WINDOW_S * 1000 + 1);
      const quiet = await data<{ watching_now: number }>('GET', `/meeting/live-status/${row.id}`, first);
      expect(quiet.watching_now).toBe(0);
    });

    it('moves the playback position only forward in (session, sequence) order, and resumes there', async () => {
      const viewer = await signIn(t, 'certified');
      const row = await meeting({ startsInMs: -2 * HOUR }, { playbackUrl: PLAYBACK_URL });
      const first = (await detail(row.id, viewer)).viewing?.session_num ?? '';
      t.clock.advance(60_000);
      await beat(viewer, row.id, first, { sequence: 1, total_tims: 15, position: 30 });
      await beat(viewer, row.id, first, { sequence: 3, total_tims: 15, position: 90 });
      // A late retry of an earlier heartbeat counts its seconds but leaves the position.
      const late = await beat(viewer, row.id, first, { sequence: 2, total_tims: 15, position: 60 });
      expect(late.body.data).toMatchObject({ counted: true, position: 90, playback_tims: 45 });
      expect((await detail(row.id, viewer)).viewing).toMatchObject({ position: 90, playback_tims: 45 });

      // A later session (the viewer sought back) moves it, even backwards.
      t.clock.advance(1000);
      const second = (await detail(row.id, viewer)).viewing?.session_num ?? '';
      t.clock.advance(15_000);
      await beat(viewer, row.id, second, { sequence: 1, total_tims: 15, position: 10 });
      // The old session's replay cannot take it back.
      await beat(viewer, row.id, first, { sequence: 4, total_tims: 15, position: 100 });
      expect((await detail(row.id, viewer)).viewing).toMatchObject({ position: 10, playback_tims: 75 });
    });

    it('refuses forged, altered and other people’s sessions with 40000', async () => {
      const row = await meeting({ startsInMs: -MINUTE });
      const otherRow = await meeting({ startsInMs: -MINUTE });
      const session = (await detail(row.id, certified)).viewing?.session_num ?? '';
      t.clock.advance(15_000);
      const tries = [
        beat(certified, row.id, `${session.slice(0, -2)}xx`, { sequence: 1, total_tims: 15 }),
        beat(certified, row.id, 'v1.1.1.4.0000000000000-0000000000000000.abc', {
          sequence: 1,
          total_tims: 15,
        }),
        beat(other, row.id, session, { sequence: 1, total_tims: 15 }),
        beat(certified, otherRow.id, session, { sequence: 1, total_tims: 15 }),
        // Far more heartbeats than the time since the session began allows.
        beat(certified, row.id, session, { sequence: 100, total_tims: 15 }),
      ];
      for (const response of await Promise.all(tries)) {
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      }
      // A learning session (a course's, type 1) is not a meeting session.
      const content = await insertContent(t.database.db);
      const learn = await data<LearnSession>('POST', '/learnlog/create', certified, {
        content_id: content.id,
        type: 1,
      });
      const borrowed = await beat(certified, content.id, learn.session_num, { sequence: 1, total_tims: 15 });
      expect(borrowed.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '观看会话无效' });
      const wrongType = await call('POST', '/score-log/meetingview', certified, {
        session_num: session,
        content_id: row.id,
        type: 1,
        sequence: 1,
        total_tims: 15,
      });
      expect(wrongType.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      const rows = await t.database.db
        .select()
        .from(meetingAttendance)
        .where(eq(meetingAttendance.meetingId, row.id));
      expect(rows).toEqual([]);
    });

    it('refuses heartbeats while upcoming, after an end without recording, and once cancelled', async () => {
      const viewer = await signIn(t, 'certified');
      const row = await meeting({ startsInMs: -MINUTE, lengthMs: 10 * MINUTE });
      const session = (await detail(row.id, viewer)).viewing?.session_num ?? '';
      // The operator moved the meeting to later: it is upcoming again.
      await t.database.db
        .update(meetings)
        .set({
          startAt: new Date(t.clock.now().getTime() + HOUR),
          endAt: new Date(t.clock.now().getTime() + 2 * HOUR),
        })
        .where(eq(meetings.id, row.id));
      t.clock.advance(15_000);
      const upcoming = await beat(viewer, row.id, session, { sequence: 1, total_tims: 15 });
      expect(upcoming.status).toBe(400);
      expect(upcoming.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: NOT_WATCHABLE_MESSAGE });

      const ended = await meeting({ startsInMs: -MINUTE, lengthMs: 2 * MINUTE });
      const endedSession = (await detail(ended.id, viewer)).viewing?.session_num ?? '';
      t.clock.advance(2 * MINUTE);
      expect((await beat(viewer, ended.id, endedSession, { sequence: 1, total_tims: 15 })).body.msg).toBe(
        NOT_WATCHABLE_MESSAGE,
      );

      const cancelled = await meeting({ startsInMs: -MINUTE });
      const cancelledSession = (await detail(cancelled.id, viewer)).viewing?.session_num ?? '';
      await t.database.db
        .update(meetings)
        .set({ cancelledAt: t.clock.now() })
        .where(eq(meetings.id, cancelled.id));
      t.clock.advance(15_000);
      expect(
        (await beat(viewer, cancelled.id, cancelledSession, { sequence: 1, total_tims: 15 })).body.msg,
      ).toBe(NOT_WATCHABLE_MESSAGE);
      const written = await t.database.db.select().from(learnLogs).where(eq(learnLogs.userId, viewer.userId));
      expect(written).toEqual([]);
    });

    it('answers bad heartbeat input with 40000, never a 500', async () => {
      for (const payload of [
        {},
        { session_num: 'x', content_id: 1, sequence: 0, total_tims: 1 },
        { session_num: 'x', content_id: 1, sequence: 1, total_tims: -1 },
      ]) {
        const response = await call('POST', '/score-log/meetingview', certified, payload);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      }
    });
  });

  describe('comments and likes on a meeting (type 4)', () => {
    it('works through the content calls and counts on the meeting', async () => {
      const row = await meeting({ startsInMs: -MINUTE });
      expect(
        (await call('POST', '/comments', certified, { content_id: row.id, type: 4, content: '讲得很清楚' }))
          .body.code,
      ).toBe(1000);
      expect(
        (await call('POST', '/content-zan-log', certified, { content_id: row.id, type: 4 })).body.code,
      ).toBe(1000);
      const comments = await data<{ total: number }>(
        'GET',
        `/comments?content_id=${row.id}&type=4`,
        certified,
      );
      expect(comments.total).toBe(1);
      expect(await detail(row.id)).toMatchObject({ comment_count: 1, zan_count: 1 });
      expect(
        (await data<{ comment_count: number }>('GET', `/meeting/live-status/${row.id}`, certified))
          .comment_count,
      ).toBe(1);
      await t.database.db.update(meetings).set({ commentsEnabled: false }).where(eq(meetings.id, row.id));
      // As the console's edit does: the app's once-a-second meeting reads read again.
      t.services.meetings.forgetLiveReads();
      expect(
        (await call('POST', '/comments', certified, { content_id: row.id, type: 4, content: '再问一个' }))
          .body.code,
      ).toBe(ErrorCode.FORBIDDEN);
      expect(
        (await call('POST', '/content-zan-log', certified, { content_id: 99999, type: 4 })).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
    });
  });

  describe('the public preview', () => {
    it('shows what the meeting is without login, never its streams or a viewing session', async () => {
      const row = await meeting(
        { startsInMs: -MINUTE },
        { playbackUrl: PLAYBACK_URL, audience: 'certified' },
      );
      const response = await call<Record<string, unknown>>('GET', `/demo/meeting/${row.id}`, null);
      expect(response.body).toMatchObject({
        code: 1000,
        data: { id: row.id, state: 'live', subscribed: false },
      });
      for (const hidden of ['live_url', 'playback_url', 'viewing', 'chapters']) {
        expect(response.body.data).not.toHaveProperty(hidden);
      }
      expect(JSON.stringify(response.body.data)).not.toContain('/media/');
    });
  });
});
