import { MemberGroupFlag, PLATFORM_PREFIX } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { newOperatorCookie, type SignedIn, signIn } from '../../test/sign-in';
import { updateUser } from '../../test/users';
import { insertCategory, insertContent, insertLesson, recommendContents } from './content.fixtures';
import { contents } from './content.table';

// The app's home and lists are served from memory per audience (SharedAnswers). Here they are kept
// for a minute, so only the invalidation can make a change show: each check fails without it.

describe('the shared home and lists, as operators change the catalogue', () => {
  let t: TestApp;
  let doctor: SignedIn;
  let grouped: SignedIn;
  let editor: string;
  const ids = (body: { data: unknown }) => {
    const data = body.data as { id: number }[] | { data: { id: number }[] };
    return (Array.isArray(data) ? data : data.data).map((item) => item.id);
  };
  const get = async (url: string, who: SignedIn) => {
    const response = await t.app.inject({ url: `${PLATFORM_PREFIX}${url}`, headers: who.headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json() as { code: number; data: unknown };
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { CATALOGUE_CACHE_MS: 60_000 } });
    doctor = await signIn(t, 'certified', '张医生');
    grouped = await signIn(t, 'certified', '李医生');
    editor = await newOperatorCookie(t, 'cache_editor', 'content_editor');
  });
  afterAll(() => t.close());

  it('takes an unpublished content off the home and the lists on the next request', async () => {
    const shown = await insertContent(t.database.db, { title: '肺结节的随访' });
    const other = await insertContent(t.database.db, { title: '乳腺超声' });
    await recommendContents(t.database.db, [shown.id, other.id]);
    // Read twice: the second answer is the shared one.
    for (let i = 0; i < 2; i++) {
      expect(ids(await get('/home/recommend', doctor))).toEqual(expect.arrayContaining([shown.id, other.id]));
      expect(ids(await get('/content?typeMap=1&pageSize=50', doctor))).toContain(shown.id);
    }

    const unpublished = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contents/${shown.id}/unpublish`,
      headers: { cookie: editor },
    });
    expect(unpublished.json()).toMatchObject({ code: 1000 });

    expect(ids(await get('/home/recommend', doctor))).not.toContain(shown.id);
    expect(ids(await get('/home/recommend', doctor))).toContain(other.id);
    expect(ids(await get('/content?typeMap=1&pageSize=50', doctor))).not.toContain(shown.id);
  });

  it('takes an unpublished content out of its series on the next request', async () => {
    const first = await insertContent(t.database.db, { title: '胸部 CT 入门' });
    const second = await insertContent(t.database.db, { title: '胸部 CT 进阶' });
    const series = await insertLesson(t.database.db, [first.id, second.id], { title: '胸部 CT 系列' });
    const items = async () => {
      const detail = (await get(`/lesson/lesson-list?lesson_id=${series.id}`, doctor)).data as {
        content_count: number;
        items: { id: number }[];
      };
      const listed = (
        (await get('/lesson/lesson?current=1&pageSize=50', doctor)).data as {
          data: { id: number; content_count: number }[];
        }
      ).data.find((lesson) => lesson.id === series.id);
      return {
        items: detail.items.map((item) => item.id),
        count: detail.content_count,
        listed: listed?.content_count,
      };
    };
    // Read twice: the second answer's items are the shared ones.
    expect(await items()).toEqual({ items: [first.id, second.id], count: 2, listed: 2 });
    expect(await items()).toEqual({ items: [first.id, second.id], count: 2, listed: 2 });

    const unpublished = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contents/${first.id}/unpublish`,
      headers: { cookie: editor },
    });
    expect(unpublished.json()).toMatchObject({ code: 1000 });
    expect(await items()).toEqual({ items: [second.id], count: 1, listed: 1 });
  });

  it('shows a category an operator adds in the app’s category tree on the next request', async () => {
    const names = async () =>
      ((await get('/category/tree/0', doctor)).data as { name: string }[]).map((category) => category.name);
    // Read twice: the second answer is the shared one.
    expect(await names()).not.toContain('心血管影像');
    expect(await names()).not.toContain('心血管影像');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: editor },
      payload: { name: '心血管影像', parent_id: 0, sort: 1 },
    });
    expect(created.json()).toMatchObject({ code: 1000 });
    expect(await names()).toContain('心血管影像');
  });

  it('keeps one answer per audience: a member group’s category is not shown to others', async () => {
    const groupId = 5150;
    const closed = await insertCategory(t.database.db, {
      name: '会员专区',
      memberGroupFlag: MemberGroupFlag.ONLY_LISTED,
      memberGroupIds: [groupId],
    });
    const inGroup = await insertContent(t.database.db, { title: '会员课程', categoryId: closed });
    await updateUser(t, grouped.userId, { memberGroupIds: [groupId] });
    // Inserted here rather than through the console, which would drop the kept category rows.
    t.app.services.categories.forget();
    const list = '/content?typeMap=1&pageSize=50&sort=latest';
    expect(ids(await get(list, grouped))).toContain(inGroup.id);
    expect(ids(await get(list, doctor))).not.toContain(inGroup.id);
    expect(ids(await get(list, grouped))).toContain(inGroup.id);
    const tree = async (who: SignedIn) =>
      ((await get('/category/tree/0', who)).data as { id: number }[]).map((category) => category.id);
    expect(await tree(grouped)).toContain(closed);
    expect(await tree(doctor)).not.toContain(closed);
    expect(await tree(grouped)).toContain(closed);
  });
});

describe('a detail page, its shared part kept', () => {
  let t: TestApp;
  let doctor: SignedIn;
  let other: SignedIn;
  let editor: string;
  const detail = async (id: number, who: SignedIn) => {
    const response = await t.app.inject({ url: `${PLATFORM_PREFIX}/content/${id}`, headers: who.headers });
    return response.json() as {
      code: number;
      data: { title: string; view_count: number; zanned: boolean };
    };
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { CATALOGUE_CACHE_MS: 60_000 } });
    doctor = await signIn(t, 'certified', '王医生');
    other = await signIn(t, 'certified', '赵医生');
    editor = await newOperatorCookie(t, 'detail_editor', 'content_editor');
  });
  afterAll(() => t.close());

  it('shows each viewer their own like at once while the row is shared, and counts every view', async () => {
    const row = await insertContent(t.database.db, { title: '肝脏MRI读片' });
    expect((await detail(row.id, doctor)).data).toMatchObject({ zanned: false, view_count: 1 });
    const liked = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM_PREFIX}/content-zan-log`,
      headers: doctor.headers,
      payload: { content_id: row.id, type: 1 },
    });
    expect(liked.json()).toMatchObject({ code: 1000 });
    expect((await detail(row.id, doctor)).data).toMatchObject({ zanned: true, view_count: 2 });
    expect((await detail(row.id, other)).data).toMatchObject({ zanned: false, view_count: 3 });
  });

  it('reads the viewer parts of concurrent detail pages together, each viewer seeing only their own', async () => {
    const first = await insertContent(t.database.db, { title: '胰腺CT读片' });
    const second = await insertContent(t.database.db, { title: '前列腺MRI读片' });
    const like = (contentId: number, who: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: `${PLATFORM_PREFIX}/content-zan-log`,
        headers: who.headers,
        payload: { content_id: contentId, type: 1 },
      });
    expect((await like(first.id, doctor)).json()).toMatchObject({ code: 1000 });
    expect((await like(second.id, other)).json()).toMatchObject({ code: 1000 });
    const pages = await Promise.all([
      detail(first.id, doctor),
      detail(second.id, doctor),
      detail(first.id, other),
      detail(second.id, other),
      detail(first.id, doctor),
    ]);
    expect(pages.map((page) => page.data.zanned)).toEqual([true, false, false, true, true]);
    expect(pages.map((page) => page.data.title)).toEqual([
      '胰腺CT读片',
      '前列腺MRI读片',
      '胰腺CT读片',
      '前列腺MRI读片',
      '胰腺CT读片',
    ]);
  });

  it('drops the shared part when an operator unpublishes: the next request is refused', async () => {
    const row = await insertContent(t.database.db, { title: '心脏CTA' });
    expect((await detail(row.id, doctor)).code).toBe(1000);
    const unpublished = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contents/${row.id}/unpublish`,
      headers: { cookie: editor },
    });
    expect(unpublished.json()).toMatchObject({ code: 1000 });
    expect((await detail(row.id, doctor)).code).not.toBe(1000);
  });

  it('keeps an unknown id as unknown until the catalogue is edited', async () => {
    const edited = await insertContent(t.database.db, { title: '腹部MRI' });
    const unknownId = edited.id + 1000;
    expect((await detail(unknownId, doctor)).code).not.toBe(1000);
    // Written behind the app's back: the kept answer stands, as it would for a minute here.
    await insertContent(t.database.db, { id: unknownId, title: '胸部DR' });
    expect((await detail(unknownId, doctor)).code).not.toBe(1000);
    const unpublished = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contents/${edited.id}/unpublish`,
      headers: { cookie: editor },
    });
    expect(unpublished.json()).toMatchObject({ code: 1000 });
    expect(await detail(unknownId, doctor)).toMatchObject({ code: 1000, data: { title: '胸部DR' } });
  });
});

describe('views of a content, counted in memory', () => {
  it('adds up concurrent views and writes them when the app closes', async () => {
    const t = await buildTestApp();
    const row = await insertContent(t.database.db, { title: '胸部CT读片' });
    const doctor = await signIn(t, 'certified');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ url: `${PLATFORM_PREFIX}/content/${row.id}`, headers: doctor.headers }),
      ),
    );
    const shown = answers.map(
      (answer) => (answer.json() as { data: { view_count: number } }).data.view_count,
    );
    // Each answer shows the stored count plus the views counted so far, its own included.
    expect(Math.max(...shown)).toBe(12);
    await t.app.close();
    const [stored] = await t.database.db
      .select({ views: contents.viewCount })
      .from(contents)
      .where(eq(contents.id, row.id));
    await t.database.close();
    expect(stored?.views).toBe(12);
  });
});
