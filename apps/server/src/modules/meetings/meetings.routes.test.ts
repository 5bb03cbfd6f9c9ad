import {
  ErrorCode,
  HEARTBEAT_MAX_SECONDS,
  type LearnSession,
  MEETING_WATCHING_WINDOW_S,
  type MeetingDetail,
  type MeetingList,
  type MeetingSummary,
  type Message,
} from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { insertContent, insertHomeSection, insertTag } from '../content/content.fixtures';
import { learnLogs } from '../learning/learning.table';
import { messages } from '../messages/messages.table';
import { type SignedIn, signIn } from '../social/social.fixtures';
import { users } from '../users/users.table';
import { MeetingStatus } from './meeting-state';
import { insertMeeting } from './meetings.fixtures';
import { NOT_WATCHABLE_MESSAGE } from './meetings.service';
import { meetingAttendance, meetings } from './meetings.table';

const PLATFORM = '/api/platform';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PLAYBACK_URL = '/media/demo/imaging-basics/index.m3u8';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('meetings in the app', () => {
  let t: TestApp;
  let certified: SignedIn;
  let trial: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    // A wide batching window, so concurrent heartbeats reliably share a statement on a slow machine.
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 50 } });
    certified = await signIn(t, 'certified', '张医生');
    trial = await signIn(t, 'trial', '李医生');
    other = await signIn(t, 'certified', '王医生');
  });
  afterAll(() => t.close());

  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ) => {
    const response = await t.app.inject({
      method,
      url: `${PLATFORM}${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  };
  const data = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ) => {
    const { body } = await call<T>(method, url, who, payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  const detail = (id: number, who: SignedIn = certified) => data<MeetingDetail>('GET', `/meeting/${id}`, who);
  const meeting = (options: { startsInMs?: number; lengthMs?: number } = {}, values = {}) =>
    insertMeeting(t.database.db, t.clock.now(), options, values);
  const beat = (
    who: SignedIn,
    meetingId: number,
    session: string,
    fields: { sequence: number; total_tims: number; position?: number },
  ) =>
    call<{
      counted: boolean;
      added: number;
      time_type: number;
      live_tims: number;
      playback_tims: number;
      total_tims: number;
      position: number;
      watching_now: number;
    }>('POST', '/score-log/meetingview', who, {
      session_num: session,
      content_id: meetingId,
      type: 4,
      action_type: 'MEETING_VIEW',
      ...fields,
    });
  const messagesOf = (userId: number) =>
    t.database.db.select().from(messages).where(eq(messages.userId, userId));

  describe('states from the clock', () => {
    it('goes upcoming → live → ended → playback, showing the stream only while live', async () => {
      const row = await meeting({ startsInMs: HOUR, lengthMs: HOUR });
      const upcoming = await detail(row.id);
      expect(upcoming).toMatchObject({
        state: 'upcoming',
        starts_in: 3600,
        live_url: null,
        playback_url: null,
        viewing: null,
        watching_now: 0,
        server_time: t.clock.now().toISOString(),
      });
      t.clock.advance(HOUR);
      const live = await detail(row.id);
      expect(live).toMatchObject({ state: 'live', starts_in: 0, live_url: row.liveUrl, playback_url: null });
      expect(live.viewing).toMatchObject({
        position: 0,
        live_tims: 0,
        total_tims: 0,
        heartbeat_interval: 15,
      });
      t.clock.advance(HOUR);
      expect(await detail(row.id)).toMatchObject({ state: 'ended', live_url: null, viewing: null });
      await t.database.db
        .update(meetings)
        .set({ playbackUrl: PLAYBACK_URL, playbackDuration: 90 })
        .where(eq(meetings.id, row.id));
      const playback = await detail(row.id);
      expect(playback).toMatchObject({ state: 'playback', live_url: null, playback_url: PLAYBACK_URL });
      expect(playback.viewing?.session_num).toEqual(expect.any(String));
      expect(playback.has_playback).toBe(true);
    });

    it('shows a cancelled meeting as cancelled, with nothing to watch', async () => {
      const row = await meeting({ startsInMs: -10 * MINUTE }, { cancelledAt: t.clock.now() });
      expect(await detail(row.id)).toMatchObject({
        state: 'cancelled',
        live_url: null,
        viewing: null,
        cancelled_at: t.clock.now().toISOString(),
      });
    });

    it('hides drafts, deleted meetings and expired approvals (404)', async () => {
      const draft = await meeting({}, { status: MeetingStatus.DRAFT });
      const deleted = await meeting({}, { deletedAt: t.clock.now() });
      const expired = await meeting({}, { expiresAt: t.clock.now() });
      for (const row of [draft, deleted, expired]) {
        expect((await call('GET', `/meeting/${row.id}`, certified)).body.code).toBe(ErrorCode.NOT_FOUND);
        expect((await call('GET', `/demo/meeting/${row.id}`, null)).body.code).toBe(ErrorCode.NOT_FOUND);
      }
      const list = await data<MeetingList>('GET', '/meeting?pageSize=100', certified);
      const ids = list.data.map((item) => item.id);
      for (const row of [draft, deleted, expired]) expect(ids).not.toContain(row.id);
      expect((await call('GET', '/meeting/99999', certified)).status).toBe(404);
    });
  });

  describe('lists', () => {
    it('lists by state and tag, live first, with the tags in use on get_tag=1', async () => {
      const tag = await insertTag(t.database.db, '会议标签');
      const past = await meeting({ startsInMs: -3 * HOUR }, { playbackUrl: PLAYBACK_URL, tagIds: [tag] });
      const later = await meeting({ startsInMs: 3 * HOUR });
      const sooner = await meeting({ startsInMs: 2 * HOUR }, { tagIds: [tag] });
      const live = await meeting({ startsInMs: -MINUTE });
      const all = await data<MeetingList>('GET', '/meeting?pageSize=100&get_tag=1', certified);
      const order = all.data
        .map((item) => item.id)
        .filter((id) => [past, later, sooner, live].some((m) => m.id === id));
      expect(order).toEqual([live.id, sooner.id, later.id, past.id]);
      expect(all.tags).toContainEqual({ id: tag, name: '会议标签' });

      const upcoming = await data<MeetingList>('GET', '/meeting?state=upcoming&pageSize=100', certified);
      expect(upcoming.data.every((item) => item.state === 'upcoming')).toBe(true);
      expect(upcoming.data.map((item) => item.id)).toEqual(expect.arrayContaining([sooner.id, later.id]));
      const ongoing = await data<MeetingList>('GET', '/meeting?state=ongoing&pageSize=100', certified);
      expect(ongoing.data.every((item) => ['upcoming', 'live'].includes(item.state))).toBe(true);
      expect(ongoing.data.map((item) => item.id)).toContain(live.id);
      const playback = await data<MeetingList>('GET', '/meeting?state=playback&pageSize=100', certified);
      expect(playback.data.map((item) => item.id)).toContain(past.id);
      expect(playback.data.every((item) => item.state === 'playback' && item.has_playback)).toBe(true);

      const tagged = await data<MeetingList>('GET', `/meeting?tag_id=${tag}`, certified);
      expect(tagged.total).toBe(2);
      expect(tagged.data.map((item) => item.id)).toEqual([sooner.id, past.id]);
      expect(tagged.data[0]?.tags).toEqual([{ id: tag, name: '会议标签' }]);
      expect(tagged.tags).toBeUndefined();
      expect((await call('GET', '/meeting?state=soon', certified)).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    });

    it('serves the home page’s meetings section: live and upcoming, as many as it shows', async () => {
      await insertHomeSection(t.database.db, { kind: 'meetings', title: '学术会议', itemLimit: 2 });
      const setting = await data<{ sections: { kind: string; limit: number }[] }>(
        'GET',
        '/home/setting',
        certified,
      );
      expect(setting.sections).toContainEqual(expect.objectContaining({ kind: 'meetings', limit: 2 }));
      await meeting({ startsInMs: 30 * MINUTE });
      const home = await data<MeetingSummary[]>('GET', '/home/home-meeting', certified);
      expect(home).toHaveLength(2);
      expect(home.every((item) => ['live', 'upcoming', 'playback'].includes(item.state))).toBe(true);
      expect(home[0]?.state).toBe('live');
    });
  });

  describe('audience', () => {
    it('refuses a certified-only meeting to an uncertified member with 40304, listing it all the same', async () => {
      const row = await meeting({ startsInMs: -MINUTE }, { audience: 'certified' });
      const refused = await call('GET', `/meeting/${row.id}`, trial);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: ErrorCode.NOT_CERTIFIED,
        msg: '本会议仅对认证医护人员开放',
      });
      expect((await call('GET', `/meeting/live-status/${row.id}`, trial)).body.code).toBe(
        ErrorCode.NOT_CERTIFIED,
      );
      expect((await call('POST', '/meeting/subscribe', trial, { meeting_id: row.id })).body.code).toBe(
        ErrorCode.NOT_CERTIFIED,
      );
      expect(
        (await call('POST', '/comments', trial, { content_id: row.id, type: 4, content: '请问讲者' })).body
          .code,
      ).toBe(ErrorCode.NOT_CERTIFIED);
      expect((await detail(row.id, certified)).state).toBe('live');
      const list = await data<MeetingList>('GET', '/meeting?pageSize=100', trial);
      expect(list.data.find((item) => item.id === row.id)).toMatchObject({ audience: 'certified' });
    });

    it('refuses a group meeting outside its groups with 40300 and the reason', async () => {
      const row = await meeting({ startsInMs: -MINUTE }, { audience: 'groups', memberGroupIds: [7, 8] });
      const refused = await call('GET', `/meeting/${row.id}`, certified);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '本会议仅限特定用户观看' });
      await t.database.db
        .update(users)
        .set({ memberGroupIds: [8] })
        .where(eq(users.id, other.userId));
      expect((await detail(row.id, other)).state).toBe('live');
    });
  });

  describe('subscriptions and reminders', () => {
    it('subscribes idempotently, lists it under my meetings, and cancels', async () => {
      const row = await meeting({ startsInMs: 2 * HOUR });
      for (let i = 0; i < 2; i++) {
        expect(await data('POST', '/meeting/subscribe', trial, { meeting_id: row.id })).toEqual({
          subscribed: true,
          subscriber_count: 1,
        });
      }
      await Promise.all(
        Array.from({ length: 4 }, () =>
          call('POST', '/meeting/subscribe', certified, { meeting_id: row.id }),
        ),
      );
      expect((await detail(row.id)).subscriber_count).toBe(2);
      expect((await detail(row.id, trial)).subscribed).toBe(true);
      const mine = await data<{ total: number; data: MeetingSummary[] }>('GET', '/meeting/my-meeting', trial);
      expect(mine.data.map((item) => item.id)).toContain(row.id);
      expect(mine.data.every((item) => item.subscribed)).toBe(true);

      for (let i = 0; i < 2; i++) {
        expect(await data('POST', '/meeting/subscribe', trial, { meeting_id: row.id, cancel: 1 })).toEqual({
          subscribed: false,
          subscriber_count: 1,
        });
      }
      const after = await data<{ total: number; data: MeetingSummary[] }>(
        'GET',
        '/meeting/my-meeting',
        trial,
      );
      expect(after.data.map((item) => item.id)).not.toContain(row.id);
      expect((await call('POST', '/meeting/subscribe', trial, { meeting_id: 'x' })).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    });

    it('refuses to subscribe once the meeting is over or cancelled', async () => {
      const over = await meeting({ startsInMs: -2 * HOUR, lengthMs: HOUR });
      expect((await call('POST', '/meeting/subscribe', trial, { meeting_id: over.id })).body).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: '会议已结束',
      });
      const cancelled = await meeting({ startsInMs: HOUR }, { cancelledAt: t.clock.now() });
      expect(
        (await call('POST', '/meeting/subscribe', trial, { meeting_id: cancelled.id })).body,
      ).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: '会议已取消',
      });
    });

    it('reminds each subscriber once, 30 minutes before the start, when the clock moves', async () => {
      const subscriber = await signIn(t, 'consented', '周医生');
      // Starts 2026-… at a known Shanghai time: now + 2 h.
      const row = await meeting({ startsInMs: 2 * HOUR }, { title: '提醒测试会议' });
      await data('POST', '/meeting/subscribe', subscriber, { meeting_id: row.id });
      await t.services.jobs.runAll();
      expect(await messagesOf(subscriber.userId)).toEqual([]);

      // 31 minutes before: not yet. 29 minutes before: once, however often the job runs.
      t.clock.advance(HOUR + 29 * MINUTE);
      await t.services.jobs.runAll();
      expect(await messagesOf(subscriber.userId)).toEqual([]);
      t.clock.advance(2 * MINUTE);
      await t.services.jobs.runAll();
      await t.services.jobs.runAll();
      const sent = await messagesOf(subscriber.userId);
      expect(sent).toHaveLength(1);
      const shanghai = new Date(row.startAt.getTime() + 8 * HOUR);
      const pad = (value: number) => String(value).padStart(2, '0');
      const when = `${pad(shanghai.getUTCMonth() + 1)}月${pad(shanghai.getUTCDate())}日 ${pad(shanghai.getUTCHours())}:${pad(shanghai.getUTCMinutes())}`;
      expect(sent[0]).toMatchObject({
        category: 'meeting',
        title: '会议提醒',
        body: `「提醒测试会议」将于 ${when} 开始，点击进入`,
        link: `/meetingdetail?id=${row.id}`,
        dedupeKey: `meeting:${row.id}:reminder`,
        readAt: null,
      });
      // The app's message centre shows it.
      const centre = await data<{ total: number; data: Message[] }>('GET', '/messagecneter', subscriber);
      expect(centre.data[0]).toMatchObject({
        title: '会议提醒',
        link: `/meetingdetail?id=${row.id}`,
        read: false,
      });

      // Subscribing inside the window: reminded on the next run. Re-subscribing: never twice.
      const late = await signIn(t, 'consented', '吴医生');
      await data('POST', '/meeting/subscribe', late, { meeting_id: row.id });
      expect(await messagesOf(late.userId)).toEqual([]);
      await t.services.jobs.runAll();
      expect(await messagesOf(late.userId)).toHaveLength(1);
      await data('POST', '/meeting/subscribe', subscriber, { meeting_id: row.id, cancel: 1 });
      await data('POST', '/meeting/subscribe', subscriber, { meeting_id: row.id });
      await t.services.jobs.runAll();
      expect(await messagesOf(subscriber.userId)).toHaveLength(1);

      // Nothing for a meeting that has ended by the time the job runs.
      const missed = await meeting({ startsInMs: 2 * HOUR, lengthMs: HOUR });
      const absent = await signIn(t, 'consented');
      await data('POST', '/meeting/subscribe', absent, { meeting_id: missed.id });
      t.clock.advance(3 * HOUR);
      await t.services.jobs.runAll();
      expect(await messagesOf(absent.userId)).toEqual([]);
    });

    it('never reminds about a cancelled meeting', async () => {
      const subscriber = await signIn(t, 'consented');
      const row = await meeting({ startsInMs: HOUR });
      await data('POST', '/meeting/subscribe', subscriber, { meeting_id: row.id });
      await t.database.db.update(meetings).set({ cancelledAt: t.clock.now() }).where(eq(meetings.id, row.id));
      t.clock.advance(45 * MINUTE);
      await t.services.jobs.runAll();
      expect(await messagesOf(subscriber.userId)).toEqual([]);
    });
  });

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

    it('counts who is watching now: live viewers with a heartbeat in the last window', async () => {
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
      const both = await beat(second, row.id, b.viewing?.session_num ?? '', { sequence: 1, total_tims: 15 });
      expect(both.body.data.watching_now).toBe(2);
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

  describe('the message centre', () => {
    it('lists the viewer’s messages newest first and marks one or all read', async () => {
      const reader = await signIn(t, 'registered');
      const notify = (title: string) =>
        t.services.messages.notify(reader.userId, { category: 'system', title, body: title });
      const first = await notify('第一条');
      t.clock.advance(1000);
      await notify('第二条');
      t.clock.advance(1000);
      await notify('第三条');
      const page = await data<{ total: number; data: Message[] }>('GET', '/messagecneter?pageSize=2', reader);
      expect(page.total).toBe(3);
      expect(page.data.map((message) => message.title)).toEqual(['第三条', '第二条']);
      expect(await data('PUT', '/messagecneter/read', reader, { id: first?.id })).toEqual({ num: 2 });
      const unread = await data<{ num: number }>('GET', '/messagecneter/msg-unread-num', reader);
      expect(unread.num).toBe(2);
      // Someone else's message is not found; neither id nor all is a bad request.
      expect((await call('PUT', '/messagecneter/read', other, { id: first?.id })).body.code).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect((await call('PUT', '/messagecneter/read', reader, {})).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
      expect(await data('PUT', '/messagecneter/read', reader, { all: 1 })).toEqual({ num: 0 });
      const read = await data<{ data: Message[] }>('GET', '/messagecneter', reader);
      expect(read.data.every((message) => message.read)).toBe(true);
      expect((await data<{ total: number }>('GET', '/messagecneter', other)).total).toBe(0);
    });
  });
});
