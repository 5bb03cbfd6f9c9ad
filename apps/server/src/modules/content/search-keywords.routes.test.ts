import type { AdminSearchKeyword } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { contentConsoleApi } from './content-admin.fixtures';

// Issue 16: hot keywords from the doctors' real searches, counted on the server, edited in the console.
describe('hot search keywords', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const consoleApi = contentConsoleApi(
    () => t,
    cookies,
    () => ({ tagId: 0, diseaseId: 0, categoryId: 0 }),
  );
  let doctor: Awaited<ReturnType<typeof sandboxLogin>>;

  beforeAll(async () => {
    t = await buildTestApp({ config: { CATALOGUE_CACHE_MS: 0 } });
    await consoleApi.seed();
    doctor = await sandboxLogin(t.app, 'certified');
  });
  afterAll(() => t.close());

  const search = (keyword: string, current = 1) =>
    t.app.inject({
      url: '/api/platform/home-search',
      query: { keyword, current: String(current) },
      headers: doctor.headers,
    });
  const hot = async () => {
    const response = await t.app.inject({ url: '/api/platform/home-search/hot', headers: doctor.headers });
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data as string[];
  };

  it('offers the most searched keywords, each search counted once at its first page', async () => {
    expect(await hot()).toEqual([]);
    for (const keyword of ['肺结节', '碘对比剂', ' 碘对比剂 ', '碘对比剂', 'CT  增强', 'ct 增强', '肺结节']) {
      expect((await search(keyword)).json().code).toBe(1000);
    }
    // Later pages of a search are the same search.
    await search('肺结节', 2);
    // 肺结节 and ct 增强 tie on 2 (the page-2 read was not counted): the first searched first.
    expect(await hot()).toEqual(['碘对比剂', '肺结节', 'ct 增强']);
    // A malformed search is refused and counts nothing.
    expect((await search('')).json().code).toBe(40000);
    expect(await hot()).toHaveLength(3);
  });

  it('lets operators pin, order, hide and add keywords, and answers the app with their edits', async () => {
    const listed = await consoleApi.data<AdminSearchKeyword[]>('GET', '/search-keywords');
    const contrast = listed.find((row) => row.keyword === '碘对比剂');
    expect(contrast).toMatchObject({ search_count: 3, pinned: false, hidden: false });
    const lung = listed.find((row) => row.keyword === '肺结节');
    if (!contrast || !lung) throw new Error('counted keywords missing');

    await consoleApi.data('PUT', `/search-keywords/${lung.id}`, { keyword: '肺结节', pinned: true, sort: 1 });
    const added = await consoleApi.data<AdminSearchKeyword>('POST', '/search-keywords', {
      keyword: '心脏 MR',
      pinned: true,
      sort: 0,
    });
    expect(added).toMatchObject({ keyword: '心脏 mr', search_count: 0, pinned: true });
    await consoleApi.data('PUT', `/search-keywords/${contrast.id}`, { keyword: '碘对比剂', hidden: true });
    expect(await hot()).toEqual(['心脏 mr', '肺结节', 'ct 增强']);

    // The same keyword twice, an empty one, an unknown id: clear refusals, no 500.
    expect((await consoleApi.call('POST', '/search-keywords', { keyword: '心脏  mr' })).body.code).toBe(
      40900,
    );
    expect((await consoleApi.call('POST', '/search-keywords', { keyword: ' ' })).body.code).toBe(40000);
    expect(
      (await consoleApi.call('PUT', `/search-keywords/${lung.id}`, { keyword: 'ct 增强' })).body.code,
    ).toBe(40900);
    expect((await consoleApi.call('PUT', '/search-keywords/999999', { keyword: 'x' })).body.code).toBe(40400);
    expect((await consoleApi.call('DELETE', `/search-keywords/${added.id}`)).body.code).toBe(1000);
    expect((await consoleApi.call('DELETE', `/search-keywords/${added.id}`)).body.code).toBe(40400);
    expect(await hot()).toEqual(['肺结节', 'ct 增强']);
    // A reviewer may not edit them.
    expect((await consoleApi.call('POST', '/search-keywords', { keyword: '急诊' }, 'reviewer')).status).toBe(
      403,
    );
  });
});
