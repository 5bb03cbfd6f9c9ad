import { ErrorCode } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { insertCategory, insertContent, insertDisease, insertTag } from './content.fixtures';
import { PublishStatus } from './content.table';
import { get, type Headers, ids } from './content.test-helpers';

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
