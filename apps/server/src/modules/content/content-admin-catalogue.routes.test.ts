import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminBanner,
  AdminContentListItem,
  AdminHomeSection,
  AdminMemberGroup,
  AdminRecommendation,
  CourseCategory,
  UploadedFile,
} from '@ia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { multipartPayload, tinyPng } from '../uploads/test-images';
import { users } from '../users/users.table';
import { contentConsoleApi, type Envelope, tinyMp4 } from './content-admin.fixtures';

describe('console learning content', () => {
  let t: TestApp;
  let uploadDir: string;
  const cookies: Record<string, string> = {};
  let tagId = 0;
  let diseaseId = 0;
  let categoryId = 0;
  const { call, data, userIdOf, draft, seed } = contentConsoleApi(
    () => t,
    cookies,
    () => ({ tagId, diseaseId, categoryId }),
  );

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-content-admin-'));
    // A 2 MB video limit: above the 1 MB JSON body limit (uploads must stream past it), and cheap to exceed.
    t = await buildTestApp({ config: { UPLOAD_DIR: uploadDir, VIDEO_UPLOAD_MAX_MB: 2 } });
    ({ tagId, diseaseId, categoryId } = await seed());
    // A content in the category, as the contents tests (content-admin.routes.test.ts) leave behind:
    // the category then refuses deletion, and the home page has something to pick.
    await data('POST', '/contents', draft());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
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
      // Buffer.equals, not toEqual: a deep comparison of 1.5 MB byte by byte took seconds (30+ under CI load).
      expect(whole.rawPayload.equals(video)).toBe(true);
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
      expect(body.data).toMatchObject({ mime: 'image/png' });
      // Stored re-encoded without metadata (uploads/upload-metadata.routes.test.ts): the same pixels.
      const served = (await t.app.inject(body.data.url)).rawPayload;
      expect(served.length).toBe(body.data.size);
      expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
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
    it('writes an audit row for every console write of the catalogue and the media', async () => {
      const actions = new Set(
        (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action),
      );
      for (const action of [
        'category.move',
        'member_group.add_members',
        'banner.create',
        'home_section.order',
        'upload.video',
      ]) {
        expect(actions, action).toContain(action);
      }
    });
  });
});
