import type { Hospital } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { HOSPITAL_SOURCE } from './hospital-source';
import { hospitals } from './hospitals.table';

describe('hospital search', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const search = async (query: Record<string, string>): Promise<Hospital[]> => {
    const response = await t.app.inject({ url: '/api/platform/hospital/get-hospital', query, headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Hospital[] }).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ({ headers } = await sandboxLogin(t.app, 'wechat'));
  });
  afterAll(() => t.close());

  it('needs a WeChat session', async () => {
    const response = await t.app.inject({ url: '/api/platform/hospital/get-hospital' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 40100 });
  });

  it('loads the starter list once, however often the database is prepared', async () => {
    expect(await t.services.hospitals.ensureLoaded()).toBe(0);
    const rows = await t.database.db.select().from(hospitals);
    expect(rows).toHaveLength(HOSPITAL_SOURCE.length);
  });

  it('finds a hospital by a Chinese keyword with its region codes', async () => {
    const found = await search({ keyword: '协和' });
    expect(found.map((h) => h.name)).toEqual(
      expect.arrayContaining([
        '北京协和医院',
        '福建医科大学附属协和医院',
        '华中科技大学同济医学院附属协和医院',
      ]),
    );
    expect(found.find((h) => h.name === '北京协和医院')).toMatchObject({
      province: '11',
      city: '1101',
      grade: '三级甲等',
    });
    expect(found.every((h) => h.name.includes('协和'))).toBe(true);
  });

  it('ranks names starting with the keyword first', async () => {
    const found = await search({ keyword: '四川' });
    expect(found[0]?.name).toBe('四川省人民医院');
    expect(found.map((h) => h.name)).toContain('四川大学华西医院');
    const prefixed = found.findIndex((h) => !h.name.startsWith('四川'));
    expect(prefixed === -1 || found.slice(prefixed).every((h) => !h.name.startsWith('四川'))).toBe(true);
  });

  it('requires every space-separated term to match', async () => {
    expect((await search({ keyword: '华西 第二' })).map((h) => h.name)).toEqual(['四川大学华西第二医院']);
  });

  it('filters by province and city', async () => {
    const shanghai = await search({ province: '31', limit: '50' });
    expect(shanghai.length).toBeGreaterThan(3);
    expect(shanghai.every((h) => h.province === '31')).toBe(true);
    const shenzhen = await search({ keyword: '医院', city: '4403' });
    expect(shenzhen.map((h) => h.name).sort()).toEqual(['北京大学深圳医院', '香港大学深圳医院'].sort());
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    expect(await search({ keyword: '%' })).toEqual([]);
    expect(await search({ keyword: '_' })).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(await search({ limit: '3' })).toHaveLength(3);
  });

  it('leaves out withdrawn hospitals', async () => {
    const [withdrawn] = await search({ keyword: '西藏自治区人民医院' });
    expect(withdrawn).toBeDefined();
    await t.database.db
      .update(hospitals)
      .set({ status: 0 })
      .where(eq(hospitals.id, withdrawn?.id ?? 0));
    expect(await search({ keyword: '西藏自治区人民医院' })).toEqual([]);
    expect(await t.services.hospitals.findListed(withdrawn?.id ?? 0)).toBeUndefined();
    // The reference load does not bring a withdrawn hospital back.
    expect(await t.services.hospitals.ensureLoaded()).toBe(0);
  });

  it('refuses malformed filters with a clear envelope error', async () => {
    const malformed: Record<string, string>[] = [
      { province: '1' },
      { city: 'abc' },
      { limit: '500' },
      { keyword: 'x'.repeat(51) },
    ];
    for (const query of malformed) {
      const response = await t.app.inject({ url: '/api/platform/hospital/get-hospital', query, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000 });
    }
  });
});
