import type { Region } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('region list', () => {
  let t: TestApp;
  const list = async (parent?: string): Promise<Region[]> => {
    const response = await t.app.inject({
      url: '/api/platform/region/list',
      query: parent ? { parent } : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Region[] }).data;
  };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists all 34 provincial-level divisions with 2-digit codes', async () => {
    const provinces = await list();
    expect(provinces).toHaveLength(34);
    expect(provinces.every((p) => /^\d{2}$/.test(p.AREACODE))).toBe(true);
    expect(provinces.map((p) => p.AREANAME)).toEqual(
      expect.arrayContaining(['北京市', '上海市', '广东省', '新疆维吾尔自治区', '香港特别行政区', '台湾省']),
    );
  });

  it('gives each direct-administered city one city named after itself, holding all its districts', async () => {
    for (const [code, name] of [
      ['11', '北京市'],
      ['12', '天津市'],
      ['31', '上海市'],
      ['50', '重庆市'],
    ] as const) {
      expect(await list(code)).toEqual([{ AREACODE: `${code}01`, AREANAME: name, ISHOT: 1 }]);
    }
    const chongqing = (await list('5001')).map((d) => d.AREANAME);
    expect(chongqing).toEqual(expect.arrayContaining(['渝中区', '石柱土家族自治县']));
  });

  it('lists a province’s cities (4 digits) and a city’s districts (6 digits)', async () => {
    const cities = await list('44');
    expect(cities.find((c) => c.AREACODE === '4401')).toEqual({
      AREACODE: '4401',
      AREANAME: '广州市',
      ISHOT: 1,
    });
    const districts = await list('4403');
    expect(districts.length).toBeGreaterThan(5);
    expect(districts.every((d) => d.AREACODE.length === 6 && d.AREACODE.startsWith('4403'))).toBe(true);
  });

  it('flags the hot cities', async () => {
    const response = await t.app.inject('/api/platform/region/hot');
    const hot = (response.json() as { data: Region[] }).data;
    expect(hot.map((c) => c.AREANAME)).toEqual(
      expect.arrayContaining(['北京市', '上海市', '广州市', '深圳市', '成都市']),
    );
    expect(hot.every((c) => c.ISHOT === 1)).toBe(true);
  });

  it('refuses a malformed parent code with a clear envelope error', async () => {
    const response = await t.app.inject({ url: '/api/platform/region/list', query: { parent: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000, msg: expect.stringContaining('地区编码') });
  });
});
