import { ErrorCode } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { learningProgress } from '../learning/learning.table';
import { contentForms, contentReactions } from '../social/social.table';
import { users } from '../users/users.table';
import {
  insertBanner,
  insertCategory,
  insertContent,
  insertDisease,
  insertHomeSection,
  insertLesson,
  insertTag,
  recommendContents,
} from './content.fixtures';
import { contents, PublishStatus } from './content.table';

type Headers = { authorization: string };

async function userIdOf(t: TestApp, headers: Headers): Promise<number> {
  const viewer = await t.services.sessions.resolve(headers.authorization.slice('Bearer '.length));
  if (!viewer) throw new Error('no viewer');
  return viewer.user.id;
}

function get(t: TestApp, url: string, headers: Headers | Record<string, never> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/platform/${url}`, headers });
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const day = 86_400_000;

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

    await db
      .update(users)
      .set({ memberGroupIds: [41] })
      .where(eq(users.id, await userIdOf(t, member)));
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

describe('GET content (lists: paging, filters, order, get_tag)', () => {
  let t: TestApp;
  let member: Headers;
  const course: number[] = [];
  let caseA: number;
  let caseB: number;
  let lung: number;
  let heart: number;
  let unusedTag: number;
  let lungCancer: number;
  let parent: number;
  let child: number;

  beforeAll(async () => {
    t = await buildTestApp();
    member = (await sandboxLogin(t.app, 'wechat')).headers;
    const db = t.database.db;
    lung = await insertTag(db, '肺部', 2);
    heart = await insertTag(db, '心脏', 1);
    unusedTag = await insertTag(db, '未使用');
    lungCancer = await insertDisease(db, '肺癌');
    parent = await insertCategory(db, { name: '胸部' });
    child = await insertCategory(db, { name: '肺', parentId: parent, level: 2 });
    for (let index = 0; index < 5; index += 1) {
      const row = await insertContent(db, {
        title: `课程 ${index}`,
        publishedAt: new Date(Date.UTC(2026, 4, 1 + index)),
        viewCount: [5, 50, 1, 30, 2][index] ?? 0,
        tagIds: index === 0 ? [lung] : [],
      });
      course.push(row.id);
    }
    caseA = (
      await insertContent(db, {
        listType: 2,
        contentType: 2,
        title: '病例 A',
        categoryId: child,
        tagIds: [heart],
        diseaseIds: [lungCancer],
      })
    ).id;
    caseB = (await insertContent(db, { listType: 2, contentType: 1, title: '病例 B', categoryId: parent }))
      .id;
    await insertContent(db, { listType: 3, title: '其他', tagIds: [unusedTag], status: PublishStatus.DRAFT });
  });
  afterAll(() => t.close());

  it('pages the newest first with current and pageSize', async () => {
    const first = (await get(t, 'content?typeMap=1&pageSize=2', member)).json().data;
    expect(first.total).toBe(5);
    expect(ids(first.data)).toEqual([course[4], course[3]]);
    const third = (await get(t, 'content?typeMap=1&pageSize=2&current=3', member)).json().data;
    expect(ids(third.data)).toEqual([course[0]]);
    const beyond = (await get(t, 'content?typeMap=1&pageSize=2&current=9', member)).json().data;
    expect(beyond).toMatchObject({ total: 5, data: [] });
  });

  it('orders by views with sort=hot', async () => {
    const hot = (await get(t, 'content?typeMap=1&sort=hot', member)).json().data;
    expect(ids(hot.data)).toEqual([course[1], course[3], course[0], course[4], course[2]]);
  });

  it('filters by category including its subcategories, by tag, disease and content type', async () => {
    expect(ids((await get(t, `content?category_id=${parent}`, member)).json().data.data).sort()).toEqual(
      [caseA, caseB].sort(),
    );
    expect(ids((await get(t, `content?category_id=${child}`, member)).json().data.data)).toEqual([caseA]);
    expect(ids((await get(t, `content?tag_id=${lung}`, member)).json().data.data)).toEqual([course[0]]);
    expect(ids((await get(t, `content?disease_id=${lungCancer}`, member)).json().data.data)).toEqual([caseA]);
    expect(ids((await get(t, 'content?typeMap=2&content_type=1', member)).json().data.data)).toEqual([caseB]);
  });

  it('adds the tags used by the list type with get_tag=1, in the tag order', async () => {
    const cases = (await get(t, 'content?typeMap=2&get_tag=1', member)).json().data;
    expect(cases.tags).toEqual([{ id: heart, name: '心脏' }]);
    const all = (await get(t, 'content?get_tag=1', member)).json().data;
    expect(all.tags).toEqual([
      { id: heart, name: '心脏' },
      { id: lung, name: '肺部' },
    ]);
    expect((await get(t, 'content?typeMap=2', member)).json().data.tags).toBeUndefined();
  });

  it('refuses bad filters with 40000 and visitors with 40100', async () => {
    for (const query of [
      'typeMap=4',
      'sort=random',
      'pageSize=0',
      'current=-1',
      'get_tag=2',
      'content_type=3',
    ]) {
      expect((await get(t, `content?${query}`, member)).json().code, query).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await get(t, 'content')).json().code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('lists diseases by sort, with the tags used by cases on get_tag=1', async () => {
    const db = t.database.db;
    const first = await insertDisease(db, '肺炎', -1);
    t.clock.advance(10_000);
    const plain = (await get(t, 'disease', member)).json().data;
    expect(plain).toEqual({
      data: [
        { id: first, name: '肺炎', sort: -1 },
        { id: lungCancer, name: '肺癌', sort: 0 },
      ],
    });
    const withTags = (await get(t, 'disease?get_tag=1', member)).json().data;
    expect(withTags.tags).toEqual([{ id: heart, name: '心脏' }]);
  });
});

describe('GET home-search (Chinese)', () => {
  let t: TestApp;
  let member: Headers;
  let seededCase: number;
  let titleHit: number;
  let tagHit: number;

  const search = async (keyword: string, extra = '') =>
    (await get(t, `home-search?keyword=${encodeURIComponent(keyword)}${extra}`, member)).json();

  beforeAll(async () => {
    t = await buildTestApp();
    member = (await sandboxLogin(t.app, 'trial')).headers;
    const db = t.database.db;
    const chest = await insertTag(db, '胸部影像');
    seededCase = (
      await insertContent(db, {
        listType: 2,
        contentType: 2,
        title: '典型病例分享',
        body: `<p>${'患者男性，六十五岁，体检发现异常。'.repeat(4)}胸部CT显示右肺上叶<strong>磨玻璃结节</strong>，建议三个月后复查。</p>`,
        publishedAt: new Date('2026-05-03T00:00:00Z'),
      })
    ).id;
    titleHit = (
      await insertContent(db, {
        title: '肺结节的随访策略',
        body: '<p>指南解读</p>',
        publishedAt: new Date('2026-05-01T00:00:00Z'),
      })
    ).id;
    tagHit = (
      await insertContent(db, {
        title: '读片入门',
        tagIds: [chest],
        body: '<p>基础</p>',
        publishedAt: new Date('2026-05-02T00:00:00Z'),
      })
    ).id;
    // Has the bigrams 肺结 and 结节 but never the term 肺结节: a gram coincidence, not a hit.
    await insertContent(db, {
      title: '肺结核与结节病',
      body: '<p>鉴别</p>',
      publishedAt: new Date('2026-04-01T00:00:00Z'),
    });
    await insertContent(db, { title: '结节的草稿', status: PublishStatus.DRAFT });
  });
  afterAll(() => t.close());

  it('finds the seeded case by a two-character term, title matches first, with a body snippet', async () => {
    const result = await search('结节');
    expect(result.code).toBe(1000);
    expect(result.data.terms).toEqual(['结节']);
    expect(ids(result.data.data)).toEqual([titleHit, expect.any(Number), seededCase]);
    const hit = result.data.data.find((item: { id: number }) => item.id === seededCase);
    expect(hit.snippet).toContain('磨玻璃结节');
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet).not.toContain('<');
  });

  it('finds it by a four-character term, and never by gram coincidence', async () => {
    expect(ids((await search('磨玻璃结')).data.data)).toEqual([seededCase]);
    expect(ids((await search('肺结节')).data.data)).toEqual([titleHit]);
  });

  it('finds contents by a tag, without a snippet when the body does not match', async () => {
    const result = await search('胸部影像');
    expect(ids(result.data.data)).toEqual([tagHit]);
    expect(result.data.data[0].snippet).toBeNull();
  });

  it('ranks a tag match before a body match', async () => {
    // 胸部 is in the seeded case's body and in the other content's tag.
    expect(ids((await search('胸部')).data.data)).toEqual([tagHit, seededCase]);
  });

  it('needs every term to match, case-insensitively for Latin, and narrows by typeMap', async () => {
    expect(ids((await search('ct 磨玻璃')).data.data)).toEqual([seededCase]);
    expect(ids((await search('CT 指南')).data.data)).toEqual([]);
    expect(ids((await search('结节', '&typeMap=2')).data.data)).toEqual([seededCase]);
    expect(ids((await search('肺')).data.data)).toContain(titleHit);
  });

  it('matches LIKE wildcards literally', async () => {
    const percent = (await insertContent(t.database.db, { title: '有效率 100% 的方案' })).id;
    await insertContent(t.database.db, { title: '有效率 1000 的方案' });
    expect(ids((await search('100%')).data.data)).toEqual([percent]);
    expect(ids((await search('10_')).data.data)).toEqual([]);
  });

  it('pages the hits', async () => {
    const page = (await search('结节', '&pageSize=1&current=2')).data;
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(1);
  });

  it('answers an empty list for no match', async () => {
    expect((await search('不存在的词')).data).toEqual({ total: 0, data: [], terms: ['不存在的词'] });
  });

  it('refuses an empty or overlong keyword with 40000', async () => {
    for (const keyword of ['', '   ', '长'.repeat(51)]) {
      const response = await get(t, `home-search?keyword=${encodeURIComponent(keyword)}`, member);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await get(t, 'home-search', member)).json().code).toBe(ErrorCode.VALIDATION_FAILED);
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

describe('home: banners, settings, recommendations, sections', () => {
  let t: TestApp;
  let member: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    member = (await sandboxLogin(t.app, 'wechat')).headers;
  });
  afterAll(() => t.close());

  it('answers the enabled banners of each position showing now, in order', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const second = await insertBanner(db, { position: 'home', title: '二', sort: 2 });
    const first = await insertBanner(db, {
      position: 'home',
      title: '一',
      sort: 1,
      endsAt: new Date(now + day),
    });
    await insertBanner(db, { position: 'home', title: '停用', enabled: false });
    await insertBanner(db, { position: 'home', title: '未开始', startsAt: new Date(now + 1000) });
    await insertBanner(db, { position: 'home', title: '已结束', endsAt: new Date(now - 1000) });
    const lesson = await insertBanner(db, { position: 'lesson', title: '学习页', link: '/course' });
    expect(ids((await get(t, 'home/banner', member)).json().data)).toEqual([first, second]);
    expect((await get(t, 'lesson/banner', member)).json().data).toEqual([
      { id: lesson, title: '学习页', image: '/uploads/banner.jpg', link: '/course', sort: 0 },
    ]);
  });

  it('answers the configured sections in order, and the items of a contents section', async () => {
    const db = t.database.db;
    expect((await get(t, 'home/setting', member)).json().data).toEqual({ sections: [] });
    const caseCategory = await insertCategory(db, { name: '病例库' });
    const cases = await insertHomeSection(db, {
      kind: 'contents',
      title: '病例精选',
      listType: 2,
      categoryId: caseCategory,
      itemLimit: 2,
      layout: 'cards',
      sort: 2,
      moreLink: '/casearea',
    });
    const picks = await insertHomeSection(db, { kind: 'recommend', title: '推荐', sort: 1 });
    await insertHomeSection(db, { kind: 'contents', title: '停用', enabled: false });
    const setting = (await get(t, 'home/setting', member)).json().data;
    expect(setting.sections).toEqual([
      { id: picks, title: '推荐', kind: 'recommend', more_link: null, limit: 6, layout: 'list' },
      { id: cases, title: '病例精选', kind: 'contents', more_link: '/casearea', limit: 2, layout: 'cards' },
    ]);

    const made: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = await insertContent(db, {
        listType: 2,
        categoryId: caseCategory,
        publishedAt: new Date(Date.UTC(2026, 4, 1 + index)),
      });
      made.push(row.id);
    }
    await insertContent(db, { listType: 1, categoryId: caseCategory });
    await insertContent(db, { listType: 2 });
    t.clock.advance(10_000);
    expect(ids((await get(t, `content/home/${cases}`, member)).json().data)).toEqual([made[2], made[1]]);
    expect((await get(t, `content/home/${picks}`, member)).statusCode).toBe(404);
    expect((await get(t, 'content/home/999999', member)).statusCode).toBe(404);
  });

  it('answers the recommendations in the operators’ order, live contents only', async () => {
    const db = t.database.db;
    const a = (await insertContent(db, { title: '推荐 A' })).id;
    const b = (await insertContent(db, { title: '推荐 B' })).id;
    const draft = (await insertContent(db, { title: '推荐草稿', status: PublishStatus.DRAFT })).id;
    await recommendContents(db, [b, draft, a]);
    expect(ids((await get(t, 'home/recommend', member)).json().data)).toEqual([b, a]);
  });
});

describe('lessons (course series)', () => {
  let t: TestApp;
  let member: Headers;
  let series: number;
  let topic: number;
  const items: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    member = (await sandboxLogin(t.app, 'trial')).headers;
    const db = t.database.db;
    const tag = await insertTag(db, '入门');
    for (let index = 0; index < 3; index += 1) {
      items.push(
        (await insertContent(db, { title: `第 ${index + 1} 讲`, durationSeconds: 100 * (index + 1) })).id,
      );
    }
    const draft = (
      await insertContent(db, { title: '未发布', status: PublishStatus.DRAFT, durationSeconds: 999 })
    ).id;
    series = (
      await insertLesson(db, [items[2] ?? 0, draft, items[0] ?? 0, items[1] ?? 0], {
        title: '系列',
        tagIds: [tag],
      })
    ).id;
    topic = (await insertLesson(db, [items[0] ?? 0], { title: '专题', isTopic: true, sort: 1 })).id;
    await insertLesson(db, [items[0] ?? 0], { title: '草稿系列', status: PublishStatus.DRAFT });
    await insertLesson(db, [], { title: '已删除系列', deletedAt: new Date('2026-05-02T00:00:00Z') });
    const userId = await userIdOf(t, member);
    await db.insert(learningProgress).values([
      { userId, contentId: items[0] ?? 0, type: 1, totalSeconds: 100, position: 100, finishedAt: new Date() },
      { userId, contentId: items[1] ?? 0, type: 1, totalSeconds: 20, position: 20 },
    ]);
  });
  afterAll(() => t.close());

  it('lists every published series with counts of live items and the viewer’s finished ones', async () => {
    const list = (await get(t, 'lesson/lesson?get_tag=1', member)).json().data;
    expect(list.total).toBe(2);
    expect(ids(list.data)).toEqual([topic, series]);
    expect(list.data[1]).toMatchObject({
      content_count: 3,
      duration: 600,
      finished_count: 1,
      is_topic: false,
    });
    expect(list.data[0]).toMatchObject({
      content_count: 1,
      duration: 100,
      finished_count: 1,
      is_topic: true,
    });
    expect(list.tags).toEqual([{ id: expect.any(Number), name: '入门' }]);
  });

  it('lists only topics on campain-list', async () => {
    const list = (await get(t, 'lesson/campain-list', member)).json().data;
    expect(list).toMatchObject({ total: 1 });
    expect(ids(list.data)).toEqual([topic]);
  });

  it('answers a series with its live items in order, each with the viewer’s progress', async () => {
    const detail = (await get(t, `lesson/lesson-list?lesson_id=${series}`, member)).json().data;
    expect(detail).toMatchObject({ id: series, content_count: 3, finished_count: 1 });
    expect(ids(detail.items)).toEqual([items[2], items[0], items[1]]);
    expect(
      detail.items.map((item: { progress: { finish: number } | null }) => item.progress?.finish ?? null),
    ).toEqual([null, 1, 0]);
  });

  it('answers 404 for an unknown or unpublished series and 40000 without lesson_id', async () => {
    expect((await get(t, 'lesson/lesson-list?lesson_id=999999', member)).json().code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(t, 'lesson/lesson-list', member)).json().code).toBe(ErrorCode.VALIDATION_FAILED);
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
