import { type AdminCampaign, type AdminCampaignParticipant, ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN_TITLE } from '../../seed/campaigns-seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type DemoOperator, operatorCookies, type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { campaignParticipants } from './campaigns.table';
import { consoleApi, DAY } from './campaigns-admin.fixtures';

describe('campaigns (console API)', () => {
  let t: TestApp;
  let console: Record<DemoOperator, { cookie: string }>;
  let member: SignedIn;
  const { asOperator, data, refused, fields, app } = consoleApi(
    () => t,
    () => console,
    () => member,
  );

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    console = await operatorCookies(t);
    member = await signIn(t, 'certified', '周医生');
  });
  afterAll(() => t.close());

  it('is for administrators and content editors only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/campaigns', undefined],
      ['POST', '/campaigns', fields()],
      ['GET', '/campaigns/1/sections', undefined],
      ['PUT', '/campaign-sections/1', { title: '板块' }],
      ['POST', '/campaign-sections/1/contents', { content_id: 1 }],
      ['DELETE', '/campaign-contents/1', undefined],
      ['GET', '/campaigns/1/participants.csv', undefined],
    ] as const) {
      const response = await asOperator('reviewer', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(401);
    expect((await asOperator('admin', 'GET', '/campaigns')).json()).toMatchObject({ code: 1000 });
  });

  it('creates a draft, refusing input that does not make sense with a clear message', async () => {
    await refused('POST', '/campaigns', fields({ title: ' ' }), 400, '请输入活动标题');
    await refused(
      'POST',
      '/campaigns',
      fields({ end_at: new Date(t.clock.now().getTime() - 2 * DAY).toISOString() }),
      400,
      '结束时间须晚于开始时间',
    );
    await refused('POST', '/campaigns', fields({ audience: 'groups' }), 400, '请选择可参与的会员分组');
    await refused(
      'POST',
      '/campaigns',
      fields({ audience: 'groups', member_group_ids: [9999] }),
      400,
      '会员分组不存在',
    );
    await refused('POST', '/campaigns', fields({ form_points: 5000 }), 400);
    await refused('POST', '/campaigns', fields({ poster: 'javascript:alert(1)' }), 400);
    await refused('POST', '/campaigns', { title: '缺少日期' }, 400);

    const created = await data<AdminCampaign>(
      'POST',
      '/campaigns',
      fields({
        description: '<p>规则</p><script>alert(1)</script>',
        requires_desc: true,
        poster: '/media/demo/covers/banner-2.jpg',
        form_points: 8,
        member_group_ids: [1],
      }),
    );
    expect(created).toMatchObject({
      title: '控制台活动',
      status: 'draft',
      state: 'ongoing',
      requires_desc: true,
      form_points: 8,
      participant_count: 0,
      section_count: 0,
      form_id: null,
      // Groups mean nothing for an audience of everyone.
      member_group_ids: [],
    });
    expect(created.description).toContain('<p>规则</p>');
    expect(created.description).not.toContain('script');
    // A draft is not in the app.
    expect((await app('GET', `/campain/campain/${created.id}`)).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'campaign.create'));
    expect(audits.filter((row) => row.statusCode === 200)).toHaveLength(1);
  });

  it('publishes and edits the copy the operator saw, refusing a stale one with 40900', async () => {
    const created = await data<AdminCampaign>('POST', '/campaigns', fields({ title: '待发布活动' }));
    t.clock.advance(1000);
    const edited = await data<AdminCampaign>('PUT', `/campaigns/${created.id}`, {
      ...fields({ title: '已修改的活动' }),
      updated_at: created.updated_at,
    });
    expect(edited.title).toBe('已修改的活动');
    expect(edited.updated_at).not.toBe(created.updated_at);
    const stale = await refused(
      'PUT',
      `/campaigns/${created.id}`,
      { ...fields({ title: '旧副本' }), updated_at: created.updated_at },
      409,
    );
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    await refused('PUT', `/campaigns/${created.id}`, fields(), 400);
    await refused(
      'POST',
      `/campaigns/${created.id}/publish`,
      { published: true, updated_at: created.updated_at },
      409,
    );

    const published = await data<AdminCampaign>('POST', `/campaigns/${created.id}/publish`, {
      published: true,
      updated_at: edited.updated_at,
    });
    expect(published.status).toBe('published');
    expect((await app('GET', `/campain/campain/${created.id}`)).json()).toMatchObject({
      code: 1000,
      data: { title: '已修改的活动' },
    });
    const back = await data<AdminCampaign>('POST', `/campaigns/${created.id}/publish`, {
      published: false,
      updated_at: published.updated_at,
    });
    expect(back.status).toBe('draft');
    expect((await app('GET', `/campain/campain/${created.id}`)).statusCode).toBe(404);

    const listed = await data<{ total: number; data: AdminCampaign[] }>('GET', '/campaigns?keyword=已修改');
    expect(listed.data.map((row) => row.id)).toEqual([created.id]);
    const upcoming = await data<{ data: AdminCampaign[] }>('GET', '/campaigns?state=upcoming&pageSize=100');
    expect(upcoming.data.every((row) => row.state === 'upcoming')).toBe(true);
  });

  it('deletes a campaign from the console and the app', async () => {
    const created = await data<AdminCampaign>('POST', '/campaigns', fields({ title: '将删除的活动' }));
    await data('POST', `/campaigns/${created.id}/publish`, {
      published: true,
      updated_at: created.updated_at,
    });
    expect(await data('DELETE', `/campaigns/${created.id}`)).toEqual({ id: created.id });
    await refused('GET', `/campaigns/${created.id}`, undefined, 404, '活动不存在');
    await refused('DELETE', `/campaigns/${created.id}`, undefined, 404);
    expect((await app('GET', `/campain/campain/${created.id}`)).statusCode).toBe(404);
    const listed = await data<{ data: AdminCampaign[] }>('GET', '/campaigns?keyword=将删除');
    expect(listed.data).toEqual([]);
  });

  describe('participants', () => {
    let seeded: AdminCampaign;

    beforeAll(async () => {
      const page = await data<{ data: AdminCampaign[] }>(
        'GET',
        `/campaigns?keyword=${encodeURIComponent(DEMO_CAMPAIGN_TITLE)}`,
      );
      const found = page.data[0];
      if (!found) throw new Error('the demo seed has no ongoing campaign');
      seeded = found;
      // A participant who has earned nothing yet.
      await t.database.db
        .insert(campaignParticipants)
        .values({ campaignId: seeded.id, userId: member.userId });
    });

    it('ranks participants by the points they earned in the campaign, those without points last', async () => {
      const page = await data<{ total: number; data: AdminCampaignParticipant[] }>(
        'GET',
        `/campaigns/${seeded.id}/participants`,
      );
      expect(page.total).toBe(4);
      expect(page.data.map((row) => [row.rank, row.name, row.points, row.form_submitted])).toEqual([
        [1, '张伟明', 30, true],
        [2, '李静', 20, true],
        [3, '欧阳晓燕', 5, true],
        [null, '周医生', 0, false],
      ]);
      expect(page.data[0]).toMatchObject({ hospital: '复旦大学附属华山医院', department: '放射科' });
      expect(page.data[0]?.desc_accepted_at).not.toBeNull();
      expect(page.data[3]?.desc_accepted_at).toBeNull();
      const second = await data<{ total: number; data: AdminCampaignParticipant[] }>(
        'GET',
        `/campaigns/${seeded.id}/participants?current=2&pageSize=3`,
      );
      expect(second).toMatchObject({ total: 4, data: [{ name: '周医生' }] });
      await refused('GET', '/campaigns/999999/participants', undefined, 404);
    });

    it('exports them as CSV with a byte-order mark and Chinese headers', async () => {
      const response = await asOperator('editor', 'GET', `/campaigns/${seeded.id}/participants.csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="campaign-${seeded.id}-participants.csv"`,
      );
      expect(response.body.startsWith('\ufeff')).toBe(true);
      const lines = response.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('排名,用户ID,姓名,医院,科室,积分,参加时间,同意活动说明时间,已提交报名表单');
      expect(lines).toHaveLength(5);
      expect(lines[1]).toMatch(
        /^1,\d+,张伟明,复旦大学附属华山医院,放射科,30,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},是$/,
      );
      expect(lines[4]).toMatch(/^,\d+,周医生,,,0,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,否$/);
    });
  });
});
