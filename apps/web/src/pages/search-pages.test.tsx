import { SEARCH_KEYWORD_MAX } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignSummary } from '../features/campaigns/testing/campaign-fixtures';
import { layOutPage, pageOf, searchHit } from '../features/content/testing/content-fixtures';
import { meetingSummary } from '../features/meetings/testing/meeting-fixtures';
import { RECENT_SEARCHES_STORAGE_KEY } from '../features/search/lib/recent-searches';
import { type StubRequest, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

const hits = Array.from({ length: 13 }, (_, index) =>
  searchHit(index + 1, {
    title: index === 0 ? '肺结节的CT随访' : `胸部影像 ${index + 1}`,
    snippet: index === 0 ? '……低剂量CT发现肺结节后，应按大小随访……' : null,
  }),
);

function searchRoute(request: StubRequest) {
  const keyword = request.url.searchParams.get('keyword') ?? '';
  if (keyword === '没有的词') return { total: 0, data: [], terms: [keyword] };
  return pageOf(hits, request, { terms: keyword.split(/\s+/) });
}

const meetingHits = Array.from({ length: 4 }, (_, index) =>
  meetingSummary(index + 1, { title: `碘对比剂专家共识 第${index + 1}讲` }),
);
const campaignHits = [campaignSummary(9, { title: '碘对比剂知识竞赛' })];

/** GET meeting and GET campain/campain: what matches 碘对比剂; nothing else matches. */
const otherRoutes = {
  '/meeting': (request: StubRequest) =>
    pageOf(request.url.searchParams.get('keyword') === '碘对比剂' ? meetingHits : [], request),
  '/campain/campain': (request: StubRequest) =>
    pageOf(request.url.searchParams.get('keyword') === '碘对比剂' ? campaignHits : [], request),
};

function searchBox(): HTMLInputElement {
  return screen.getByRole('searchbox') as HTMLInputElement;
}

function typeAndSearch(value: string) {
  fireEvent.change(searchBox(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
}

describe('search pages', () => {
  setupAppTest();
  beforeAll(() => Promise.all([import('./all-search-page'), import('./course-search-page')]));
  let restoreLayout: () => void = () => {};
  beforeEach(() => {
    restoreLayout = layOutPage();
  });
  afterEach(() => restoreLayout());

  it('focuses the box, searches, and marks the matched terms in title and snippet', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    const { router } = renderApp('/allsearch');
    await screen.findByRole('searchbox');
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    typeAndSearch('  肺结节 CT ');
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/allsearch?${new URLSearchParams({ keyword: '肺结节 CT' })}`),
    );
    const results = await screen.findByRole('list', { name: '搜索结果' });
    const first = within(results).getAllByRole('link')[0] as HTMLElement;
    const marks = [...first.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['肺结节', 'CT', 'CT', '肺结节']);
    expect(screen.getByText('共找到 13 条结果')).toBeTruthy();
    const query = api.callsTo('/home-search')[0]?.url.searchParams;
    expect(query?.get('keyword')).toBe('肺结节 CT');
    expect(query?.has('typeMap')).toBe(false);
  });

  it('pages through the results to the end', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/allsearch?keyword=胸部');
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '搜索结果' })).getAllByRole('link')).toHaveLength(13);
    expect(api.callsTo('/home-search').map((call) => call.url.searchParams.get('current'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says 未找到相关内容 when nothing matches', async () => {
    stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/allsearch');
    await screen.findByRole('searchbox');
    typeAndSearch('没有的词');
    expect(await screen.findByText('未找到相关内容')).toBeTruthy();
  });

  it('keeps recent searches on the device, newest first, without duplicates, and clears them', async () => {
    stubApi({ '/home-search': searchRoute, ...otherRoutes });
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['MR', '肺结节']));
    const { router } = renderApp('/allsearch');
    const recent = await screen.findByRole('region', { name: '最近搜索' });
    expect(
      within(recent)
        .getAllByRole('button', { name: /MR|肺结节/ })
        .map((b) => b.textContent),
    ).toEqual(['MR', '肺结节']);
    fireEvent.click(within(recent).getByRole('button', { name: '肺结节' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/allsearch?${new URLSearchParams({ keyword: '肺结节' })}`),
    );
    expect(searchBox().value).toBe('肺结节');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual(['肺结节', 'MR']);
    // Clearing the box goes back to the recent searches.
    fireEvent.change(searchBox(), { target: { value: '' } });
    await waitFor(() => expect(currentPath(router)).toBe('/allsearch'));
    const again = await screen.findByRole('region', { name: '最近搜索' });
    fireEvent.click(within(again).getByRole('button', { name: '清空最近搜索' }));
    expect(await screen.findByText('输入疾病、检查方法或讲者姓名，查找相关内容')).toBeTruthy();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('never sends more than SEARCH_KEYWORD_MAX characters', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/allsearch');
    await screen.findByRole('searchbox');
    typeAndSearch('肺'.repeat(SEARCH_KEYWORD_MAX + 10));
    await screen.findByRole('list', { name: '搜索结果' });
    expect(searchBox().value).toHaveLength(SEARCH_KEYWORD_MAX);
    expect(screen.getByText(`搜索关键词最多 ${SEARCH_KEYWORD_MAX} 个字`)).toBeTruthy();
    expect(api.callsTo('/home-search')[0]?.url.searchParams.get('keyword')).toHaveLength(SEARCH_KEYWORD_MAX);
  });

  it('does not search for blanks', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/allsearch');
    await screen.findByRole('searchbox');
    typeAndSearch('   ');
    expect(await screen.findByText('输入疾病、检查方法或讲者姓名，查找相关内容')).toBeTruthy();
    expect(api.callsTo('/home-search')).toHaveLength(0);
  });

  it('finds meetings and campaigns too (issue 16): 全部 shows the first of each, a kind tab all of them', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    const { router } = renderApp('/allsearch?keyword=碘对比剂');
    const meetings = await screen.findByRole('region', { name: '会议' });
    const meetingLinks = within(meetings).getAllByRole('link');
    expect(meetingLinks).toHaveLength(3);
    expect([...(meetingLinks[0] as HTMLElement).querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      '碘对比剂',
    ]);
    const campaigns = await screen.findByRole('region', { name: '活动' });
    expect(within(campaigns).getByRole('link', { name: /碘对比剂知识竞赛/ })).toBeTruthy();
    // The contents follow.
    expect(await screen.findByRole('list', { name: '搜索结果' })).toBeTruthy();
    expect(api.callsTo('/meeting')[0]?.url.searchParams.get('keyword')).toBe('碘对比剂');

    fireEvent.click(within(meetings).getByRole('button', { name: '查看全部 4 个' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `/allsearch?${new URLSearchParams({ keyword: '碘对比剂', type: 'meeting' })}`,
      ),
    );
    const all = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(all).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: '活动' })).toBeNull();
  });

  it('narrows to courses or cases by the kind tabs, keeping the keyword', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    const { router } = renderApp('/allsearch?keyword=CT');
    await screen.findByRole('list', { name: '搜索结果' });
    fireEvent.click(screen.getByRole('tab', { name: '病例' }));
    await waitFor(() => expect(currentPath(router)).toBe('/allsearch?keyword=CT&type=case'));
    await waitFor(() =>
      expect(api.callsTo('/home-search').map((call) => call.url.searchParams.get('typeMap'))).toContain('2'),
    );
  });

  it('says 未找到相关内容 only when nothing of any kind matches', async () => {
    stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/allsearch?keyword=没有的词');
    expect(await screen.findByText('未找到相关内容')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '会议' })).toBeNull();
  });

  it('offers the hot keywords, and searches one on a tap (issue 16)', async () => {
    const api = stubApi({
      '/home-search': searchRoute,
      '/home-search/hot': ['碘对比剂', '肺结节', 'ct 增强', '心脏 mr'],
      ...otherRoutes,
    });
    const { router } = renderApp('/allsearch');
    const hot = await screen.findByRole('region', { name: '热门搜索' });
    expect(
      within(hot)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1碘对比剂', '2肺结节', '3ct 增强', '心脏 mr']);
    fireEvent.click(within(hot).getByRole('button', { name: /肺结节/ }));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/allsearch?${new URLSearchParams({ keyword: '肺结节' })}`),
    );
    expect(await screen.findByRole('list', { name: '搜索结果' })).toBeTruthy();
    expect(api.callsTo('/home-search')[0]?.url.searchParams.get('keyword')).toBe('肺结节');
  });

  it('searches courses only on /course/search', async () => {
    const api = stubApi({ '/home-search': searchRoute, ...otherRoutes });
    renderApp('/course/search');
    expect(await screen.findByPlaceholderText('搜索课程')).toBeTruthy();
    typeAndSearch('CT');
    await screen.findByRole('list', { name: '搜索结果' });
    expect(api.callsTo('/home-search')[0]?.url.searchParams.get('typeMap')).toBe('1');
  });
});
