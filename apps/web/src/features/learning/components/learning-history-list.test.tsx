import 'antd-mobile/es/global';
import type { LearnHistoryItem } from '@ia/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LearningHistoryList } from './learning-history-list';

function item(contentId: number, overrides: Partial<LearnHistoryItem> = {}): LearnHistoryItem {
  return {
    content_id: contentId,
    type: 1,
    content_type: 1,
    title: `课程 ${contentId}`,
    cover: null,
    total_tims: 600,
    position: 300,
    duration: 1200,
    finish: 0,
    updated_at: '2026-05-02T02:00:00.000Z',
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 1000, msg: 'success', data }), { status: 200 });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/personal/history', element: <LearningHistoryList /> },
      { path: '/course/detail', element: <Where /> },
    ],
    { initialEntries: ['/personal/history'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('learning history list', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists one row per content with title, type, minutes, progress and finished mark; page 1 of 20', async () => {
    const fetch = vi.fn(async () =>
      answer({
        total: 3,
        data: [
          item(101, { title: '肺结节 CT 筛查', finish: 1, position: 1200 }),
          item(102, { title: '对比剂病例', type: 2, total_tims: 30 }),
          item(103, { title: '指南图文', content_type: 2, position: 40, duration: 300, total_tims: 0 }),
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderList();
    expect(await screen.findByText('肺结节 CT 筛查')).toBeTruthy();
    expect(screen.getByText('对比剂病例')).toBeTruthy();
    expect(screen.getByText(/课程 · 10 分钟/)).toBeTruthy();
    expect(screen.getByText(/病例 · 1 分钟/)).toBeTruthy();
    expect(screen.getByText(/课程 · 0 分钟/)).toBeTruthy();
    // Finished shows full; a video at 300 s of 1200 is a quarter; a text page's position is its scroll share.
    expect(screen.getByText('已学 100%')).toBeTruthy();
    expect(screen.getByText('已学 25%')).toBeTruthy();
    expect(screen.getByText('已学 40%')).toBeTruthy();
    expect(screen.getAllByText('已完成')).toHaveLength(1);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/platform/learn-log?current=1&pageSize=20', expect.anything());
  });

  it('opens the content of a tapped row on its detail page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ total: 1, data: [item(102, { title: '对比剂病例', type: 2 })] })),
    );
    renderList();
    fireEvent.click(await screen.findByText('对比剂病例'));
    expect(await screen.findByText('at /course/detail?id=102&typeMap=2')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ total: 0, data: [] })),
    );
    renderList();
    expect(await screen.findByText('还没有学习记录')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 50000, msg: '服务器开小差了', data: null }), { status: 500 }),
      ),
    );
    renderList();
    expect(await screen.findByText('学习记录加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('stays calm behind the free-trial popup when the server refuses with 40303', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 40303, msg: '免费学习期已结束', data: null }), { status: 403 }),
      ),
    );
    renderList();
    expect(await screen.findByText('学习记录暂不可查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
