import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { category, contentSummary, layOutPage, pageOf } from '../features/content/testing/content-fixtures';
import { fail, type StubRequest, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

const courses = Array.from({ length: 12 }, (_, index) =>
  contentSummary(index + 1, { title: `课程 ${index + 1}` }),
);
const cases = [contentSummary(101, { title: '肺炎病例', type: 2 })];

/** GET content answers by typeMap; get_tag=1 also returns the tags. */
function contentRoute(request: StubRequest) {
  const query = request.url.searchParams;
  const rows = query.get('typeMap') === '2' ? cases : query.get('typeMap') === '1' ? courses : [];
  const tags =
    query.get('get_tag') === '1'
      ? {
          tags: [
            { id: 5, name: '胸部' },
            { id: 6, name: '腹部' },
          ],
        }
      : {};
  return pageOf(rows, request, tags);
}

function listCalls(api: ReturnType<typeof stubApi>) {
  return api.callsTo('/content').filter((call) => call.url.searchParams.get('get_tag') !== '1');
}

describe('/allcontent', () => {
  setupAppTest();
  beforeAll(() => import('./all-content-page'));
  let restoreLayout: () => void = () => {};
  beforeEach(() => {
    restoreLayout = layOutPage();
  });
  afterEach(() => restoreLayout());

  it('lists courses first, loading page after page to the end', async () => {
    const api = stubApi({ '/content': contentRoute, '/category/tree/0': [] });
    renderApp('/allcontent');
    expect(await screen.findByRole('heading', { name: '全部内容', level: 1 })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const list = screen.getByRole('list', { name: '课程' });
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    const pages = listCalls(api).map((call) => call.url.searchParams.get('current'));
    expect(pages).toEqual(['1', '2']);
    expect(listCalls(api)[0]?.url.searchParams.get('typeMap')).toBe('1');
    expect(listCalls(api)[0]?.url.searchParams.get('sort')).toBe('latest');
  });

  it('switches list type, sort and tag through the address', async () => {
    const api = stubApi({ '/content': contentRoute, '/category/tree/0': [] });
    const { router } = renderApp('/allcontent');
    await screen.findByText('课程 1');
    fireEvent.click(screen.getByRole('tab', { name: '病例' }));
    expect(await screen.findByText('肺炎病例')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/allcontent?type=case'));
    fireEvent.click(screen.getByRole('button', { name: '最热' }));
    await waitFor(() => expect(currentPath(router)).toBe('/allcontent?type=case&sort=hot'));
    const tags = await screen.findByRole('group', { name: '标签' });
    fireEvent.click(within(tags).getByRole('button', { name: '胸部' }));
    await waitFor(() => expect(currentPath(router)).toBe('/allcontent?type=case&sort=hot&tag_id=5'));
    // The address changes first; the list's request follows on the next render.
    await waitFor(() => {
      const last = listCalls(api).at(-1)?.url.searchParams;
      expect(last?.get('typeMap')).toBe('2');
      expect(last?.get('sort')).toBe('hot');
      expect(last?.get('tag_id')).toBe('5');
    });
    await waitFor(() =>
      expect(within(tags).getByRole('button', { name: '胸部' }).getAttribute('aria-pressed')).toBe('true'),
    );
    // The tag chips are asked for apart from the list (get_tag=1), once per list type.
    expect(
      api.callsTo('/content').filter((call) => call.url.searchParams.get('get_tag') === '1'),
    ).toHaveLength(2);
  });

  it('narrows to a category from the category page, and drops it on tap', async () => {
    const api = stubApi({
      '/content': contentRoute,
      '/category/tree/0': [category(3, 'CT', 1, [category(31, '胸部CT', 1)])],
    });
    const { router } = renderApp('/allcontent?category_id=31');
    const chip = await screen.findByRole('button', { name: '取消分类筛选：胸部CT' });
    expect(chip.textContent).toBe('分类：胸部CT');
    expect(listCalls(api)[0]?.url.searchParams.get('category_id')).toBe('31');
    fireEvent.click(chip);
    await waitFor(() => expect(currentPath(router)).toBe('/allcontent'));
  });

  it('shows an empty state for a list type without contents', async () => {
    stubApi({ '/content': contentRoute, '/category/tree/0': [] });
    renderApp('/allcontent?type=other');
    expect(await screen.findByText('暂无内容')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    stubApi({
      '/category/tree/0': [],
      '/content': (request: StubRequest) => {
        if (request.url.searchParams.get('get_tag') === '1') return contentRoute(request);
        calls += 1;
        return calls === 1 ? fail(50000, '服务器开小差了', null, 500) : contentRoute(request);
      },
    });
    renderApp('/allcontent');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('列表加载失败')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('课程 1')).toBeTruthy();
  });
});
