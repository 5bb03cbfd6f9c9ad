import type { AdminSearchKeyword } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorAs, renderConsole, setupConsoleTest, stubApi } from '../test/render-console';

const at = '2026-06-01T00:00:00Z';

function keyword(id: number, patch: Partial<AdminSearchKeyword>): AdminSearchKeyword {
  return {
    id,
    keyword: '',
    search_count: 0,
    pinned: false,
    hidden: false,
    sort: 0,
    updated_at: at,
    ...patch,
  };
}

// Issue 16: hot keywords from real searches, editable by operators.
describe('内容管理 · 热门搜索', () => {
  setupConsoleTest([() => import('./content-page'), () => import('./search-keywords-page')]);

  it('lists the searched keywords with their counts, pins one at once, and adds one', async () => {
    const rows = [
      keyword(1, { keyword: '碘对比剂', search_count: 12 }),
      keyword(2, { keyword: '肺结节', search_count: 5 }),
    ];
    const api = stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /search-keywords': () => rows,
      'PUT /search-keywords/2': (call) => ({ ...rows[1], ...(call.body as object) }),
      'POST /search-keywords': (call) => keyword(3, { ...(call.body as object) }),
    });
    renderConsole('/content/search-keywords');
    const row = (await screen.findByText('肺结节')).closest('tr');
    if (!row) throw new Error('no keyword row');
    expect(within(row).getByText('5')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch', { name: '置顶 肺结节' }));
    await waitFor(() => expect(api.callsTo('PUT', '/search-keywords/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/search-keywords/2')[0]?.body).toEqual({
      keyword: '肺结节',
      pinned: true,
      hidden: false,
      sort: 0,
    });

    fireEvent.click(screen.getByText('添加关键词').closest('button') as HTMLButtonElement);
    const dialog = (await screen.findByText('添加关键词', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    );
    if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '心脏 MR' } });
    fireEvent.click(within(dialog).getByText('保存').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(api.callsTo('POST', '/search-keywords')).toHaveLength(1));
    expect(api.callsTo('POST', '/search-keywords')[0]?.body).toMatchObject({
      keyword: '心脏 MR',
      pinned: true,
    });
  });
});
