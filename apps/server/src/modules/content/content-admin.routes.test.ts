import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminContent,
  AdminContentListItem,
  AdminLessonDetail,
  AdminRecommendation,
  AdminTerm,
} from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { contents } from './content.table';
import { contentConsoleApi } from './content-admin.fixtures';

describe('console learning content', () => {
  let t: TestApp;
  let uploadDir: string;
  const cookies: Record<string, string> = {};
  let editorId = 0;
  let tagId = 0;
  let diseaseId = 0;
  let categoryId = 0;
  const { call, data, draft, seed } = contentConsoleApi(
    () => t,
    cookies,
    () => ({ tagId, diseaseId, categoryId }),
  );

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-content-admin-'));
    // A 2 MB video limit: above the 1 MB JSON body limit (uploads must stream past it), and cheap to exceed.
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir, VIDEO_UPLOAD_MAX_MB: 2 } });
    ({ editorId, tagId, diseaseId, categoryId } = await seed());
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

    it('refuses to publish a content without a cover, with the message and the field in the envelope', async () => {
      const coverless = await data<AdminContent>(
        'POST',
        '/contents',
        draft({
          title: '没有封面的课程',
          cover: null,
          approval_code: 'HZ-2026-009',
          expires_at: '2026-12-01T00:00:00Z',
        }),
      );
      const refusal = await call('POST', `/contents/${coverless.id}/publish`);
      expect(refusal.status).toBe(400);
      expect(refusal.body).toEqual({
        code: 40000,
        msg: '发布前请上传封面',
        data: { issues: [{ field: 'cover', message: '发布前请上传封面' }] },
      });
      // A blank address is no cover either.
      await t.database.db.update(contents).set({ cover: '  ' }).where(eq(contents.id, coverless.id));
      expect((await call('POST', `/contents/${coverless.id}/publish`)).body.msg).toBe('发布前请上传封面');
      expect(await data<AdminContent>('GET', `/contents/${coverless.id}`)).toMatchObject({
        status: 0,
        published_at: null,
      });

      // Nothing filled in: every missing field is named, each message once.
      const bare = await data<AdminContent>('POST', '/contents', draft({ title: '空白草稿', cover: null }));
      const both = await call('POST', `/contents/${bare.id}/publish`);
      expect(both.body.msg).toBe('发布前请填写批准文号和有效期；发布前请上传封面');
      expect((both.body.data as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
        'approval_code',
        'expires_at',
        'cover',
      ]);

      // With a cover it publishes.
      const covered = await data<AdminContent>('PUT', `/contents/${coverless.id}`, {
        ...draft({
          title: '没有封面的课程',
          approval_code: 'HZ-2026-009',
          expires_at: '2026-12-01T00:00:00Z',
        }),
        updated_at: (await data<AdminContent>('GET', `/contents/${coverless.id}`)).updated_at,
      });
      expect(covered.cover).toBe('/uploads/2026/06/0123456789abcdef0123456789abcdef.jpg');
      expect(await data<AdminContent>('POST', `/contents/${coverless.id}/publish`)).toMatchObject({
        status: 1,
        state: 'published',
      });
      await data('DELETE', `/contents/${coverless.id}`);
      await data('DELETE', `/contents/${bare.id}`);
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
        'home_recommendations.set',
        'lesson.items',
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
