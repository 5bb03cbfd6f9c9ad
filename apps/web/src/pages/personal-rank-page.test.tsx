import type { RankingEntry, RankingList } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

const entry = (position: number, rank: number, points: number, name: string, me = false): RankingEntry => ({
  rank,
  position,
  name,
  avatar: null,
  hospital: '协和医院',
  title: 'physician',
  points,
  me,
});

const TOTAL: RankingEntry[] = [
  entry(1, 1, 90, '李*任'),
  entry(2, 2, 80, '王*师'),
  entry(3, 3, 70, '赵*士'),
  entry(4, 3, 70, '张伟明', true),
  entry(5, 5, 60, '钱*他'),
  entry(6, 6, 50, '孙*生'),
];

function board(request: StubRequest): RankingList {
  const id = request.url.pathname.split('/').pop();
  const role = (request.url.searchParams.get('role') ?? 'all') as RankingList['role'];
  const base = {
    period: id === '2' ? ('month' as const) : id === '3' ? ('week' as const) : ('total' as const),
    role,
    refreshed_at: '2026-06-03T04:00:00.000Z',
  };
  if (role === 'nurse') {
    return {
      ...base,
      total: 1,
      data: [entry(1, 1, 70, '赵*士')],
      standing: 'other_role',
      me: null,
      above: [],
      below: [],
    };
  }
  if (id === '3') {
    return { ...base, total: 0, data: [], standing: 'no_points', me: null, above: [], below: [] };
  }
  return {
    ...base,
    total: TOTAL.length,
    data: TOTAL,
    standing: 'ranked',
    me: TOTAL[3] ?? null,
    above: TOTAL.slice(1, 3),
    below: TOTAL.slice(4, 6),
  };
}

describe('/personal/rank', () => {
  setupAppTest();
  beforeAll(() => import('./personal-rank-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('shows the total board with shared ranks and the viewer between their neighbours', async () => {
    stubApi({ '/api/platform/member/me': userInfo(), 'GET /member/ranking-list/1': board });
    renderApp('/personal/rank');
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText(/第 3 名/)).toBeTruthy();
    const around = within(mine).getByRole('list', { name: '我附近的学员' });
    expect(
      within(around)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('王*师'),
      expect.stringContaining('赵*士'),
      expect.stringContaining('张伟明'),
      expect.stringContaining('钱*他'),
      expect.stringContaining('孙*生'),
    ]);
    const list = screen.getByRole('list', { name: '排行榜' });
    // Two people share rank 3; the next is 5.
    expect(within(list).getAllByRole('img', { name: '第 3 名' })).toHaveLength(2);
    expect(within(list).getByRole('img', { name: '第 5 名' })).toBeTruthy();
    expect(within(list).queryByRole('img', { name: '第 4 名' })).toBeNull();
  });

  it('switches period and role, and says why the viewer has no row', async () => {
    const api = stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /member/ranking-list/1': board,
      'GET /member/ranking-list/3': board,
    });
    renderApp('/personal/rank');
    await screen.findByRole('region', { name: '我的排名' });
    fireEvent.click(screen.getByText('周榜'));
    expect(await screen.findByText('你还没有上榜')).toBeTruthy();
    expect(screen.getByText('榜单还没有人')).toBeTruthy();
    fireEvent.click(screen.getByText('护士'));
    expect(await screen.findByText('你不在这个人群的榜单上')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去完善职称' }).getAttribute('href')).toContain('/rankinfo');
    await waitFor(() => {
      const last = api.callsTo('GET /member/ranking-list/3').at(-1);
      expect(last?.url.searchParams.get('role')).toBe('nurse');
    });
  });
});
