import { ErrorCode } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { learningProgress } from '../learning/learning.table';
import {
  insertBanner,
  insertCategory,
  insertContent,
  insertHomeSection,
  insertLesson,
  insertTag,
  recommendContents,
} from './content.fixtures';
import { PublishStatus } from './content.table';
import { day, get, type Headers, ids, userIdOf } from './content.test-helpers';

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
      {
        id: picks,
        title: '推荐',
        title_en: '',
        kind: 'recommend',
        more_link: null,
        limit: 6,
        layout: 'list',
      },
      {
        id: cases,
        title: '病例精选',
        title_en: '',
        kind: 'contents',
        more_link: '/casearea',
        limit: 2,
        layout: 'cards',
      },
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
