import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../lib/page';
import { stubApi } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

vi.mock('../lib/page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/page')>()),
  assignLocation: vi.fn(),
}));

describe('/template (clear cache)', () => {
  setupAppTest();
  beforeAll(() => import('./template-page'));
  beforeEach(() => vi.mocked(assignLocation).mockClear());

  it('clears what the app keeps on the device without signing in, then offers the way home', async () => {
    const api = stubApi({});
    localStorage.setItem('ia_token', 'token-1');
    localStorage.setItem('ia_recent_searches', '["CT"]');
    renderApp('/template');
    expect(await screen.findByRole('heading', { name: '缓存已清除' })).toBeTruthy();
    expect(localStorage.getItem('ia_token')).toBeNull();
    expect(localStorage.getItem('ia_recent_searches')).toBeNull();
    expect(document.title).toBe('清除缓存');
    expect(api.calls.filter((call) => call.url.pathname.includes('wechat'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(assignLocation).toHaveBeenCalledWith('/');
  });
});
