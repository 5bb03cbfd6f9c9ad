import type {
  AdminCampaign,
  AdminCampaignContent,
  AdminCampaignParticipant,
  AdminCampaignSection,
  AdminContentForm,
} from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type DemoOperator, operatorCookies, type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import { campaigns } from './campaigns.table';
import { consoleApi } from './campaigns-admin.fixtures';

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
