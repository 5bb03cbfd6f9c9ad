import 'antd-mobile/es/global';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutPage } from '../../features/content/testing/content-fixtures';
import { ApiError } from '../../lib/api-client';
import { initI18n } from '../../lib/i18n';
import { PagedList } from './paged-list';
import { nextPageByTotal, type PageAnswer } from './paging';

interface Row {
  id: number;
  name: string;
}

type Fetcher = (page: number) => Promise<PageAnswer<Row>>;

function rows(from: number, to: number): Row[] {
  return Array.from({ length: to - from + 1 }, (_, index) => ({
    id: from + index,
    name: `第 ${from + index} 条`,
  }));
}

/** Five rows in pages of two. */
const fivePages: Fetcher = async (page) => ({ total: 5, data: rows(1, 5).slice((page - 1) * 2, page * 2) });

function TestList({ fetchPage, reachBottom }: { fetchPage: Fetcher; reachBottom: boolean }) {
  const query = useInfiniteQuery({
    queryKey: ['test-list'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
  return (
    <PagedList<Row>
      query={query}
      label="测试列表"
      itemKey={(row) => row.id}
      renderItem={(row) => <span>{row.name}</span>}
      emptyTitle="这里还没有内容"
      loadMoreOnReachBottom={reachBottom}
    />
  );
}

function renderList(fetchPage: Fetcher, reachBottom = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestList fetchPage={fetchPage} reachBottom={reachBottom} />
    </QueryClientProvider>,
  );
}

function listedNames(): string[] {
  return within(screen.getByRole('list', { name: '测试列表' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('PagedList', () => {
  let restoreLayout: () => void = () => {};
  beforeAll(() => {
    initI18n('zh-CN');
  });
  beforeEach(() => {
    restoreLayout = layOutPage();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  it('shows a skeleton until the first page arrives', async () => {
    let release: (page: PageAnswer<Row>) => void = () => {};
    renderList(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByRole('status', { name: '加载中…' }).getAttribute('aria-busy')).toBe('true');
    act(() => release({ total: 1, data: rows(1, 1) }));
    expect(await screen.findByText('第 1 条')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中…' })).toBeNull();
  });

  it('loads page after page at the bottom until the total is reached, then says so', async () => {
    const fetchPage = vi.fn(fivePages);
    renderList(fetchPage);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(listedNames()).toEqual(['第 1 条', '第 2 条', '第 3 条', '第 4 条', '第 5 条']);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('offers 加载更多 instead when the route does not load at the bottom', async () => {
    const fetchPage = vi.fn(fivePages);
    renderList(fetchPage, false);
    await screen.findByText('第 2 条');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第 4 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(listedNames()).toHaveLength(5);
  });

  it('shows an empty state', async () => {
    renderList(async () => ({ total: 0, data: [] }));
    expect(await screen.findByText('这里还没有内容')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('shows an error with a retry when the first page fails', async () => {
    let calls = 0;
    renderList(async (page) => {
      calls += 1;
      if (calls === 1) throw new ApiError('http', '服务异常');
      return fivePages(page);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第 1 条')).toBeTruthy();
  });

  it('keeps the rows when a next page fails, and retries it in place', async () => {
    let failNext = true;
    renderList(async (page) => {
      if (page === 2 && failNext) {
        failNext = false;
        throw new ApiError('network', '网络异常');
      }
      return fivePages(page);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeTruthy();
    expect(listedNames()).toEqual(['第 1 条', '第 2 条']);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(listedNames()).toHaveLength(5);
  });

  it('stays calm behind a popup the server asked for (free trial over)', async () => {
    renderList(async () => {
      throw new ApiError('business', '免费学习期已结束', { code: 40303 });
    });
    expect(await screen.findByText('暂时无法查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('labels pull-to-refresh in the app language', async () => {
    renderList(async () => ({ total: 1, data: rows(1, 1) }));
    await screen.findByText('第 1 条');
    expect(screen.getByText('下拉刷新')).toBeTruthy();
  });
});
