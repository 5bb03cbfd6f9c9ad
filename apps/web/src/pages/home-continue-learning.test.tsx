import type { LearnHistoryItem } from '@ia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

function learned(id: number, overrides: Partial<LearnHistoryItem> = {}): LearnHistoryItem {
  return {
    content_id: id,
    type: 1,
    content_type: 1,
    title: `课程 ${id}`,
    cover: null,
    total_tims: 20,
    position: 22,
    duration: 100,
    finish: 0,
    updated_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The home with nothing arranged but the doctor's own unfinished contents. */
function homeApi(unfinished: LearnHistoryItem[], user = userInfo()) {
  return stubApi({
    '/member/me': user,
    '/home/banner': [],
    '/category/tree/0': [],
    '/home/setting': { sections: [] },
    '/learn-log': { total: unfinished.length, data: unfinished },
  });
}

// Issue 16: 继续学习 on the home page, from the doctor's own progress.
describe('home: continue learning', () => {
  setupAppTest();

  it('lists what she began and has not finished, most recent first, each with how far she got', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    const api = homeApi([
      learned(7, { title: '碘对比剂安全使用', position: 22 }),
      learned(3, { title: '肺结节随访', content_type: 2, position: 60, type: 2 }),
    ]);
    renderApp('/');
    const row = await screen.findByRole('list', { name: '继续学习' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['碘对比剂安全使用已学 22%', '肺结节随访已学 60%']);
    expect(links[0]?.getAttribute('href')).toBe('/course/detail?id=7&typeMap=1');
    expect(screen.getByRole('heading', { name: '继续学习', level: 2 })).toBeTruthy();
    const call = api.callsTo('/learn-log')[0]?.url.searchParams;
    expect(call?.get('unfinished')).toBe('1');
  });

  it('is not there when nothing is begun', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    const api = homeApi([]);
    renderApp('/');
    await screen.findByRole('heading', { name: '影像学院', level: 1 });
    await waitFor(() => expect(api.callsTo('/learn-log')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: '继续学习' })).toBeNull();
  });

  it('asks nothing of a doctor whose free trial is over (the refusal would pop up on the home)', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    const api = homeApi([learned(7)], userInfo({ trial: { days_left: 0, ends_at: null, expired: true } }));
    renderApp('/');
    await screen.findByRole('heading', { name: '影像学院', level: 1 });
    await waitFor(() => expect(api.callsTo('/member/me').length).toBeGreaterThan(0));
    expect(api.callsTo('/learn-log')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: '继续学习' })).toBeNull();
  });
});
