import type { ScoreLogPage, SignInStatus, TaskList, TaskProgress } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chinaToday } from '../features/points/hooks/use-points-moments';
import { saveIdentity } from '../lib/identity';
import { type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

function task(id: number, overrides: Partial<TaskProgress> = {}): TaskProgress {
  return {
    id,
    title: '学习 10 分钟',
    description: '今天累计学习课程或病例 10 分钟',
    title_en: 'Learn for 10 minutes',
    description_en: 'Spend 10 minutes on courses or cases today',
    metric: 'learning_minutes',
    target: 10,
    progress: 6,
    percent: 60,
    completed: false,
    points: 5,
    link: '/course',
    ...overrides,
  };
}

const dailyTasks: TaskList = {
  period: 'daily',
  period_key: '2026-06-01',
  tasks: [
    task(1, {
      title: '每日签到',
      metric: 'sign_in_days',
      target: 1,
      progress: 1,
      percent: 100,
      completed: true,
      points: 0,
    }),
    task(2),
  ],
  completed: 1,
  score: 0,
};

const yearlyTasks: TaskList = {
  period: 'yearly',
  period_key: '2026',
  tasks: [
    task(3, { title: '参加 12 场会议', metric: 'meetings_attended', target: 12, progress: 3, percent: 25 }),
  ],
  completed: 0,
  score: 0,
};

const scoreLog: ScoreLogPage = {
  total: 2,
  data: [
    {
      id: 12,
      points: 3,
      reason: '学习《胸部 CT 入门》 3 分钟',
      action: 'LEARN',
      created_at: '2026-06-01T03:00:00.000Z',
    },
    { id: 11, points: 2, reason: '每日签到', action: 'SIGN_IN', created_at: '2026-06-01T01:00:00.000Z' },
  ],
  points_total: 5,
  points_today: 5,
};

/** A points server kept like the real one: signing in changes what the check answers. */
function pointsServer() {
  const status: SignInStatus = { signed: 0, day: '2026-06-01', streak: 2, points: 2 };
  return stubApi({
    '/api/platform/member/me': userInfo(),
    '/api/platform/istip/get-istip': { istip: 0, days_left: 21, certified: false },
    'GET /api/platform/member/login-log/check': () => status,
    'POST /api/platform/member/login-log': () => {
      const first = status.signed === 0;
      status.signed = 1;
      status.streak = first ? 3 : status.streak;
      return { ...status, first, score: first ? 2 : 0 };
    },
    'POST /api/platform/score-log/up-tip-status': { score: 0 },
    'GET /api/platform/score-log/scorelog': scoreLog,
    'GET /api/platform/member/task': (request: StubRequest) =>
      request.url.searchParams.get('period') === 'yearly' ? yearlyTasks : dailyTasks,
  });
}

describe('points: tasks, score log, sign-in', () => {
  setupAppTest();
  beforeAll(() => Promise.all([import('./personal-task-page'), import('./annual-task-page')]));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('shows today’s tasks with progress bars and the reward', async () => {
    pointsServer();
    // Signed in already today on this phone: the app start does not sign in again.
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
    renderApp('/personal/task');
    const list = await screen.findByRole('region', { name: '任务列表' });
    expect(within(list).getByText('学习 10 分钟')).toBeTruthy();
    expect(within(list).getByText('6/10 分钟')).toBeTruthy();
    expect(within(list).getByText('+5 积分')).toBeTruthy();
    expect(within(list).getByText('已完成')).toBeTruthy();
    expect(screen.getByText('已完成 1/2')).toBeTruthy();
    const bar = list.querySelector('.adm-progress-bar-fill') as HTMLElement | null;
    expect(bar?.style.width).toBe('100%');
  });

  it('lists the score log with reasons and the totals', async () => {
    pointsServer();
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
    renderApp('/personal/task?tab=log');
    const log = await screen.findByRole('list', { name: '积分明细列表' });
    expect(within(log).getByText('学习《胸部 CT 入门》 3 分钟')).toBeTruthy();
    expect(within(log).getByText('+3')).toBeTruthy();
    expect(within(log).getByText('每日签到')).toBeTruthy();
    const card = screen.getByRole('region', { name: '我的积分' });
    await waitFor(() => expect(within(card).getAllByText('5')).toHaveLength(2));
  });

  it('signs in from the card once, and shows the points popup', async () => {
    const api = pointsServer();
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
    renderApp('/personal/task');
    const button = await screen.findByRole('button', { name: '签到 +2' });
    expect(screen.getByText('已连续签到 2 天')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeTruthy();
    expect(api.callsTo('POST /api/platform/member/login-log')).toHaveLength(1);
    expect(await screen.findByText('+2 积分', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('signs in as the app starts, once per China day, and asks for background points on home', async () => {
    const api = pointsServer();
    renderApp('/');
    await waitFor(() => expect(api.callsTo('POST /api/platform/member/login-log')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('POST /api/platform/score-log/up-tip-status')).toHaveLength(1));
    expect(localStorage.getItem('ia.points.signedIn.7')).toBe(chinaToday());
  });

  it('does not sign in a visitor who has not consented', async () => {
    const api = pointsServer();
    api.on({ '/api/platform/member/me': userInfo({ all_active: 0 }) });
    renderApp('/');
    await waitFor(() => expect(api.callsTo('/api/platform/member/me').length).toBeGreaterThan(0));
    // Past the user's arrival: what a consented member would have sent by now is not sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('POST /api/platform/member/login-log')).toHaveLength(0);
    expect(api.callsTo('POST /api/platform/score-log/up-tip-status')).toHaveLength(0);
  });

  it('asks for background points after leaving a player, not while moving elsewhere', async () => {
    const api = pointsServer();
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
    const { router } = renderApp('/personal/task');
    await screen.findByRole('region', { name: '任务列表' });
    await router.navigate('/annual/task');
    await router.navigate('/meetingdetailplayback?id=8');
    await waitFor(() => expect(api.callsTo('/api/platform/member/me').length).toBeGreaterThan(0));
    expect(api.callsTo('POST /api/platform/score-log/up-tip-status')).toHaveLength(0);
    await router.navigate('/personal/task');
    await waitFor(() => expect(api.callsTo('POST /api/platform/score-log/up-tip-status')).toHaveLength(1));
  });

  it('shows the yearly goals on /annual/task', async () => {
    pointsServer();
    localStorage.setItem('ia.points.signedIn.7', chinaToday());
    renderApp('/annual/task');
    const list = await screen.findByRole('region', { name: '任务列表' });
    expect(within(list).getByText('参加 12 场会议')).toBeTruthy();
    expect(within(list).getByText('3/12 场')).toBeTruthy();
    expect(screen.getByText('2026 年度任务')).toBeTruthy();
  });
});
