import { SANDBOX_WECHAT_PATHS, type SandboxWechatMessage } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNPACED_ROUND } from '../../lib/job-scheduler';
import { sandboxLogin, type TestApp, testDatabaseKind } from '../../test/helper';
import { newOperatorCookie } from '../../test/sign-in';
import { twoAppsOnOneDatabase } from '../../test/two-apps';
import { wechatCredentials } from '../jssdk/wechat-credentials.table';
import { insertMeeting } from '../meetings/meetings.fixtures';
import { wechatNotices, wechatSubscribeConsents } from './wechat-notices.table';

const MINUTE = 60_000;
const TEMPLATE_SEND = '/sandbox/wechat/cgi-bin/message/template/send';
const BIZSEND = '/sandbox/wechat/cgi-bin/message/subscribe/bizsend';
const TOKEN = '/sandbox/wechat/cgi-bin/token';

describe(`WeChat reminders over the official account's message API (${testDatabaseKind})`, () => {
  const apps = twoAppsOnOneDatabase();

  /** A consented member signed in on the first process, subscribed to `meetingId`. */
  async function subscriber(
    meetingId: number,
  ): Promise<{ userId: number; openid: string; headers: { authorization: string } }> {
    const login = await sandboxLogin(apps.first, 'consented');
    const viewer = await apps.first.services.sessions.resolve(login.token);
    if (!viewer) throw new Error('sandbox login gave no session');
    const response = await apps.first.inject({
      method: 'POST',
      url: '/api/platform/meeting/subscribe',
      headers: login.headers,
      payload: { meeting_id: meetingId },
    });
    expect(response.json()).toMatchObject({ code: 1000 });
    return { userId: viewer.user.id, openid: login.openid, headers: login.headers };
  }

  /** Both processes run the reminder job and the WeChat job at the same moment. */
  async function runJobsInBothProcesses(): Promise<void> {
    const round = (app: FastifyInstance) =>
      app.services.meetings
        .sendDueReminders()
        .then(() => app.services.wechatNotices.job().run(UNPACED_ROUND));
    await Promise.all([round(apps.first), round(apps.second)]);
  }

  async function outbox(openid: string): Promise<SandboxWechatMessage[]> {
    const response = await apps.first.inject({ url: SANDBOX_WECHAT_PATHS.wechatOutbox, query: { openid } });
    return (response.json() as { data: SandboxWechatMessage[] }).data;
  }

  async function noticesOf(userId: number) {
    return apps.database.db.select().from(wechatNotices).where(eq(wechatNotices.userId, userId));
  }

  async function upcomingMeeting(title = '碘对比剂安全使用专家共识解读') {
    return insertMeeting(apps.database.db, apps.clock.now(), { startsInMs: 20 * MINUTE }, { title });
  }

  it('sends a subscribed doctor one template message, however many processes run the job how often', async () => {
    const meeting = await upcomingMeeting();
    const doctors = [
      await subscriber(meeting.id),
      await subscriber(meeting.id),
      await subscriber(meeting.id),
    ];
    await runJobsInBothProcesses();
    await runJobsInBothProcesses();
    apps.clock.advance(MINUTE);
    await runJobsInBothProcesses();

    for (const doctor of doctors) {
      const delivered = await outbox(doctor.openid);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        api: 'template',
        template_id: 'sandbox_tpl_meeting_reminder',
        url: expect.stringMatching(new RegExp(`/h5/meetingdetail\\?id=${meeting.id}$`)),
        data: {
          thing1: { value: '碘对比剂安全使用专家共识解读' },
          time2: { value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) },
          thing3: { value: '会议即将开始，点击进入观看' },
        },
      });
      expect(await noticesOf(doctor.userId)).toEqual([
        expect.objectContaining({
          kind: 'meeting_reminder',
          subject: `meeting:${meeting.id}:reminder`,
          channel: 'template',
          status: 'sent',
          attempts: 1,
          errcode: 0,
          msgid: delivered[0]?.msgid,
        }),
      ]);
    }
    expect(apps.count(TEMPLATE_SEND)).toBe(3);
    // One token between the two processes (the jssdk feature's shared cache).
    expect(apps.count(TOKEN)).toBe(1);
  });

  it('records 43004 for a doctor who does not follow the account, and never tries again', async () => {
    const meeting = await upcomingMeeting('胸部影像新进展');
    const doctor = await subscriber(meeting.id);
    const unfollow = await apps.first.inject({
      method: 'PUT',
      url: `${SANDBOX_WECHAT_PATHS.wechatFollower}/${doctor.openid}`,
      payload: { following: false },
    });
    expect(unfollow.json()).toMatchObject({ code: 1000 });

    await runJobsInBothProcesses();
    for (let round = 0; round < 4; round++) {
      apps.clock.advance(20 * MINUTE);
      await runJobsInBothProcesses();
    }
    expect(await noticesOf(doctor.userId)).toEqual([
      expect.objectContaining({ status: 'not_following', errcode: 43004, attempts: 1, channel: 'template' }),
    ]);
    expect(await outbox(doctor.openid)).toEqual([]);
    expect(apps.count(TEMPLATE_SEND)).toBe(1);

    // The operator sees why in the meeting's subscribers.
    const cookie = await newOperatorCookie(
      { app: apps.first, services: apps.first.services } as unknown as TestApp,
      'wechat_ops',
      'administrator',
    );
    const subscribers = await apps.first.inject({
      url: `/api/admin/meetings/${meeting.id}/subscribers`,
      headers: { cookie },
    });
    expect((subscribers.json() as { data: { data: unknown[] } }).data.data).toEqual([
      expect.objectContaining({
        user_id: doctor.userId,
        wechat: { status: 'not_following', errcode: 43004, attempts: 1 },
      }),
    ]);
  });

  it('sends through the one-time subscription the doctor accepted, and records 43101 once WeChat says she refused', async () => {
    const meeting = await upcomingMeeting('神经影像病例讨论');
    const settings = await apps.first.inject({ url: '/api/platform/wechat-notices/settings' });
    const template = (settings.json() as { data: { meeting_reminder: string } }).data.meeting_reminder;
    expect(template).toBe('sandbox_sub_meeting_reminder');

    // Both accepted in WeChat's dialog (the open tag told the app); the second later turned it off in WeChat.
    const [accepting, refusing] = [await subscriber(meeting.id), await subscriber(meeting.id)];
    for (const doctor of [accepting, refusing]) {
      const recorded = await apps.first.inject({
        method: 'POST',
        url: '/api/platform/wechat-notices/subscriptions',
        headers: doctor.headers,
        payload: { details: { [template]: { status: 'accept' }, unknown_template: { status: 'accept' } } },
      });
      expect(recorded.json()).toEqual({ code: 1000, msg: 'success', data: { accepted: [template] } });
    }
    await apps.first.inject({
      method: 'POST',
      url: SANDBOX_WECHAT_PATHS.wechatSubscription,
      payload: { openid: accepting.openid, template_id: template, status: 'accept' },
    });

    await runJobsInBothProcesses();
    apps.clock.advance(5 * MINUTE);
    await runJobsInBothProcesses();

    expect(await outbox(accepting.openid)).toEqual([
      expect.objectContaining({ api: 'subscribe', template_id: template }),
    ]);
    expect(await noticesOf(accepting.userId)).toEqual([
      expect.objectContaining({ channel: 'subscribe', status: 'sent', attempts: 1 }),
    ]);
    expect(await outbox(refusing.openid)).toEqual([]);
    expect(await noticesOf(refusing.userId)).toEqual([
      expect.objectContaining({ channel: 'subscribe', status: 'refused', errcode: 43101, attempts: 1 }),
    ]);
    expect(apps.count(BIZSEND)).toBe(2);
    // Each accept allowed one message, and it is used up.
    const consents = await apps.database.db
      .select()
      .from(wechatSubscribeConsents)
      .where(eq(wechatSubscribeConsents.userId, accepting.userId));
    expect(consents).toEqual([
      expect.objectContaining({ templateId: template, available: 0, lastStatus: 'accept' }),
    ]);
  });

  it('replaces an access token WeChat rejects (40001, 42001) once, and sends', async () => {
    const first = await upcomingMeeting('影像质控');
    const doctor = await subscriber(first.id);
    await runJobsInBothProcesses();
    expect(await outbox(doctor.openid)).toHaveLength(1);
    expect(apps.count(TOKEN)).toBe(1);

    // Reset from WeChat's admin: the cached token looks fresh to us and is unknown to WeChat (40001).
    await apps.database.db
      .update(wechatCredentials)
      .set({ value: 'retired-token' })
      .where(eq(wechatCredentials.kind, 'access_token'));
    const second = await upcomingMeeting('腹部影像');
    await apps.first.inject({
      method: 'POST',
      url: '/api/platform/meeting/subscribe',
      headers: doctor.headers,
      payload: { meeting_id: second.id },
    });
    await runJobsInBothProcesses();
    expect(apps.count(TOKEN)).toBe(2);
    expect(apps.count(TEMPLATE_SEND)).toBe(3);
    expect(await outbox(doctor.openid)).toHaveLength(2);

    // Expired at WeChat (42001) while our cache still holds it: the clock passes its 7200 s.
    await apps.database.db
      .update(wechatCredentials)
      .set({ expiresAt: new Date(apps.clock.now().getTime() + 24 * 60 * MINUTE) })
      .where(eq(wechatCredentials.kind, 'access_token'));
    apps.clock.advance(121 * MINUTE);
    const third = await upcomingMeeting('心血管影像');
    await apps.first.inject({
      method: 'POST',
      url: '/api/platform/meeting/subscribe',
      headers: doctor.headers,
      payload: { meeting_id: third.id },
    });
    await runJobsInBothProcesses();
    expect(apps.count(TOKEN)).toBe(3);
    expect(apps.count(TEMPLATE_SEND)).toBe(5);
    const notices = await noticesOf(doctor.userId);
    expect(notices).toHaveLength(3);
    expect(notices.every((notice) => notice.status === 'sent' && notice.attempts === 1)).toBe(true);
  });

  it('tries a transient failure again after growing pauses, four attempts at most', async () => {
    const meeting = await insertMeeting(apps.database.db, apps.clock.now(), {
      startsInMs: 25 * MINUTE,
      lengthMs: 24 * 60 * MINUTE,
    });
    const doctor = await subscriber(meeting.id);
    apps.upstream = async (url, init) => {
      if (new URL(url).pathname === TEMPLATE_SEND) throw new TypeError('fetch failed');
      return apps.sandbox(url, init);
    };
    await runJobsInBothProcesses();
    let [notice] = await noticesOf(doctor.userId);
    expect(notice).toMatchObject({ status: 'retry', attempts: 1, errcode: null });
    expect(notice?.nextAttemptAt.getTime()).toBe(apps.clock.now().getTime() + MINUTE);

    // Not before its time.
    await runJobsInBothProcesses();
    expect(apps.count(TEMPLATE_SEND)).toBe(1);
    for (const pause of [1, 5, 15]) {
      apps.clock.advance(pause * MINUTE);
      await runJobsInBothProcesses();
    }
    [notice] = await noticesOf(doctor.userId);
    expect(notice).toMatchObject({ status: 'failed', attempts: 4 });
    expect(notice?.errmsg).toMatch(/gave up after 4 attempts/);
    apps.clock.advance(60 * MINUTE);
    await runJobsInBothProcesses();
    expect(apps.count(TEMPLATE_SEND)).toBe(4);
    expect(await outbox(doctor.openid)).toEqual([]);
  });

  it('sends a certification result as a template message', async () => {
    const login = await sandboxLogin(apps.first, 'registered');
    const viewer = await apps.first.services.sessions.resolve(login.token);
    if (!viewer) throw new Error('sandbox login gave no session');
    await apps.first.services.messages.notify(viewer.user.id, {
      category: 'certification',
      title: '认证审核通过',
      body: '恭喜！',
      link: '/veeva',
      dedupeKey: 'certification:9001:approved',
    });
    await runJobsInBothProcesses();
    await runJobsInBothProcesses();
    expect(await outbox(login.openid)).toEqual([
      expect.objectContaining({
        api: 'template',
        template_id: 'sandbox_tpl_certification_result',
        url: expect.stringMatching(/\/h5\/veeva$/),
        data: {
          thing1: { value: '医护人员认证' },
          phrase2: { value: '审核通过' },
          thing3: { value: '现在可以学习全部课程' },
        },
      }),
    ]);
  });

  it('answers as WeChat does: a missing token, an unknown openid, a template the account lacks, a field too long', async () => {
    const login = await sandboxLogin(apps.first, 'registered');
    const token = (
      (
        await apps.first.inject({
          url: TOKEN,
          query: { grant_type: 'client_credential', appid: 'wx_sandbox_app', secret: 'sandbox_app_secret' },
        })
      ).json() as { access_token: string }
    ).access_token;
    const send = async (accessToken: string | undefined, body: object) =>
      (
        await apps.first.inject({
          method: 'POST',
          url: TEMPLATE_SEND,
          query: accessToken ? { access_token: accessToken } : {},
          payload: body,
        })
      ).json() as { errcode: number; errmsg: string };
    const message = {
      touser: login.openid,
      template_id: 'sandbox_tpl_meeting_reminder',
      url: 'http://ia.test/h5/meetingdetail?id=1',
      data: { thing1: { value: '会议' }, time2: { value: '2026-06-01 10:00' }, thing3: { value: '提示' } },
    };
    expect(await send(undefined, message)).toMatchObject({ errcode: 41001 });
    expect(await send('nope', message)).toMatchObject({ errcode: 40001 });
    expect(await send(token, { ...message, touser: 'unknown_openid' })).toMatchObject({ errcode: 40003 });
    expect(await send(token, { ...message, template_id: 'other' })).toMatchObject({ errcode: 40037 });
    expect(
      await send(token, { ...message, data: { ...message.data, thing1: { value: '一'.repeat(21) } } }),
    ).toMatchObject({ errcode: 47003, errmsg: expect.stringContaining('data.thing1.value exceeds') });
    const sent = await send(token, { ...message, client_msg_id: 'once' });
    expect(sent).toMatchObject({ errcode: 0, errmsg: 'ok', msgid: expect.any(Number) });
    // The same client_msg_id within 10 minutes: WeChat answers alike and delivers nothing more.
    expect(await send(token, { ...message, client_msg_id: 'once' })).toEqual(sent);
    expect(await outbox(login.openid)).toHaveLength(1);

    const page = await apps.first.inject({
      url: SANDBOX_WECHAT_PATHS.wechatOutboxPage,
      query: { openid: login.openid },
    });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('会议开始提醒');
    const refused = await apps.first.inject({
      method: 'POST',
      url: '/api/platform/wechat-notices/subscriptions',
      headers: login.headers,
      payload: { details: {} },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: expect.stringContaining('订阅结果应包含') });
  });
});
