import 'antd-mobile/es/global';
import type { LearnLog } from '@ia/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LearningHistoryList } from './learning-history-list';

function log(id: number, overrides: Partial<LearnLog> = {}): LearnLog {
  return {
    id,
    content_id: 100 + id,
    type: 1,
    action_type: 'LEARN',
    total_tims: 600,
    finish: 0,
    created_at: '2026-05-02T02:00:00.000Z',
    ...overrides,
  };
}

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 1000, msg: 'success', data }), { status: 200 });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LearningHistoryList />
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

  it('lists records with their type, minutes and finished mark, and asks for page 1 of 20', async () => {
    const fetch = vi.fn(async () =>
      answer({ total: 2, data: [log(1, { finish: 1 }), log(2, { type: 2, total_tims: 30 })] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderList();
    expect(await screen.findByText(/课程 #101/)).toBeTruthy();
    expect(screen.getByText(/病例 #102/)).toBeTruthy();
    expect(screen.getByText('10 分钟')).toBeTruthy();
    expect(screen.getByText('1 分钟')).toBeTruthy();
    expect(screen.getAllByText('已完成')).toHaveLength(1);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/platform/learn-log?current=1&pageSize=20', expect.anything());
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
