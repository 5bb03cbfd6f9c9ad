import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminBanner,
  AdminContent,
  AdminContentListItem,
  AdminHomeSection,
  AdminLessonDetail,
  AdminMemberGroup,
  AdminRecommendation,
  AdminTerm,
  CourseCategory,
  UploadedFile,
} from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { multipartPayload, tinyPng } from '../uploads/test-images';
import { users, wechatIdentities } from '../users/users.table';
import { contents } from './content.table';

const PASSWORD = 'Correct-Horse-42';

/** The smallest file that sniffs as MP4: an `ftyp` box (brand isom) and an empty `mdat` box. */
function tinyMp4(padding = 0): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdat = Buffer.alloc(8 + padding);
  mdat.writeUInt32BE(8 + padding);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('console learning content', () => {
  let t: TestApp;
  let uploadDir: string;
  const cookies: Record<string, string> = {};
  let editorId = 0;

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
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  };
  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const { body } = await call<T>(method, url, payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  const userIdOf = async (openid: string) => {
    const [row] = await t.database.db
      .select({ id: wechatIdentities.userId })
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, openid));
    if (!row) throw new Error(`no user for ${openid}`);
    return row.id;
  };

  let tagId = 0;
  let diseaseId = 0;
  let categoryId = 0;

  const draft = (patch: Record<string, unknown> = {}) => ({
    list_type: 1,
    content_type: 2,
    title: '胸部 CT 读片入门',
    summary: '肺结节的影像表现',
    body: '<p>磨玻璃结节的随访策略</p>',
    tag_ids: [tagId],
    disease_ids: [diseaseId],
    category_id: categoryId,
    speaker_name: '李主任',
    duration: 600,
    ...patch,
  });

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-content-admin-'));
    // A 2 MB video limit: above the 1 MB JSON body limit (uploads must stream past it), and cheap to exceed.
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir, VIDEO_UPLOAD_MAX_MB: 2 } });
    for (const [username, role] of [
      ['editor', 'content_editor'],
      ['admin', 'administrator'],
      ['reviewer', 'reviewer'],
    ] as const) {
      const operator = await t.services.adminAuth.createOperator({ username, password: PASSWORD, role });
      if (username === 'editor') editorId = operator.id;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password: PASSWORD },
      });
      const cookie = login.cookies.find((c) => c.name === 'ia_admin');
      cookies[username] = `ia_admin=${cookie?.value}`;
    }
    tagId = (await data<AdminTerm>('POST', '/tags', { name: '肺结节' })).id;
    diseaseId = (await data<AdminTerm>('POST', '/diseases', { name: '肺癌', sort: 1 })).id;
    categoryId = (await data<CourseCategory>('POST', '/categories', { name: 'CT 影像' })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('contents', () => {
    let content: AdminContent;

    it('creates a draft with a sanitised body and search keys from every searchable field', async () => {
      content = await data<AdminContent>(
        'POST',
        '/contents',
        draft({
          body: '<p onclick="steal()" style="color:red">磨玻璃结节<script>alert(1)</script></p><img src="/uploads/2026/06/a.png" onerror="x()">',
        }),
      );
      expect(content).toMatchObject({
        status: 0,
        state: 'draft',
        live: false,
        published_at: null,
        tags: [{ id: tagId, name: '肺结节' }],
        diseases: [{ id: diseaseId, name: '肺癌' }],
        category_id: categoryId,
        hcp_only: false,
        comments_enabled: true,
      });
      expect(content.body).toBe('<p>磨玻璃结节</p><img src="/uploads/2026/06/a.png" />');
      const [row] = await t.database.db.select().from(contents).where(eq(contents.id, content.id));
      expect(row?.createdBy).toBe(editorId);
      for (const piece of ['胸部 ct 读片入门', '肺结节', '肺癌', '李主任', '磨玻璃结节']) {
        expect(row?.searchText).toContain(piece);
      }
      expect(row?.searchText).not.toContain('alert');
      expect(row?.searchGrams).toEqual(expect.arrayContaining(['肺结', '结节', '节']));
    });

    it('refuses bad input with 40000 and a clear message', async () => {
      const refused = async (patch: Record<string, unknown>, message: string | RegExp) => {
        const { status, body } = await call('POST', '/contents', draft(patch));
        expect(status).toBe(400);
        expect(body.code).toBe(40000);
        expect(body.msg).toMatch(message);
      };
      await refused({ title: '  ' }, '请输入标题');
      await refused({ title: '长'.repeat(201) }, '标题不能超过 200 个字');
      await refused({ list_type: 4 }, '请选择内容类型');
      await refused({ content_type: 3 }, '请选择内容形式');
      await refused({ content_type: 1 }, '视频内容须上传视频或填写视频地址');
      await refused({ content_type: 1, video_url: 'http://cdn.example.com/a.mp4' }, /视频地址须为 https/);
      await refused({ content_type: 1, video_url: 'https://cdn.example.com/a.avi' }, /\.m3u8 或 \.mp4/);
      await refused({ content_type: 1, video_url: '/etc/passwd.mp4' }, /视频地址/);
      await refused({ duration: -1 }, '时长不能为负数');
      await refused({ expires_at: '2026-13-01' }, '日期格式不正确');
      await refused({ tag_ids: [tagId, 9999] }, '标签不存在（编号 9999）');
      await refused({ disease_ids: [8888] }, '疾病不存在（编号 8888）');
      await refused({ category_id: 7777 }, '分类不存在（编号 7777）');
      await refused(
        { publish_at: '2026-07-01T00:00:00Z', unpublish_at: '2026-06-01T00:00:00Z' },
        '下线时间须晚于上线时间',
      );
      // Our own uploads and https HLS are accepted.
      for (const video_url of [
        '/uploads/2026/06/0123456789abcdef0123456789abcdef.mp4',
        'https://cdn.example.com/v/index.m3u8',
      ]) {
        expect((await call('POST', '/contents', draft({ content_type: 1, video_url }))).body.code).toBe(1000);
      }
    });

    it('publishes only with an approval code and a future expiry, stamping published_at once', async () => {
      const refusal = await call('POST', `/contents/${content.id}/publish`);
      expect(refusal.body).toMatchObject({ code: 40000, msg: '发布前请填写批准文号和有效期' });

      content = await data<AdminContent>('PUT', `/contents/${content.id}`, {
        ...draft(),
        approval_code: 'HZ-2026-001',
        expires_at: '2026-05-01T00:00:00Z',
        updated_at: content.updated_at,
      });
      // An expiry already past does not count.
      expect((await call('POST', `/contents/${content.id}/publish`)).body.msg).toBe(
        '发布前请填写批准文号和有效期',
      );

      content = await data<AdminContent>('PUT', `/contents/${content.id}`, {
        ...draft(),
        approval_code: 'HZ-2026-001',
        expires_at: '2026-09-01T00:00:00Z',
        updated_at: content.updated_at,
      });
      const published = await data<AdminContent>('POST', `/contents/${content.id}/publish`);
      expect(published).toMatchObject({ status: 1, state: 'published', live: true });
      expect(published.published_at).toBe(t.clock.now().toISOString());

      t.clock.advance(60_000);
      expect(await data<AdminContent>('POST', `/contents/${content.id}/unpublish`)).toMatchObject({
        status: 2,
        state: 'unpublished',
        live: false,
      });
      const again = await data<AdminContent>('POST', `/contents/${content.id}/publish`);
      expect(again.published_at).toBe(published.published_at);
      content = again;
    });

    it('derives scheduled and expired states from the dates, and filters the list by them', async () => {
      const scheduled = await data<AdminContent>(
        'POST',
        '/contents',
        draft({
          title: '即将上线的病例',
          list_type: 2,
          approval_code: 'HZ-2',
          expires_at: '2026-12-01T00:00:00Z',
          publish_at: '2026-06-10T00:00:00Z',
        }),
      );
      expect((await data<AdminContent>('POST', `/contents/${scheduled.id}/publish`)).state).toBe('scheduled');
      const ids = async (query: string) =>
        (await data<{ total: number; data: AdminContentListItem[] }>('GET', `/contents?${query}`)).data.map(
          (item) => item.id,
        );
      expect(await ids('state=scheduled')).toEqual([scheduled.id]);
      expect(await ids('state=published')).toEqual([content.id]);
      expect(await ids('state=draft')).not.toContain(content.id);

      // Promotional material unpublishes itself at its approval's expiry.
      const expiring = await data<AdminContent>(
        'POST',
        '/contents',
        draft({
          title: '批准即将到期',
          approval_code: 'HZ-3',
          expires_at: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
        }),
      );
      expect((await data<AdminContent>('POST', `/contents/${expiring.id}/publish`)).state).toBe('published');
      t.clock.advance(11 * 60_000);
      expect(await data<AdminContent>('GET', `/contents/${expiring.id}`)).toMatchObject({
        state: 'expired',
        live: false,
        status: 1,
      });
      expect(await ids('state=expired')).toEqual([expiring.id]);
      expect(await ids('state=published')).toEqual([content.id]);
      await data('DELETE', `/contents/${expiring.id}`);
    });

    it('filters by list type, category and a Chinese keyword, newest edit first', async () => {
      const list = async (query: string) =>
        data<{ total: number; data: AdminContentListItem[] }>('GET', `/contents?${query}`);
      const cases = await list('list_type=2');
      expect(cases.data.map((item) => item.title)).toEqual(['即将上线的病例']);
      expect(cases.data[0]).not.toHaveProperty('body');
      expect(
        (await list(`keyword=${encodeURIComponent('磨玻璃')}&list_type=1`)).data.map((i) => i.id),
      ).toContain(content.id);
      expect((await list(`keyword=${encodeURIComponent('肺结节 李主任')}`)).total).toBeGreaterThan(0);
      expect((await list(`keyword=${encodeURIComponent('不存在的词')}`)).total).toBe(0);
      expect((await list(`keyword=${content.id}`)).data.map((item) => item.id)).toContain(content.id);
      expect((await list(`category_id=${categoryId}&pageSize=2`)).data).toHaveLength(2);
      expect((await call('GET', '/contents?state=lost')).body.code).toBe(40000);
    });

    it('refuses an update made from an outdated copy with 40900', async () => {
      const stale = content.updated_at;
      const fresh = await data<AdminContent>('PUT', `/contents/${content.id}`, {
        ...draft({ title: '第一次修改', approval_code: 'HZ-2026-001', expires_at: '2026-09-01T00:00:00Z' }),
        updated_at: stale,
      });
      expect(fresh.updated_at > stale).toBe(true);
      const conflict = await call('PUT', `/contents/${content.id}`, {
        ...draft({ title: '第二次' }),
        updated_at: stale,
      });
      expect(conflict.status).toBe(409);
      expect(conflict.body).toMatchObject({ code: 40900, msg: '内容已被他人修改，请刷新后重试' });
      expect((await data<AdminContent>('GET', `/contents/${content.id}`)).title).toBe('第一次修改');
      expect((await call('PUT', '/contents/99999', { ...draft(), updated_at: stale })).body.code).toBe(40400);
      content = fresh;
    });

    it('soft-deletes a content and takes it off the home picks', async () => {
      const doomed = await data<AdminContent>('POST', '/contents', draft({ title: '将被删除' }));
      await data('PUT', '/home-recommendations', { content_ids: [doomed.id, content.id] });
      expect(await data('DELETE', `/contents/${doomed.id}`)).toEqual({ id: doomed.id });
      expect((await call('GET', `/contents/${doomed.id}`)).body.code).toBe(40400);
      expect((await call('DELETE', `/contents/${doomed.id}`)).body.code).toBe(40400);
      const picks = await data<AdminRecommendation[]>('GET', '/home-recommendations');
      expect(picks.map((pick) => pick.content_id)).toEqual([content.id]);
      const [row] = await t.database.db.select().from(contents).where(eq(contents.id, doomed.id));
      expect(row?.deletedAt).not.toBeNull();
    });

    it('re-indexes contents when a tag is renamed, and refuses deleting a tag in use', async () => {
      const renamed = await data<AdminTerm>('PUT', `/tags/${tagId}`, { name: '肺部小结节', sort: 2 });
      expect(renamed).toMatchObject({ name: '肺部小结节', sort: 2 });
      expect(renamed.content_count).toBeGreaterThan(0);
      const [row] = await t.database.db.select().from(contents).where(eq(contents.id, content.id));
      expect(row?.searchText).toContain('肺部小结节');
      expect((await call('POST', '/tags', { name: '肺部小结节' })).body).toMatchObject({ code: 40900 });
      expect((await call('DELETE', `/tags/${tagId}`)).body).toMatchObject({
        code: 40900,
        msg: expect.stringContaining('正被'),
      });
      const spare = await data<AdminTerm>('POST', '/diseases', { name: '间质性肺病' });
      expect(await data('DELETE', `/diseases/${spare.id}`)).toEqual({ id: spare.id });
      expect((await data<AdminTerm[]>('GET', '/diseases')).map((disease) => disease.name)).toEqual(['肺癌']);
    });
  });

  describe('category tree and member groups', () => {
    it('computes levels from parents, moves subtrees and refuses cycles', async () => {
      const create = (name: string, parent_id = 0) =>
        data<CourseCategory>('POST', '/categories', { name, parent_id, sort: 1 });
      const mr = await create('MR 影像');
      const head = await create('头颅 MR', mr.id);
      const stroke = await create('卒中', head.id);
      expect([mr.level, head.level, stroke.level]).toEqual([1, 2, 3]);

      const cycle = await call('POST', `/categories/${mr.id}/move`, { parent_id: stroke.id, sort: 1 });
      expect(cycle.body).toMatchObject({ code: 40000, msg: '不能把分类移到它自己或它的子分类下' });
      expect(
        (await call('PUT', `/categories/${mr.id}`, { name: 'MR 影像', parent_id: mr.id })).body.code,
      ).toBe(40000);
      expect((await call('POST', '/categories', { name: '孤儿', parent_id: 9999 })).body.msg).toBe(
        '上级分类不存在（编号 9999）',
      );

      const moved = await data<CourseCategory>('POST', `/categories/${head.id}/move`, {
        parent_id: categoryId,
        sort: 5,
      });
      expect(moved).toMatchObject({ parent_id: categoryId, level: 2, sort: 5 });
      expect(moved.children.map((child) => [child.name, child.level])).toEqual([['卒中', 3]]);
      const top = await data<CourseCategory>('POST', `/categories/${stroke.id}/move`, {
        parent_id: 0,
        sort: 9,
      });
      expect(top.level).toBe(1);

      const tree = await data<CourseCategory[]>('GET', '/categories');
      expect(tree.map((node) => node.name)).toEqual(expect.arrayContaining(['CT 影像', 'MR 影像', '卒中']));

      const withChild = await call('DELETE', `/categories/${categoryId}`);
      expect(withChild.status).toBe(409);
      expect(withChild.body.msg).toContain('子分类');
      expect(await data('DELETE', `/categories/${head.id}`)).toEqual({ id: head.id });
      const withContents = await call('DELETE', `/categories/${categoryId}`);
      expect(withContents.body).toMatchObject({ code: 40900, msg: expect.stringContaining('个内容') });
      expect(await data('DELETE', `/categories/${mr.id}`)).toEqual({ id: mr.id });
    });

    it('manages groups and their members, and the app tree follows the visibility rule', async () => {
      const group = await data<AdminMemberGroup>('POST', '/member-groups', {
        name: '专家组',
        description: '特邀专家',
      });
      expect(group).toMatchObject({ member_count: 0, category_count: 0 });
      expect((await call('POST', '/member-groups', { name: '专家组' })).body.code).toBe(40900);

      const doctor = await sandboxLogin(t.app, 'certified');
      const nurse = await sandboxLogin(t.app, 'registered');
      const doctorId = await userIdOf(doctor.openid);
      const nurseId = await userIdOf(nurse.openid);
      await t.database.db
        .update(users)
        .set({ name: '王医生', mobile: '13812345678' })
        .where(eq(users.id, doctorId));

      expect(
        (await call('POST', `/member-groups/${group.id}/members`, { user_ids: [doctorId, 99999] })).body,
      ).toMatchObject({
        code: 40000,
        msg: '用户不存在（编号 99999）',
      });
      expect(
        await data('POST', `/member-groups/${group.id}/members`, { user_ids: [doctorId, nurseId] }),
      ).toEqual({
        changed: 2,
      });
      // Adding again changes nothing: membership is a set.
      expect(await data('POST', `/member-groups/${group.id}/members`, { user_ids: [doctorId] })).toEqual({
        changed: 0,
      });
      const members = await data<{ total: number; data: { id: number; name: string; mobile: string }[] }>(
        'GET',
        `/member-groups/${group.id}/members?pageSize=1`,
      );
      expect(members.total).toBe(2);
      expect(members.data).toHaveLength(1);
      const page2 = await data<{ data: { id: number; mobile: string | null }[] }>(
        'GET',
        `/member-groups/${group.id}/members?pageSize=1&current=2`,
      );
      expect(page2.data[0]).toMatchObject({ id: doctorId, mobile: '138****5678' });
      expect(
        await data('POST', `/member-groups/${group.id}/members/remove`, { user_ids: [nurseId] }),
      ).toEqual({
        changed: 1,
      });

      const restricted = await data<CourseCategory>('POST', '/categories', {
        name: '专家专区',
        member_group_flag: 1,
        member_group_ids: [group.id],
      });
      expect(
        (await call('POST', '/categories', { name: '空规则', member_group_flag: 1 })).body.msg,
      ).toContain('限定可见范围时请选择会员分组');
      expect(
        (await call('POST', '/categories', { name: '错分组', member_group_flag: 2, member_group_ids: [777] }))
          .body.msg,
      ).toBe('会员分组不存在（编号 777）');
      // The app's tree caches rows for 5 s.
      t.clock.advance(6_000);
      const visibleTo = async (headers: Record<string, string>) => {
        const response = await t.app.inject({ url: '/api/platform/category/tree/0', headers });
        return (response.json() as Envelope<CourseCategory[]>).data.map((node) => node.id);
      };
      expect(await visibleTo(doctor.headers)).toContain(restricted.id);
      expect(await visibleTo(nurse.headers)).not.toContain(restricted.id);

      const refused = await call('DELETE', `/member-groups/${group.id}`);
      expect(refused.body).toMatchObject({ code: 40900, msg: expect.stringContaining('1 个分类') });
      await data('PUT', `/categories/${restricted.id}`, { name: '专家专区', member_group_flag: 0 });
      expect(await data('DELETE', `/member-groups/${group.id}`)).toEqual({ id: group.id });
      const [doctorRow] = await t.database.db.select().from(users).where(eq(users.id, doctorId));
      expect(doctorRow?.memberGroupIds).toEqual([]);
    });
  });

  describe('course series', () => {
    it('orders a series’ contents and refuses unknown ones', async () => {
      const first = await data<AdminContent>('POST', '/contents', draft({ title: '第一课' }));
      const second = await data<AdminContent>('POST', '/contents', draft({ title: '第二课' }));
      const lesson = await data<AdminLessonDetail>('POST', '/lessons', {
        title: '肺结节系列课',
        tag_ids: [tagId],
        is_topic: true,
      });
      expect(lesson).toMatchObject({ state: 'draft', content_count: 0, items: [], is_topic: true });
      const ordered = await data<AdminLessonDetail>('PUT', `/lessons/${lesson.id}/items`, {
        content_ids: [second.id, first.id],
      });
      expect(ordered.items.map((item) => item.title)).toEqual(['第二课', '第一课']);
      expect(ordered.content_count).toBe(2);
      expect(
        (await call('PUT', `/lessons/${lesson.id}/items`, { content_ids: [first.id, 4242] })).body.msg,
      ).toBe('内容不存在（编号 4242）');
      expect(
        (await call('PUT', `/lessons/${lesson.id}/items`, { content_ids: [first.id, first.id] })).body.code,
      ).toBe(40000);
      expect((await data<AdminLessonDetail>('POST', `/lessons/${lesson.id}/publish`)).state).toBe(
        'published',
      );
      const stale = await call('PUT', `/lessons/${lesson.id}`, {
        title: '旧副本',
        updated_at: lesson.updated_at,
      });
      expect(stale.body.code).toBe(40900);
      const list = await data<{ total: number; data: { id: number; content_count: number }[] }>(
        'GET',
        `/lessons?keyword=${encodeURIComponent('系列')}`,
      );
      expect(list.data).toEqual([expect.objectContaining({ id: lesson.id, content_count: 2 })]);
      await data('DELETE', `/contents/${first.id}`);
      expect((await data<AdminLessonDetail>('GET', `/lessons/${lesson.id}`)).items.map((i) => i.id)).toEqual([
        second.id,
      ]);
    });
  });

  describe('banners and the home page', () => {
    it('validates banner links and reports whether a banner is showing', async () => {
      const banner = (patch: Record<string, unknown>) =>
        call<AdminBanner>('POST', '/banners', {
          position: 'home',
          title: '新课上线',
          image: '/uploads/2026/06/0123456789abcdef0123456789abcdef.png',
          ...patch,
        });
      for (const link of ['javascript:alert(1)', '//evil.example/x', 'http://example.com']) {
        expect((await banner({ link })).body).toMatchObject({ code: 40000 });
      }
      expect((await banner({ position: 'sidebar' })).body.code).toBe(40000);
      const showing = await banner({ link: '/course/detail?id=1' });
      expect(showing.body.data).toMatchObject({ showing: true, link: '/course/detail?id=1' });
      const later = await banner({
        position: 'lesson',
        link: 'https://example.com/campaign',
        starts_at: '2026-07-01T00:00:00+08:00',
      });
      expect(later.body.data).toMatchObject({ showing: false, position: 'lesson' });
      const lessonBanners = await data<AdminBanner[]>('GET', '/banners?position=lesson');
      expect(lessonBanners.map((item) => item.id)).toEqual([later.body.data.id]);
      const off = await data<AdminBanner>('PUT', `/banners/${showing.body.data.id}`, {
        position: 'home',
        title: '新课上线',
        image: 'https://cdn.example.com/banner.jpg',
        enabled: false,
      });
      expect(off.showing).toBe(false);
      expect(await data('DELETE', `/banners/${off.id}`)).toEqual({ id: off.id });
    });

    it('orders home sections and sets the recommendations', async () => {
      const recommend = await data<AdminHomeSection>('POST', '/home-sections', {
        title: '精选推荐',
        kind: 'recommend',
      });
      const cases = await data<AdminHomeSection>('POST', '/home-sections', {
        title: '病例',
        kind: 'contents',
        list_type: 2,
        more_link: '/casearea',
        layout: 'cards',
      });
      expect(
        (await call('POST', '/home-sections', { title: '空栏目', kind: 'contents' })).body.msg,
      ).toContain('内容栏目请选择内容类型或分类');
      expect([recommend.sort, cases.sort]).toEqual([1, 2]);
      const reordered = await data<AdminHomeSection[]>('PUT', '/home-sections/order', {
        ids: [cases.id, recommend.id],
      });
      expect(reordered.map((section) => section.title)).toEqual(['病例', '精选推荐']);
      expect((await call('PUT', '/home-sections/order', { ids: [cases.id] })).body.code).toBe(40900);

      const listed = await data<{ data: AdminContentListItem[] }>('GET', '/contents?pageSize=3');
      const ids = listed.data.map((item) => item.id);
      const picks = await data<AdminRecommendation[]>('PUT', '/home-recommendations', { content_ids: ids });
      expect(picks.map((pick) => pick.content_id)).toEqual(ids);
      expect((await call('PUT', '/home-recommendations', { content_ids: [ids[0], 5555] })).body.msg).toBe(
        '内容不存在（编号 5555）',
      );
      expect((await call('PUT', '/home-recommendations', { content_ids: [ids[0], ids[0]] })).body.code).toBe(
        40000,
      );
    });
  });

  describe('media uploads', () => {
    const upload = async (
      url: string,
      file: { name: string; type: string; bytes: Buffer },
      operator = 'editor',
    ) => {
      const form = await multipartPayload([file]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin${url}`,
        payload: form.payload,
        headers: { ...form.headers, cookie: cookies[operator] ?? '' },
      });
      return { status: response.statusCode, body: response.json() as Envelope<UploadedFile> };
    };
    const storedFiles = () =>
      fs
        .readdirSync(uploadDir, { recursive: true, encoding: 'utf8' })
        .filter((entry) => fs.statSync(path.join(uploadDir, entry)).isFile());

    it('stores a real MP4 as a public video and serves it with byte ranges', async () => {
      // 1.5 MB: more than the server's 1 MB body limit for JSON, so this proves the upload streams.
      const video = tinyMp4(1_500_000);
      const { body } = await upload('/uploads/video', {
        name: 'lesson.mp4',
        type: 'video/mp4',
        bytes: video,
      });
      expect(body.code).toBe(1000);
      expect(body.data).toMatchObject({ mime: 'video/mp4', size: video.length });
      expect(body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);

      const whole = await t.app.inject(body.data.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(video);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const part = await t.app.inject({ url: body.data.url, headers: { range: 'bytes=4-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
      expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
      const beyond = await t.app.inject({ url: body.data.url, headers: { range: `bytes=${video.length}-` } });
      expect(beyond.statusCode).toBe(416);

      // The uploaded address is accepted as a content's video.
      const lesson = await call('POST', '/contents', draft({ content_type: 1, video_url: body.data.url }));
      expect(lesson.body.code).toBe(1000);
    });

    it('refuses a renamed text file (41500) and a video over the limit (41300), leaving nothing behind', async () => {
      const before = storedFiles();
      const text = await upload('/uploads/video', {
        name: 'notes.mp4',
        type: 'video/mp4',
        bytes: Buffer.from('这不是视频，只是改了扩展名的文本文件。'.repeat(3)),
      });
      expect(text.status).toBe(415);
      expect(text.body.code).toBe(41500);
      const big = await upload('/uploads/video', {
        name: 'big.mp4',
        type: 'video/mp4',
        bytes: tinyMp4(2 * 1024 * 1024),
      });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ code: 41300, msg: '视频不能超过 2MB' });
      expect(storedFiles()).toEqual(before);
    });

    it('stores cover images through the console image route', async () => {
      const png = tinyPng();
      const { body } = await upload('/uploads/image', { name: 'cover.png', type: 'image/png', bytes: png });
      expect(body.data).toMatchObject({ mime: 'image/png', size: png.length });
      expect((await t.app.inject(body.data.url)).rawPayload).toEqual(png);
      const fake = await upload('/uploads/image', {
        name: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('<svg/>'),
      });
      expect(fake.body.code).toBe(41500);
      expect(
        (await upload('/uploads/image', { name: 'c.png', type: 'image/png', bytes: png }, 'reviewer')).status,
      ).toBe(403);
    });
  });

  describe('access and audit', () => {
    it('lets only administrators and content editors in; reviewers are refused', async () => {
      expect((await call('GET', '/contents', undefined, 'admin')).body.code).toBe(1000);
      for (const [method, url, payload] of [
        ['POST', '/contents', draft()],
        ['POST', '/categories', { name: '审核员的分类' }],
        ['POST', '/member-groups', { name: '审核员的分组' }],
        ['PUT', '/home-recommendations', { content_ids: [] }],
        ['GET', '/contents', undefined],
      ] as const) {
        const refused = await call(method, url, payload, 'reviewer');
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body.code).toBe(40300);
      }
      expect((await call('GET', '/contents', undefined, 'nobody')).status).toBe(401);
    });

    it('writes an audit row for every console write, with the operator and the target', async () => {
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'content.publish'), eq(auditLog.operatorId, editorId)));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.some((row) => row.statusCode === 400)).toBe(true);
      expect(rows.some((row) => row.statusCode === 200 && row.target !== null)).toBe(true);
      const actions = new Set(
        (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action),
      );
      for (const action of [
        'content.create',
        'content.update',
        'content.unpublish',
        'content.delete',
        'category.move',
        'member_group.add_members',
        'banner.create',
        'home_section.order',
        'home_recommendations.set',
        'lesson.items',
        'upload.video',
        'tag.update',
      ]) {
        expect(actions, action).toContain(action);
      }
      const [update] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'content.update'))
        .limit(1);
      // The approval code is a "code" and never copied into the log.
      expect(update?.detail).toMatchObject({ approval_code: '[redacted]' });
    });
  });
});
