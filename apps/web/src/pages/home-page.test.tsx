import type { CourseCategory } from '@ia/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function category(id: number, name: string, sort: number, cover: string | null = null): CourseCategory {
  return {
    id,
    name,
    cover,
    sort,
    parent_id: 0,
    member_group_flag: 0,
    member_group_ids: [],
    level: 1,
    created_at: '2024-01-01 00:00:00',
    updated_at: '2024-01-01 00:00:00',
    deleted_at: null,
    children: [],
  };
}

function answer(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ code: 1000, msg: 'success', data }), { status });
}

describe('home page', () => {
  setupAppTest();

  it('shows the brand, the search entry and the sections', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([])),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: '影像学院', level: 1 })).toBeTruthy();
    expect(screen.getByText('搜索课程、会议、病例')).toBeTruthy();
    for (const section of ['课程分类', '最新会议', '精选课程', '病例专区']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(screen.getAllByText('内容即将上线')).toHaveLength(3);
  });

  it('loads the category shortcuts from category/tree/0, in sort order', async () => {
    const fetch = vi.fn(async () =>
      answer([category(2, 'MR', 2), category(1, 'CT', 1, '/covers/ct.png'), category(3, '超声', 3)]),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    const list = await screen.findByRole('list', { name: '课程分类' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['CT', 'MMR', '超超声']);
    expect(fetch).toHaveBeenCalledWith('/api/platform/category/tree/0', expect.anything());
  });

  it('shows a skeleton while loading', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    const skeleton = await screen.findByRole('list', { name: '加载中…' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    // The skeleton can paint before the query starts; answer the request once it is made.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    release(answer([category(1, 'CT', 1)]));
    expect(await screen.findByRole('button', { name: /CT/ })).toBeTruthy();
  });

  it('shows an error with a retry that loads again', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer([category(1, 'CT', 1)]));
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    expect(await screen.findByText('分类加载失败，请检查网络后重试')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2); // one automatic retry for network errors
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /CT/ })).toBeTruthy();
  });

  it('opens search from the search entry, and categories on tap', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([category(7, 'CT', 1)])),
    );
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /CT/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/course/class?categoryId=7'));
    await act(() => router.navigate('/'));
    fireEvent.click(await screen.findByText('搜索课程、会议、病例'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allsearch'));
  });

  it('is translated with the English locale', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([])),
    );
    renderApp('/', { language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Imaging Academy', level: 1 })).toBeTruthy();
    expect(screen.getByText('Latest meetings')).toBeTruthy();
    expect(screen.getByText('Meetings')).toBeTruthy();
  });
});
