import {
  type AdminCampaign,
  type AdminCampaignContent,
  type AdminCampaignInput,
  type AdminCampaignParticipant,
  type AdminCampaignSection,
  type AdminContentForm,
  ErrorCode,
} from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN_TITLE } from '../../seed/campaigns-seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { insertContent } from '../content/content.fixtures';
import { type DemoOperator, operatorCookies, type SignedIn, signIn } from '../social/social.fixtures';
import { campaignParticipants, campaigns } from './campaigns.table';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const DAY = 86_400_000;

describe('campaigns (console API)', () => {
  let t: TestApp;
  let console: Record<DemoOperator, { cookie: string }>;
  let member: SignedIn;

  const asOperator = (who: DemoOperator, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: console[who], ...(payload ? { payload } : {}) });
  const data = async <T>(method: Method, url: string, payload?: object): Promise<T> => {
    const response = await asOperator('editor', method, url, payload);
    expect(response.json(), `${method} ${url}`).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const refused = async (
    method: Method,
    url: string,
    payload: object | undefined,
    status: number,
    msg?: string,
  ) => {
    const response = await asOperator('editor', method, url, payload);
    expect(response.statusCode, `${method} ${url}`).toBe(status);
    // Validation messages name the field after the message: 请输入活动标题（body.title）.
    if (msg) expect(response.json().msg, `${method} ${url}`).toContain(msg);
    return response.json() as { code: number; msg: string };
  };
  /** An ongoing campaign by the test clock. */
  const fields = (values: Partial<AdminCampaignInput> = {}): AdminCampaignInput => ({
    title: '控制台活动',
    start_at: new Date(t.clock.now().getTime() - DAY).toISOString(),
    end_at: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(),
    ...values,
  });
  const app = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/platform${url}`,
      headers: member.headers,
      ...(payload ? { payload } : {}),
    });

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

  describe('sections and their contents', () => {
    let campaign: AdminCampaign;
    let other: AdminCampaign;
    let top: AdminCampaignSection;
    let child: AdminCampaignSection;

    beforeAll(async () => {
      campaign = await data<AdminCampaign>('POST', '/campaigns', fields({ title: '板块活动' }));
      other = await data<AdminCampaign>('POST', '/campaigns', fields({ title: '另一个活动' }));
    });

    it('nests sections one level inside their own campaign', async () => {
      top = await data('POST', `/campaigns/${campaign.id}/sections`, { title: '必修', sort: 10 });
      child = await data('POST', `/campaigns/${campaign.id}/sections`, {
        title: '模块',
        parent_id: top.id,
        sort: 10,
        description: '<p>说明</p><img src=x onerror=alert(1)>',
      });
      expect(child).toMatchObject({ parent_id: top.id, campaign_id: campaign.id, content_count: 0 });
      expect(child.description).not.toContain('onerror');
      const foreign = await data<AdminCampaignSection>('POST', `/campaigns/${other.id}/sections`, {
        title: '外部',
      });

      await refused(
        'POST',
        `/campaigns/${campaign.id}/sections`,
        { title: '孙', parent_id: child.id },
        400,
        '板块只能嵌套一级',
      );
      await refused(
        'POST',
        `/campaigns/${campaign.id}/sections`,
        { title: '跨', parent_id: foreign.id },
        400,
        '上级板块不存在',
      );
      await refused('POST', `/campaigns/${campaign.id}/sections`, { title: '' }, 400, '请输入板块标题');
      await refused(
        'PUT',
        `/campaign-sections/${top.id}`,
        { title: '必修', parent_id: top.id },
        400,
        '上级板块不能是它自己',
      );
      await refused(
        'PUT',
        `/campaign-sections/${top.id}`,
        { title: '必修', parent_id: foreign.id },
        400,
        '上级板块不存在',
      );
      const second = await data<AdminCampaignSection>('POST', `/campaigns/${campaign.id}/sections`, {
        title: '选修',
        sort: 20,
      });
      await refused(
        'PUT',
        `/campaign-sections/${top.id}`,
        { title: '必修', parent_id: second.id },
        400,
        '该板块有子板块，不能再设上级板块',
      );
      const renamed = await data<AdminCampaignSection>('PUT', `/campaign-sections/${second.id}`, {
        title: '选修课',
        parent_id: top.id,
        sort: 30,
      });
      expect(renamed).toMatchObject({ title: '选修课', parent_id: top.id, sort: 30 });
      const all = await data<AdminCampaignSection[]>('GET', `/campaigns/${campaign.id}/sections`);
      expect(all.map((section) => [section.title, section.parent_id])).toEqual([
        ['必修', null],
        ['模块', top.id],
        ['选修课', top.id],
      ]);
      await refused('GET', '/campaigns/999999/sections', undefined, 404, '活动不存在');
      await refused('PUT', '/campaign-sections/999999', { title: '无' }, 404, '板块不存在');
    });

    it('lists existing catalogue contents in a section, each content once per campaign', async () => {
      const course = await insertContent(t.database.db, { title: '活动用课程' });
      const other = await insertContent(t.database.db, { title: '活动用病例', listType: 2 });
      const added = await data<AdminCampaignContent>('POST', `/campaign-sections/${top.id}/contents`, {
        content_id: course.id,
        points: 10,
        sort: 1,
      });
      expect(added).toMatchObject({
        section_id: top.id,
        content_id: course.id,
        content_title: '活动用课程',
        content_list_type: 1,
        points: 10,
      });
      await refused(
        'POST',
        `/campaign-sections/${top.id}/contents`,
        { content_id: 999_999 },
        400,
        '所选内容不存在',
      );
      await refused(
        'POST',
        `/campaign-sections/${child.id}/contents`,
        { content_id: course.id },
        409,
        '该内容已在本活动中',
      );
      await refused(
        'POST',
        `/campaign-sections/${top.id}/contents`,
        { content_id: other.id, points: 1001 },
        400,
      );
      await refused('POST', `/campaign-sections/${top.id}/contents`, { points: 5 }, 400, '请选择内容');
      const inChild = await data<AdminCampaignContent>('POST', `/campaign-sections/${child.id}/contents`, {
        content_id: other.id,
        points: 5,
      });
      const updated = await data<AdminCampaignContent>('PUT', `/campaign-contents/${added.id}`, {
        content_id: course.id,
        points: 15,
        sort: 2,
      });
      expect(updated).toMatchObject({ points: 15, sort: 2 });
      await refused(
        'PUT',
        `/campaign-contents/${added.id}`,
        { content_id: other.id, points: 1 },
        409,
        '该内容已在本活动中',
      );
      expect(
        (await data<AdminCampaignContent[]>('GET', `/campaign-sections/${top.id}/contents`)).map(
          (item) => item.points,
        ),
      ).toEqual([15]);
      const sections = await data<AdminCampaignSection[]>('GET', `/campaigns/${campaign.id}/sections`);
      expect(sections.find((section) => section.id === top.id)?.content_count).toBe(1);
      expect((await data<AdminCampaign>('GET', `/campaigns/${campaign.id}`)).section_count).toBe(3);

      expect(await data('DELETE', `/campaign-contents/${added.id}`)).toEqual({ id: added.id });
      await refused('DELETE', `/campaign-contents/${added.id}`, undefined, 404, '板块中没有该内容');
      // Deleting a section takes its sub-sections and their contents with it.
      expect(await data('DELETE', `/campaign-sections/${top.id}`)).toEqual({ id: top.id });
      expect(await data('GET', `/campaigns/${campaign.id}/sections`)).toEqual([]);
      await refused('GET', `/campaign-sections/${child.id}/contents`, undefined, 404);
      await refused('PUT', `/campaign-contents/${inChild.id}`, { content_id: other.id }, 404);
      // The content freed from the deleted section may be listed again.
      const again = await data<AdminCampaignSection>('POST', `/campaigns/${campaign.id}/sections`, {
        title: '重建',
      });
      await data('POST', `/campaign-sections/${again.id}/contents`, { content_id: other.id, points: 5 });
    });
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

  describe('the sign-up form in 表单管理 (type 6)', () => {
    const FORM = {
      title: '活动报名',
      questions: [{ kind: 'select', label: '从业年限', required: true, options: ['5 年以下', '5 年以上'] }],
    };

    it('creates and edits a campaign’s form through the content-form routes, kept apart from contents', async () => {
      const campaign = await data<AdminCampaign>(
        'POST',
        '/campaigns',
        fields({ title: '带表单的活动', form_points: 6 }),
      );
      const empty = await data<AdminContentForm>('GET', `/contents/${campaign.id}/form?type=6`);
      expect(empty).toEqual({ content: { id: campaign.id, title: '带表单的活动', type: 6 }, form: null });

      const saved = await data<AdminContentForm>('PUT', `/contents/${campaign.id}/form`, {
        ...FORM,
        type: 6,
      });
      expect(saved.content).toEqual({ id: campaign.id, title: '带表单的活动', type: 6 });
      expect(saved.form).toMatchObject({ title: '活动报名', submission_count: 0 });
      // The query parameter says the same.
      const renamed = await data<AdminContentForm>('PUT', `/contents/${campaign.id}/form?type=6`, {
        ...FORM,
        title: '活动报名表',
      });
      expect(renamed.form?.id).toBe(saved.form?.id);
      expect((await data<AdminCampaign>('GET', `/campaigns/${campaign.id}`)).form_id).toBe(saved.form?.id);

      // Without type=6 the id names a content (the seeded catalogue has one with this id): not the campaign's form.
      const byContent = (await asOperator('editor', 'GET', `/contents/${campaign.id}/form`)).json();
      expect(byContent).toMatchObject({ code: 1000, data: { form: null } });
      expect(byContent.data.content.type).not.toBe(6);

      const forms = await data<{ data: { content_id: number; type?: number; content_title: string }[] }>(
        'GET',
        '/content-forms?type=6&pageSize=100',
      );
      expect(forms.data.every((row) => row.type === 6)).toBe(true);
      expect(forms.data).toContainEqual(
        expect.objectContaining({ content_id: campaign.id, type: 6, content_title: '带表单的活动' }),
      );

      await refused('PUT', `/contents/${campaign.id}/form`, { ...FORM, type: 7 }, 400, '表单类型无效');
      await refused('GET', `/contents/${campaign.id}/form?type=2`, undefined, 400, '表单类型无效');
      await refused('PUT', '/contents/999999/form?type=6', FORM, 404, '活动不存在');
    });

    it('pages and exports a campaign form’s submissions', async () => {
      const campaign = await data<AdminCampaign>(
        'POST',
        '/campaigns',
        fields({ title: '导出活动', form_points: 6 }),
      );
      await data('POST', `/campaigns/${campaign.id}/publish`, {
        published: true,
        updated_at: campaign.updated_at,
      });
      const saved = await data<AdminContentForm>('PUT', `/contents/${campaign.id}/form?type=6`, FORM);
      const question = saved.form?.questions[0]?.id;
      expect((await app('POST', '/campain/campain/join', { campain_id: campaign.id })).json().code).toBe(
        1000,
      );
      const submitted = await app('POST', '/content/form', {
        form_id: saved.form?.id,
        content_id: campaign.id,
        answers: { [String(question)]: '5 年以上' },
      });
      expect(submitted.json()).toMatchObject({ code: 1000, data: { score: 6 } });

      const page = await data<{
        total: number;
        data: { user: { id: number }; answers: Record<string, string> }[];
      }>('GET', `/contents/${campaign.id}/form/submissions?type=6`);
      expect(page.total).toBe(1);
      expect(page.data[0]).toMatchObject({
        user: { id: member.userId },
        answers: { [String(question)]: '5 年以上' },
      });
      const csv = await asOperator('editor', 'GET', `/contents/${campaign.id}/form/submissions.csv?type=6`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="campaign-${campaign.id}-form-submissions.csv"`,
      );
      expect(csv.body.startsWith('\ufeff提交编号,用户ID,用户姓名,医院,提交时间,从业年限')).toBe(true);
      expect(csv.body).toContain('周医生');

      const participants = await data<{ data: AdminCampaignParticipant[] }>(
        'GET',
        `/campaigns/${campaign.id}/participants`,
      );
      expect(participants.data).toEqual([
        expect.objectContaining({ rank: 1, name: '周医生', points: 6, form_submitted: true }),
      ]);
      const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(row?.participantCount).toBe(1);
    });
  });
});
