import { ErrorCode, type MeetingList, type MeetingSummary, type Message } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { updateUser } from '../../test/users';
import { insertHomeSection, insertTag } from '../content/content.fixtures';
import { MeetingStatus } from './meeting-state';
import { meetings } from './meetings.table';
import { HOUR, MINUTE, meetingsApi, PLAYBACK_URL } from './meetings-app.fixtures';

describe('meetings in the app', () => {
  let t: TestApp;
  let certified: SignedIn;
  let trial: SignedIn;
  let other: SignedIn;
  const { call, data, detail, meeting, messagesOf } = meetingsApi(
    () => t,
    () => certified,
  );

  beforeAll(async () => {
    // A wide batching window, so concurrent heartbeats reliably share a statement on a slow machine.
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 50 } });
    certified = await signIn(t, 'certified', '张医生');
    trial = await signIn(t, 'trial', '李医生');
    other = await signIn(t, 'certified', '王医生');
  });
  afterAll(() => t.close());

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
      // As the console's edit does: the app's once-a-second meeting reads read again.
      t.services.meetings.forgetLiveReads();
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

    it('finds meetings by every term of a keyword in the title, summary or speakers (issue 16)', async () => {
      const contrast = await meeting(
        { startsInMs: 2 * HOUR },
        { title: '碘对比剂安全使用专家共识解读', summary: '对比剂肾病的预防' },
      );
      const speaker = await meeting(
        { startsInMs: -3 * HOUR },
        {
          title: '心脏 CT 进阶',
          speakers: [{ name: '赵明远', title: '教授', hospital: '北京协和医院', avatar: null }],
        },
      );
      const ids = async (keyword: string) =>
        (
          await data<MeetingList>(
            'GET',
            `/meeting?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
            certified,
          )
        ).data.map((item) => item.id);
      expect(await ids('碘对比剂')).toEqual([contrast.id]);
      expect(await ids(' 肾病   共识 ')).toEqual([contrast.id]);
      expect(await ids('协和 心脏')).toEqual([speaker.id]);
      expect(await ids('ct')).toContain(speaker.id);
      expect(await ids('碘对比剂 协和')).toEqual([]);
      // LIKE's wildcards are the doctor's characters, not patterns.
      expect(await ids('%')).toEqual([]);
      expect((await call('GET', `/meeting?keyword=${'长'.repeat(51)}`, certified)).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
      expect((await call('GET', '/meeting?keyword=%20', certified)).body.code).toBe(
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
      await updateUser(t, other.userId, { memberGroupIds: [8] });
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
      // The list marks it for the subscribers only.
      const listed = async (viewer: typeof trial) =>
        (await data<MeetingList>('GET', '/meeting?pageSize=100', viewer)).data.find(
          (item) => item.id === row.id,
        )?.subscribed;
      expect([await listed(trial), await listed(certified), await listed(other)]).toEqual([
        true,
        true,
        false,
      ]);
      // Pages opened at once read their viewers' parts in one statement: each gets its own.
      const opened = await Promise.all([trial, other, certified].map((viewer) => detail(row.id, viewer)));
      expect(opened.map((page) => page.subscribed)).toEqual([true, false, true]);
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
