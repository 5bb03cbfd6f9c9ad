import type { CourseCategory } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users, wechatIdentities } from '../users/users.table';
import { courseCategories } from './categories.table';

describe('category/tree/{id}', () => {
  let t: TestApp;
  let imagingId = 0;
  const tree = async (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/platform/category/tree/${id}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const [imaging] = await db.insert(courseCategories).values({ name: 'CT 影像', sort: 20 }).returning();
    imagingId = imaging?.id ?? 0;
    await db.insert(courseCategories).values([
      { name: 'MR 影像', sort: 10 },
      { name: '胸部 CT', parentId: imagingId, level: 2, sort: 1 },
      { name: '专家组专区', parentId: imagingId, level: 2, sort: 2, memberGroupFlag: 1, memberGroupIds: [7] },
      { name: '非专家可见', parentId: imagingId, level: 2, sort: 3, memberGroupFlag: 2, memberGroupIds: [7] },
      { name: '已删除', sort: 5, deletedAt: new Date() },
    ]);
  });
  afterAll(() => t.close());

  it('returns the top level in sort order with nested children and the spec’s fields', async () => {
    const response = await tree(0);
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: CourseCategory[] }).data;
    expect(data.map((c) => c.name)).toEqual(['MR 影像', 'CT 影像']);
    const ct = data[1];
    expect(ct).toMatchObject({
      parent_id: 0,
      level: 1,
      member_group_flag: 0,
      member_group_ids: [],
      deleted_at: null,
    });
    expect(ct?.children.map((c) => c.name)).toEqual(['胸部 CT', '非专家可见']);
  });

  it('applies member_group_flag 1 (only listed groups) and 2 (all but listed groups)', async () => {
    const login = await sandboxLogin(t.app, 'certified');
    const [identity] = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, login.openid));
    await t.database.db
      .update(users)
      .set({ memberGroupIds: [7] })
      .where(eq(users.id, identity?.userId ?? -1));
    const data = (await tree(imagingId, login.headers)).json() as { data: CourseCategory[] };
    expect(data.data.map((c) => c.name)).toEqual(['胸部 CT', '专家组专区']);
  });

  it('answers 404 for a missing, deleted or invisible root, and 400 for a bad id', async () => {
    expect((await tree(99999)).json()).toMatchObject({ code: 40400 });
    const [hidden] = await t.database.db
      .select()
      .from(courseCategories)
      .where(eq(courseCategories.name, '专家组专区'));
    expect((await tree(hidden?.id ?? 0)).statusCode).toBe(404);
    const bad = await t.app.inject('/api/platform/category/tree/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 40000 });
  });
});
