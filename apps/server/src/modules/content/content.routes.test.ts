import { ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { updateUser } from '../../test/users';
import { contentForms } from '../content-forms/content-forms.table';
import { learningProgress } from '../learning/learning.table';
import { contentReactions } from '../reactions/reactions.table';
import { insertCategory, insertContent, insertDisease, insertLesson, insertTag } from './content.fixtures';
import { contents, PublishStatus } from './content.table';
import { day, get, type Headers, ids, userIdOf } from './content.test-helpers';

describe('content visibility (publish window, expiry, state, member groups)', () => {
  let t: TestApp;
  let member: Headers;
  let live: number;
  let scheduled: number;
  const hidden: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    member = (await sandboxLogin(t.app, 'certified')).headers;
    const db = t.database.db;
    const now = t.clock.now().getTime();
    live = (await insertContent(db, { title: '在架' })).id;
    scheduled = (await insertContent(db, { title: '定时上架', publishAt: new Date(now + day) })).id;
    hidden.push(
      (await insertContent(db, { title: '已下架窗口', unpublishAt: new Date(now - 1000) })).id,
      (await insertContent(db, { title: '批准过期', expiresAt: new Date(now - 1000) })).id,
      (await insertContent(db, { title: '草稿', status: PublishStatus.DRAFT })).id,
      (await insertContent(db, { title: '已下架', status: PublishStatus.UNPUBLISHED })).id,
      (await insertContent(db, { title: '已删除', deletedAt: new Date(now - day) })).id,
    );
  });
  afterAll(() => t.close());

  it('lists only live contents', async () => {
    const response = await get(t, 'content?typeMap=1', member);
    expect(response.json()).toMatchObject({ code: 1000, data: { total: 1 } });
    expect(ids(response.json().data.data)).toEqual([live]);
  });

  it('answers 404 for a content that is not live, or unknown', async () => {
    for (const id of [...hidden, scheduled, 999_999]) {
      const response = await get(t, `content/${id}`, member);
      expect(response.statusCode, `content ${id}`).toBe(404);
      expect(response.json().code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('shows a scheduled content from its publish time, and hides one at its expiry', async () => {
    const expiring = (
      await insertContent(t.database.db, { expiresAt: new Date(t.clock.now().getTime() + 2 * day) })
    ).id;
    t.clock.advance(day + 1000);
    const during = await get(t, 'content?typeMap=1&pageSize=50', member);
    expect(ids(during.json().data.data).sort()).toEqual([live, scheduled, expiring].sort());
    expect((await get(t, `content/${scheduled}`, member)).json().code).toBe(1000);
    t.clock.advance(day);
    const after = await get(t, 'content?typeMap=1&pageSize=50', member);
    expect(ids(after.json().data.data)).not.toContain(expiring);
    expect((await get(t, `content/${expiring}`, member)).statusCode).toBe(404);
  });

  it('hides contents of a category (and its subcategories) closed to the viewer’s member groups', async () => {
    const db = t.database.db;
    const groupOnly = await insertCategory(db, {
      name: '会员专区',
      memberGroupFlag: 1,
      memberGroupIds: [41],
    });
    const child = await insertCategory(db, { name: '会员子分类', parentId: groupOnly, level: 2 });
    const inChild = (await insertContent(db, { title: '会员专享肺结节讲座', categoryId: child })).id;
    // The category cache lives a few seconds: move past it.
    t.clock.advance(10_000);

    const listed = await get(t, 'content?typeMap=1&pageSize=50', member);
    expect(ids(listed.json().data.data)).not.toContain(inChild);
    expect((await get(t, `content/${inChild}`, member)).statusCode).toBe(404);
    const search = await get(t, `home-search?keyword=${encodeURIComponent('会员专享')}`, member);
    expect(search.json().data.total).toBe(0);
    expect((await get(t, `demo/content/${inChild}`)).statusCode).toBe(404);

    await updateUser(t, await userIdOf(t, member), { memberGroupIds: [41] });
    expect(ids((await get(t, 'content?typeMap=1&pageSize=50', member)).json().data.data)).toContain(inChild);
    expect((await get(t, `content/${inChild}`, member)).json().code).toBe(1000);
    expect(
      ids((await get(t, `home-search?keyword=${encodeURIComponent('会员专享')}`, member)).json().data.data),
    ).toEqual([inChild]);
  });
});

describe('GET content/{id}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses HCP-only content to an uncertified member (40304), opens it to certified members and staff', async () => {
    const hcp = (await insertContent(t.database.db, { title: '处方药资料', hcpOnly: true })).id;
    const trial = await sandboxLogin(t.app, 'trial');
    const refused = await get(t, `content/${hcp}`, trial.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.NOT_CERTIFIED, data: null });
    for (const role of ['certified', 'staff']) {
      const { headers } = await sandboxLogin(t.app, role);
      expect((await get(t, `content/${hcp}`, headers)).json().code, role).toBe(1000);
    }
  });

  it('refuses a member whose free trial is over (40303), before anything else', async () => {
    const open = (await insertContent(t.database.db)).id;
    const expired = await sandboxLogin(t.app, 'trial_expired');
    const response = await get(t, `content/${open}`, expired.headers);
    expect(response.json().code).toBe(ErrorCode.TRIAL_EXPIRED);
    expect((await get(t, 'content/999999', expired.headers)).json().code).toBe(ErrorCode.TRIAL_EXPIRED);
  });

  it('counts one view per call and answers the viewer’s likes, favourite, form, progress and series', async () => {
    const db = t.database.db;
    const tag = await insertTag(db, '冠脉CTA');
    const disease = await insertDisease(db, '冠心病');
    const row = await insertContent(db, {
      title: '冠脉CTA读片',
      body: '<p>正文</p>',
      tagIds: [tag],
      diseaseIds: [disease],
      approvalCode: 'PP-CN-0001',
      speakerName: '李医生',
      noSkip: true,
    });
    const { headers } = await sandboxLogin(t.app, 'certified');
    const userId = await userIdOf(t, headers);
    // Tag and disease names are cached for a few seconds: move past the cache.
    t.clock.advance(10_000);

    const first = (await get(t, `content/${row.id}`, headers)).json().data;
    expect(first).toMatchObject({
      id: row.id,
      type: 1,
      title: '冠脉CTA读片',
      body: '<p>正文</p>',
      tags: [{ id: tag, name: '冠脉CTA' }],
      diseases: [{ id: disease, name: '冠心病' }],
      speaker: { name: '李医生' },
      no_skip: true,
      approval_code: 'PP-CN-0001',
      view_count: 1,
      zanned: false,
      favered: false,
      has_form: false,
      progress: null,
      lesson_id: null,
    });

    await db.insert(contentReactions).values([
      { kind: 'zan', userId, contentId: row.id, type: 1 },
      { kind: 'faver', userId: userId + 1000, contentId: row.id, type: 1 },
    ]);
    await db.insert(contentForms).values({ contentId: row.id, title: '问卷' });
    await db
      .insert(learningProgress)
      .values({ userId, contentId: row.id, type: 1, totalSeconds: 40, position: 38 });
    const lesson = await insertLesson(db, [row.id]);

    const second = (await get(t, `content/${row.id}`, headers)).json().data;
    expect(second).toMatchObject({
      view_count: 2,
      zanned: true,
      favered: false,
      has_form: true,
      progress: { total_tims: 40, position: 38, finish: 0 },
      lesson_id: lesson.id,
    });
    // Views are counted in memory and written together (once a second, and on close).
    await t.services.content.flushViews();
    const [stored] = await db
      .select({ views: contents.viewCount })
      .from(contents)
      .where(eq(contents.id, row.id));
    expect(stored?.views).toBe(2);
  });

  it('does not count a disabled form', async () => {
    const db = t.database.db;
    const row = await insertContent(db);
    await db.insert(contentForms).values({ contentId: row.id, title: '停用问卷', enabled: false });
    const { headers } = await sandboxLogin(t.app, 'certified');
    expect((await get(t, `content/${row.id}`, headers)).json().data.has_form).toBe(false);
  });

  it('answers 40000 for an id that is not a positive number', async () => {
    const { headers } = await sandboxLogin(t.app, 'certified');
    expect((await get(t, 'content/abc', headers)).json().code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('GET demo/content/{id} (public preview)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows a live content without login and counts nothing', async () => {
    const row = await insertContent(t.database.db, { body: '<p>公开正文</p>' });
    const response = await get(t, `demo/content/${row.id}`);
    expect(response.json()).toMatchObject({
      code: 1000,
      data: { id: row.id, body: '<p>公开正文</p>', video_url: '/demo-media/demo.mp4', restricted: false },
    });
    const [stored] = await t.database.db
      .select({ views: contents.viewCount })
      .from(contents)
      .where(eq(contents.id, row.id));
    expect(stored?.views).toBe(0);
  });

  it('withholds the body and video of HCP-only content, even from a certified viewer', async () => {
    const row = await insertContent(t.database.db, { hcpOnly: true, summary: '摘要', body: '<p>机密</p>' });
    const { headers } = await sandboxLogin(t.app, 'certified');
    for (const viewerHeaders of [{}, headers]) {
      const data = (await get(t, `demo/content/${row.id}`, viewerHeaders)).json().data;
      expect(data).toMatchObject({ restricted: true, body: '', video_url: null, summary: '摘要' });
    }
  });

  it('answers 404 for a content that is not live', async () => {
    const draft = await insertContent(t.database.db, { status: PublishStatus.DRAFT });
    expect((await get(t, `demo/content/${draft.id}`)).json().code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('ContentService.requireOpenable (used by social and heartbeat calls)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the row when open, 404 for another type or a dead content, 40304 for HCP-only', async () => {
    const db = t.database.db;
    const open = await insertContent(db, { listType: 2 });
    const hcp = await insertContent(db, { hcpOnly: true });
    const viewer = { id: 1, kind: 'member', certifiedAt: null, memberGroupIds: [] };
    const content = t.services.content;
    expect((await content.requireOpenable(viewer, open.id, 2)).id).toBe(open.id);
    await expect(content.requireOpenable(viewer, open.id, 1)).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    await expect(content.requireOpenable(viewer, 999_999, 1)).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    await expect(content.requireOpenable(viewer, hcp.id, 1)).rejects.toMatchObject({
      code: ErrorCode.NOT_CERTIFIED,
    });
    const certified = { ...viewer, certifiedAt: new Date() };
    expect((await content.requireOpenable(certified, hcp.id, 1)).id).toBe(hcp.id);
    const [stored] = await db
      .select({ views: contents.viewCount })
      .from(contents)
      .where(eq(contents.id, hcp.id));
    expect(stored?.views).toBe(0);
  });
});
