import { type AdminMeeting, type AdminMeetingAttendance, ErrorCode, type MeetingDetail } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { insertTag } from '../content/content.fixtures';
import { memberGroups } from '../content/content.table';
import { messages } from '../messages/messages.table';
import { users } from '../users/users.table';

const PASSWORD = 'Correct-Horse-42';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('console meetings', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let tagId = 0;
  let groupId = 0;

  beforeAll(async () => {
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 20 } });
    for (const [username, role] of [
      ['editor', 'content_editor'],
      ['admin', 'administrator'],
      ['reviewer', 'reviewer'],
    ] as const) {
      await t.services.adminAuth.createOperator({ username, password: PASSWORD, role });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password: PASSWORD },
      });
      const cookie = login.cookies.find((c) => c.name === 'ia_admin');
      cookies[username] = `ia_admin=${cookie?.value}`;
    }
    tagId = await insertTag(t.database.db, '肺结节');
    const [group] = await t.database.db
      .insert(memberGroups)
      .values({ name: '放射科骨干' })
      .returning({ id: memberGroups.id });
    groupId = group?.id ?? 0;
  });
  afterAll(() => t.close());

  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    operator = 'editor',
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: cookies[operator] ?? '' },
      ...(payload ? { payload } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: (isJson ? response.json() : null) as Envelope<T>, response };
  };
  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const { body } = await call<T>(method, url, payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  const app = async <T>(method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/platform${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
    return response.json() as Envelope<T>;
  };
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const fields = (patch: Record<string, unknown> = {}) => ({
    title: '胸部影像新进展',
    summary: '年度会议',
    description: '<p>介绍</p><script>alert(1)</script>',
    speakers: [{ name: '王建国', title: '主任医师', hospital: '中山医院' }],
    agenda: [{ time: '19:30', title: '开场' }],
    tag_ids: [tagId],
    start_at: at(HOUR),
    end_at: at(2 * HOUR),
    live_url: '/media/live/imaging-basics/index.m3u8',
    chapters: [{ title: '开场', start: 0 }],
    ...patch,
  });
  const create = (patch: Record<string, unknown> = {}) =>
    data<AdminMeeting>('POST', '/meetings', fields(patch));
  const publish = (meeting: AdminMeeting, published = true) =>
    data<AdminMeeting>('POST', `/meetings/${meeting.id}/publish`, {
      published,
      updated_at: meeting.updated_at,
    });

  describe('create, edit, publish', () => {
    it('creates a draft the app does not see, sanitising the introduction', async () => {
      const meeting = await create();
      expect(meeting).toMatchObject({
        status: 'draft',
        state: 'upcoming',
        audience: 'all',
        tag_ids: [tagId],
        speakers: [{ name: '王建国', title: '主任医师', hospital: '中山医院', avatar: null }],
        agenda: [{ time: '19:30', title: '开场', speaker: null }],
        subscriber_count: 0,
        comments_enabled: true,
      });
      expect(meeting.description).toContain('<p>介绍</p>');
      expect(meeting.description).not.toContain('script');
      const viewer = await signIn(t, 'certified');
      expect((await app('GET', `/meeting/${meeting.id}`, viewer)).code).toBe(ErrorCode.NOT_FOUND);
      const published = await publish(meeting);
      expect(published.status).toBe('published');
      expect((await app<MeetingDetail>('GET', `/meeting/${meeting.id}`, viewer)).data.title).toBe(
        '胸部影像新进展',
      );
      const withdrawn = await publish(published, false);
      expect(withdrawn.status).toBe('draft');
      expect((await app('GET', `/meeting/${meeting.id}`, viewer)).code).toBe(ErrorCode.NOT_FOUND);
    });

    it('refuses invalid fields with 40000 and a clear message', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, '请输入会议标题'],
        [{ end_at: at(HOUR) }, '结束时间须晚于开始时间'],
        [{ audience: 'groups' }, '请选择可观看的会员分组'],
        [{ live_url: '/media/demo/imaging-basics/demo.mp4' }, '直播地址须为 HLS（.m3u8）'],
        [{ playback_url: 'javascript:alert(1)' }, '视频地址'],
        [{ start_at: 'tomorrow' }, '日期格式不正确'],
        [{ tag_ids: [99999] }, '标签不存在（编号 99999）'],
        [{ audience: 'groups', member_group_ids: [99999] }, '会员分组不存在（编号 99999）'],
        [{ category_id: 99999 }, '分类不存在（编号 99999）'],
      ];
      for (const [patch, message] of cases) {
        const { status, body } = await call('POST', '/meetings', fields(patch));
        expect(status, JSON.stringify(patch)).toBe(400);
        expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
        expect(body.msg, JSON.stringify(patch)).toContain(message);
      }
    });

    it('refuses an edit made from an outdated copy with 40900', async () => {
      const meeting = await create();
      const edited = await data<AdminMeeting>('PUT', `/meetings/${meeting.id}`, {
        ...fields({ title: '改过的标题', audience: 'groups', member_group_ids: [groupId] }),
        updated_at: meeting.updated_at,
      });
      expect(edited).toMatchObject({ title: '改过的标题', audience: 'groups', member_group_ids: [groupId] });
      expect(edited.updated_at > meeting.updated_at).toBe(true);
      const stale = await call('PUT', `/meetings/${meeting.id}`, {
        ...fields(),
        updated_at: meeting.updated_at,
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: ErrorCode.CONFLICT, msg: '内容已被他人修改，请刷新后重试' });
      const stalePublish = await call('POST', `/meetings/${meeting.id}/publish`, {
        published: true,
        updated_at: meeting.updated_at,
      });
      expect(stalePublish.body.code).toBe(ErrorCode.CONFLICT);
      expect(
        (await call('PUT', '/meetings/99999', { ...fields(), updated_at: meeting.updated_at })).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect((await call('PUT', `/meetings/${meeting.id}`, fields())).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    });

    it('lists by keyword and state, and deletes', async () => {
      const live = await create({ title: '直播中的会议', start_at: at(-MINUTE), end_at: at(HOUR) });
      const list = await data<{ total: number; data: AdminMeeting[] }>(
        'GET',
        `/meetings?keyword=${encodeURIComponent('直播中')}`,
      );
      expect(list.data.map((item) => item.id)).toEqual([live.id]);
      expect((await data<{ data: AdminMeeting[] }>('GET', `/meetings?keyword=${live.id}`)).data[0]?.id).toBe(
        live.id,
      );
      const byState = await data<{ data: AdminMeeting[] }>('GET', '/meetings?state=live&pageSize=100');
      expect(byState.data.map((item) => item.id)).toContain(live.id);
      expect(byState.data.every((item) => item.state === 'live')).toBe(true);
      expect((await data<AdminMeeting>('GET', `/meetings/${live.id}`)).title).toBe('直播中的会议');

      expect(await data('DELETE', `/meetings/${live.id}`)).toEqual({ id: live.id });
      expect((await call('GET', `/meetings/${live.id}`)).body.code).toBe(ErrorCode.NOT_FOUND);
      expect((await call('DELETE', `/meetings/${live.id}`)).body.code).toBe(ErrorCode.NOT_FOUND);
      const after = await data<{ data: AdminMeeting[] }>('GET', '/meetings?pageSize=100');
      expect(after.data.map((item) => item.id)).not.toContain(live.id);
    });
  });

  describe('cancel', () => {
    it('cancels, telling each subscriber once, however often it is cancelled', async () => {
      const meeting = await publish(await create({ title: '将被取消的会议' }));
      const subscribers = [await signIn(t, 'consented'), await signIn(t, 'consented')];
      for (const subscriber of subscribers) {
        expect((await app('POST', '/meeting/subscribe', subscriber, { meeting_id: meeting.id })).code).toBe(
          1000,
        );
      }
      const cancelled = await data<AdminMeeting>('POST', `/meetings/${meeting.id}/cancel`, {
        reason: '讲者临时有事',
      });
      expect(cancelled).toMatchObject({ state: 'cancelled', cancel_reason: '讲者临时有事' });
      expect(cancelled.cancelled_at).toBe(t.clock.now().toISOString());
      await data('POST', `/meetings/${meeting.id}/cancel`, { reason: '再取消一次' });
      for (const subscriber of subscribers) {
        const told = await t.database.db
          .select()
          .from(messages)
          .where(eq(messages.userId, subscriber.userId));
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          category: 'meeting',
          title: '会议取消',
          body: '「将被取消的会议」已取消：讲者临时有事',
          link: `/meetingdetail?id=${meeting.id}`,
          dedupeKey: `meeting:${meeting.id}:cancelled`,
        });
      }
      expect((await data<AdminMeeting>('GET', `/meetings/${meeting.id}`)).cancel_reason).toBe('讲者临时有事');
      expect((await call('POST', `/meetings/${meeting.id}/cancel`, { reason: '' })).body.code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    });

    it('refuses to cancel a meeting that has ended', async () => {
      const over = await create({ start_at: at(-2 * HOUR), end_at: at(-HOUR) });
      expect((await call('POST', `/meetings/${over.id}/cancel`, { reason: '太晚了' })).body).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: '会议已结束，不能取消',
      });
    });
  });

  describe('subscribers and attendance', () => {
    it('pages subscribers with masked mobiles', async () => {
      const meeting = await publish(await create());
      const subscriber = await signIn(t, 'consented', '赵医生');
      await t.database.db
        .update(users)
        .set({ mobile: '13812345678', hospitalName: '中山医院', department: 'radiology' })
        .where(eq(users.id, subscriber.userId));
      await app('POST', '/meeting/subscribe', subscriber, { meeting_id: meeting.id });
      const page = await data<{ total: number; data: unknown[] }>(
        'GET',
        `/meetings/${meeting.id}/subscribers`,
      );
      expect(page).toEqual({
        total: 1,
        data: [
          {
            user_id: subscriber.userId,
            name: '赵医生',
            hospital: '中山医院',
            department: '放射科',
            mobile: '138****5678',
            subscribed_at: t.clock.now().toISOString(),
            reminded_at: null,
            // No WeChat notice before the reminder is due (decision 036).
            wechat: null,
          },
        ],
      });
      expect((await call('GET', '/meetings/99999/subscribers')).body.code).toBe(ErrorCode.NOT_FOUND);
    });

    it('reports live and playback minutes per attendee with totals, and exports them as CSV', async () => {
      const meeting = await publish(
        await create({
          start_at: at(-MINUTE),
          end_at: at(10 * MINUTE),
          playback_url: '/media/demo/imaging-basics/index.m3u8',
        }),
      );
      const first = await signIn(t, 'certified', '钱医生');
      const second = await signIn(t, 'certified', '=HYPERLINK("x")');
      await t.database.db
        .update(users)
        .set({ hospitalName: '华西医院, 成都' })
        .where(eq(users.id, first.userId));
      const sessionOf = async (who: SignedIn) =>
        (await app<MeetingDetail>('GET', `/meeting/${meeting.id}`, who)).data.viewing?.session_num ?? '';
      const beat = (who: SignedIn, session: string, sequence: number, seconds = 15) =>
        app('POST', '/score-log/meetingview', who, {
          session_num: session,
          content_id: meeting.id,
          type: 4,
          sequence,
          total_tims: seconds,
        });
      const [a, b] = [await sessionOf(first), await sessionOf(second)];
      for (const sequence of [1, 2, 3, 4]) {
        t.clock.advance(15_000);
        await beat(first, a, sequence);
      }
      await beat(second, b, 1, 12);
      t.clock.advance(10 * MINUTE);
      await beat(first, a, 5, 15);
      await beat(first, a, 6, 15);

      const attendance = await data<AdminMeetingAttendance>('GET', `/meetings/${meeting.id}/attendance`);
      expect(attendance.total).toBe(2);
      expect(attendance.summary).toEqual({
        attendees: 2,
        live_minutes: 1.2,
        playback_minutes: 0.5,
        watching_now: 0,
      });
      expect(attendance.data[0]).toMatchObject({
        user_id: first.userId,
        name: '钱医生',
        live_minutes: 1,
        playback_minutes: 0.5,
        total_minutes: 1.5,
      });
      expect(attendance.data[1]).toMatchObject({
        user_id: second.userId,
        live_minutes: 0.2,
        total_minutes: 0.2,
      });
      const second_page = await data<AdminMeetingAttendance>(
        'GET',
        `/meetings/${meeting.id}/attendance?pageSize=1&current=2`,
      );
      expect(second_page.data.map((row) => row.user_id)).toEqual([second.userId]);
      expect(second_page.total).toBe(2);

      const csv = await call('GET', `/meetings/${meeting.id}/attendance.csv`);
      expect(csv.status).toBe(200);
      expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.response.headers['content-disposition']).toBe(
        `attachment; filename="meeting-${meeting.id}-attendance.csv"`,
      );
      const text = csv.response.body;
      expect(text.startsWith('\ufeff')).toBe(true);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '用户ID,姓名,医院,科室,直播观看（分钟）,回放观看（分钟）,合计（分钟）,首次观看,最近观看',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(`^${first.userId},钱医生,"华西医院, 成都",,1,0.5,1.5,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`),
      );
      // A name a spreadsheet would run as a formula is defused.
      expect(lines[2]).toContain(`${second.userId},"'=HYPERLINK(""x"")"`);
      expect((await call('GET', '/meetings/99999/attendance.csv')).status).toBe(404);
    });
  });

  describe('access and audit', () => {
    it('is for the content team and administrators only', async () => {
      expect((await call('GET', '/meetings', undefined, 'reviewer')).body.code).toBe(ErrorCode.FORBIDDEN);
      expect((await call('POST', '/meetings', fields(), 'reviewer')).body.code).toBe(ErrorCode.FORBIDDEN);
      expect((await call('GET', '/meetings', undefined, 'admin')).body.code).toBe(1000);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/meetings' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('writes an audit row for each console write, with the target', async () => {
      const meeting = await create({ title: '审计会议' });
      await publish(meeting);
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, String(meeting.id))));
      expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['meeting.publish']));
      const created = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'meeting.create'));
      expect(created.length).toBeGreaterThan(0);
    });
  });
});
