import type { SignInStatus, TaskList } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chinaToday } from '../features/points/hooks/use-points-moments';
import { saveIdentity } from '../lib/identity';
import { type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function tasks(period: 'daily' | 'yearly', title: string): TaskList {
  return {
    period,
    period_key: period === 'daily' ? '2026-06-01' : '2026',
    tasks: [
      {
        id: period === 'daily' ? 1 : 2,
        title,
        description: `${title}，今天完成`,
        title_en: '',
        description_en: '',
        metric: 'learning_minutes',
        target: 10,
        progress: 6,
        percent: 60,
        completed: false,
        points: 5,
        link: '/course',
      },
    ],
    completed: 0,
    score: 0,
  };
}

function tasksServer() {
  const status: SignInStatus = { signed: 1, day: '2026-06-01', streak: 2, points: 2 };
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/member/login-log/check': status,
    'POST /api/platform/score-log/up-tip-status': { score: 0 },
    'GET /api/platform/score-log/scorelog': { total: 0, data: [], points_total: 5, points_today: 0 },
    'GET /api/platform/member/task': (request: StubRequest) =>
      request.url.searchParams.get('period') === 'yearly'
        ? tasks('yearly', '参加 12 场会议')
        : tasks('daily', '学习 10 分钟'),
  });
}

// Issue 16: 我的任务 stacked three layers of navigation (the card's buttons, tabs, a 今日任务 heading).
describe('我的任务: one layer of navigation', () => {
  setupAppTest();
  beforeAll(() => import('./personal-task-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
  });

  it('has the tabs as its only way between today’s tasks, the year’s and the score log', async () => {
    tasksServer();
    const { router } = renderApp('/personal/task');
    const list = await screen.findByRole('region', { name: '任务列表' });
    expect(within(list).getByText('学习 10 分钟')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '今日任务',
      '年度任务',
      '积分明细',
    ]);
    // No second row of the same ways in the card, and no heading repeating the tab.
    const card = screen.getByRole('region', { name: '我的积分' });
    expect(within(card).queryByRole('button', { name: '积分明细' })).toBeNull();
    expect(within(card).queryByRole('button', { name: '年度任务' })).toBeNull();
    expect(screen.getAllByText('今日任务')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: '年度任务' }));
    await waitFor(() => expect(currentPath(router)).toBe('/personal/task?tab=annual'));
    expect(await screen.findByText('参加 12 场会议')).toBeTruthy();
  });

  it('keeps the ways on /personal’s card', async () => {
    tasksServer();
    renderApp('/personal');
    const card = await screen.findByRole('region', { name: '我的积分' });
    await waitFor(() => expect(within(card).getByRole('button', { name: '积分明细' })).toBeTruthy());
  });
});
