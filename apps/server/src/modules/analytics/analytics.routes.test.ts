import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, learnLogs } from '../../db/schema';
import { buildTestApp, type TestApp, TestClock } from '../../test/helper';
import { newOperatorCookie } from '../../test/sign-in';
import { type AnalyticsFixture, D1, D2, NOW, seedAnalyticsFixture } from './analytics.fixtures';

// Every figure below is counted by hand from analytics.fixtures.ts (its comments say who did what).

describe('the console’s analytics (数据分析, issue 15)', () => {
  let t: TestApp;
  let fixture: AnalyticsFixture;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const clock = new TestClock();
    clock.set(NOW);
    t = await buildTestApp({ clock });
    fixture = await seedAnalyticsFixture(t);
    await t.services.analytics.refresh();
    for (const role of ['administrator', 'reviewer', 'content_editor', 'pharmacovigilance'] as const) {
      cookies[role] = await newOperatorCookie(t, `op-${role}`, role);
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, role = 'administrator') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin${url}`,
      headers: { cookie: cookies[role] ?? '' },
    });
    const json = response.headers['content-type']?.toString().includes('json');
    return { status: response.statusCode, body: json ? response.json() : null, response };
  };
  const range = `from=${D1}&to=${D2}`;

  it('counts the overview for the period and the one before it', async () => {
    const { status, body } = await get(`/analytics/overview?${range}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      from: D1,
      to: D2,
      previous_from: '2026-03-07',
      previous_to: '2026-03-08',
      members: {
        registrations: { current: 2, previous: 0 },
        consents: { current: 2, previous: 0 },
        certification_submissions: { current: 2, previous: 0 },
        certification_approvals: { current: 1, previous: 0 },
      },
      learning: {
        active_day: 2,
        active_week: 3,
        active_month: 3,
        learners: { current: 3, previous: 1 },
        minutes: { current: 14.5, previous: 0.5 },
        meetings_held: { current: 1, previous: 0 },
        meeting_attendees: { current: 3, previous: 0 },
        campaign_participants: { current: 2, previous: 0 },
      },
      open_items: { certifications_pending: 1, questions_unanswered: 0, safety_reports_due: 0 },
    });
    expect(body.data.refreshed_at).toBe(NOW.toISOString());
  });

  it('shows each role only its part of the overview', async () => {
    const reviewer = (await get(`/analytics/overview?${range}`, 'reviewer')).body.data;
    expect(reviewer.learning).toBeNull();
    expect(reviewer.members.registrations.current).toBe(2);
    expect(reviewer.open_items).toEqual({
      certifications_pending: 1,
      questions_unanswered: 0,
      safety_reports_due: null,
    });
    const editor = (await get(`/analytics/overview?${range}`, 'content_editor')).body.data;
    expect(editor.members).toBeNull();
    expect(editor.learning.minutes.current).toBe(14.5);
    const safety = (await get(`/analytics/overview?${range}`, 'pharmacovigilance')).body.data;
    expect(safety).toMatchObject({ members: null, learning: null });
    expect(safety.open_items).toEqual({
      certifications_pending: null,
      questions_unanswered: null,
      safety_reports_due: 0,
    });
  });

  it('counts the funnel by week of the first login, with rates and median days', async () => {
    const { status, body } = await get(`/analytics/funnel?from=2026-01-01&to=${D2}`, 'reviewer');
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({
      logged_in: 4,
      registered: 3,
      consented: 2,
      certified: 1,
      trial_expired: 1,
    });
    expect(body.data.rates).toEqual({ registered: 0.75, consented: 0.667, certified: 0.5 });
    expect(body.data.median_days).toEqual({ registered: 1, consented: 0.3, certified: 0.5 });
    expect(body.data.weeks).toEqual([
      { week: '2025-12-29', logged_in: 1, registered: 1, consented: 0, certified: 0, trial_expired: 1 },
      { week: '2026-03-09', logged_in: 3, registered: 2, consented: 2, certified: 1, trial_expired: 0 },
    ]);
  });

  it('counts learners and minutes per day and by profile', async () => {
    const { body } = await get(`/analytics/learning?${range}`, 'content_editor');
    expect(body.data.days).toEqual([
      { day: D1, learners: 2, minutes: 4 },
      { day: D2, learners: 2, minutes: 10.5 },
    ]);
    expect(body.data.by_department).toEqual([
      { key: 'radiology', label: '放射科', learners: 2, minutes: 13.5 },
      { key: 'ultrasound', label: '超声科', learners: 1, minutes: 1 },
    ]);
    expect(
      body.data.by_title.map((row: { label: string; learners: number }) => [row.label, row.learners]),
    ).toEqual([
      ['未填写', 1],
      ['主任医师', 1],
      ['医师', 1],
    ]);
    expect(body.data.by_province).toEqual([
      { key: '31', label: expect.stringContaining('上海'), learners: 2, minutes: 10.5 },
      { key: '11', label: expect.stringContaining('北京'), learners: 1, minutes: 4 },
    ]);
  });

  it('counts each content by title: views, learners, minutes and the completion rule of the heartbeats', async () => {
    const { body } = await get(`/analytics/contents?${range}`, 'content_editor');
    expect(body.data.total).toBe(2);
    expect(body.data.data).toEqual([
      {
        content_id: fixture.videoId,
        title: '肺结节 CT 随访',
        views: 3,
        learners: 2,
        minutes: 13.5,
        finished: 1,
        completion_rate: 0.5,
      },
      {
        content_id: fixture.articleId,
        title: '=SUM(1) 病例讨论',
        views: 1,
        learners: 1,
        minutes: 1,
        finished: 0,
        completion_rate: 0,
      },
    ]);
  });

  it('shows where video sessions stopped, by tenth of the duration', async () => {
    const { body } = await get(`/analytics/contents/${fixture.videoId}?${range}`, 'content_editor');
    expect(body.data.dropoff.map((row: { sessions: number }) => row.sessions)).toEqual([
      1, 0, 0, 0, 1, 0, 0, 0, 0, 1,
    ]);
    expect(body.data).toMatchObject({ duration_seconds: 600, learners: 2, completion_rate: 0.5 });
    expect((await get(`/analytics/contents/999999?${range}`)).body).toMatchObject({
      code: 40400,
      msg: '内容不存在',
    });
  });

  it('counts a meeting: subscribers, live peak and total, playback, minutes and the attendance list', async () => {
    const list = (await get(`/analytics/meetings?${range}`, 'content_editor')).body.data.data;
    expect(list).toEqual([
      expect.objectContaining({
        meeting_id: fixture.meetingId,
        subscribers: 2,
        live_viewers: 3,
        peak_concurrent: 3,
        playback_viewers: 1,
        live_minutes: 2,
        playback_minutes: 1,
      }),
    ]);
    const detail = (await get(`/analytics/meetings/${fixture.meetingId}`)).body.data;
    expect(detail.minutes_live).toEqual([
      { minute: '10:00', viewers: 2 },
      { minute: '10:01', viewers: 3 },
      { minute: '10:02', viewers: 1 },
    ]);
    expect(detail.attendees.total).toBe(3);
    expect(
      detail.attendees.data.map((row: { user_id: number; certification: string; subscribed: boolean }) => [
        row.user_id,
        row.certification,
        row.subscribed,
      ]),
    ).toEqual([
      [fixture.users.u3, 'unregistered', false],
      [fixture.users.u1, 'certified', true],
      [fixture.users.u2, 'pending', false],
    ]);
  });

  it('counts a campaign: participants, completion by section, points awarded', async () => {
    const { body } = await get(`/analytics/campaigns?${range}`, 'content_editor');
    expect(body.data.data).toEqual([
      expect.objectContaining({
        campaign_id: fixture.campaignId,
        participants: 2,
        points_awarded: 5,
        sections: [
          expect.objectContaining({ title: '基础', contents: 2, completed: 0 }),
          expect.objectContaining({ title: '进阶', contents: 1, completed: 1 }),
        ],
      }),
    ]);
  });

  it('exports a table as CSV with a BOM, Chinese headers and formula-safe cells, and audits it', async () => {
    const { status, response } = await get(`/analytics/export.csv?table=contents&${range}`, 'content_editor');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\ufeff内容编号,标题,浏览次数,学习人数,学习分钟,完成人数,完成率');
    expect(lines[1]).toBe(`${fixture.videoId},肺结节 CT 随访,3,2,13.5,1,50.0%`);
    expect(lines[2]).toBe(`${fixture.articleId},'=SUM(1) 病例讨论,1,1,1,0,0.0%`);
    const attendees = await get(`/analytics/export.csv?table=attendees&id=${fixture.meetingId}`);
    expect(attendees.response.body).toContain("'=cmd|calc");
    expect(attendees.response.body).toContain('王医生,协和医院,放射科,主任医师,已认证,是,1,0');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'analytics.export'));
    expect(audits.length).toBe(2);
  });

  it('refuses what a role may not see, and bad ranges, with clear errors', async () => {
    expect((await get(`/analytics/funnel?${range}`, 'content_editor')).status).toBe(403);
    expect((await get(`/analytics/contents?${range}`, 'reviewer')).status).toBe(403);
    expect((await get(`/analytics/meetings/${fixture.meetingId}`, 'reviewer')).status).toBe(403);
    const personal = await get(`/analytics/export.csv?table=attendees&id=${fixture.meetingId}`, 'reviewer');
    expect(personal.status).toBe(403);
    const backwards = await get(`/analytics/overview?from=${D2}&to=${D1}`);
    expect(backwards.body).toMatchObject({
      code: 40000,
      msg: expect.stringContaining('开始日期不能晚于结束日期'),
    });
    const tooLong = await get('/analytics/overview?from=2024-01-01&to=2026-03-10');
    expect(tooLong.body.msg).toContain('366');
    const noMeeting = await get('/analytics/export.csv?table=attendees');
    expect(noMeeting.body.msg).toContain('请指定会议');
  });

  it('refreshes incrementally: a new heartbeat reaches its day, and a second round finds nothing new', async () => {
    expect(await t.services.analytics.refresh()).toBe(0);
    await t.database.db.insert(learnLogs).values({
      userId: fixture.users.u4,
      contentId: fixture.articleId,
      type: 2,
      actionType: 'LEARN',
      totalSeconds: 120,
      clientSessionId: 'late',
      sequence: 1,
      createdAt: new Date(NOW.getTime() - 60_000),
    });
    expect(await t.services.analytics.refresh()).toBe(1);
    const { body } = await get(`/analytics/overview?${range}`);
    expect(body.data.learning).toMatchObject({ active_day: 3, minutes: { current: 16.5 } });
  });
});
