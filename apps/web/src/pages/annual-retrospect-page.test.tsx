import type { AnnualReview } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentChinaYear } from '../features/annual-review/lib/review-year';
import { saveIdentity } from '../lib/identity';
import { stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function review(year: number): AnnualReview {
  return {
    year,
    name: '张伟明',
    avatar: null,
    registered_on: '2023-04-01',
    first_day: `${year}-01-03`,
    active_days: 42,
    learning_minutes: 360,
    meeting_minutes: 95,
    contents: 18,
    cases: 6,
    meetings_live: 3,
    meetings_replayed: 2,
    medals: 2,
    medal_names: ['学习达人', '病例新秀'],
    points: 420,
    rank_percentile: 87,
    favourite_category: { id: 3, name: '胸部 CT', minutes: 150 },
    busiest_month: { month: 3, minutes: 120 },
    monthly_minutes: [10, 20, 120, 40, 30, 0, 95, 0, 50, 40, 30, 20],
    finished: false,
  };
}

function stubReview() {
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /year/h5/data/2024': () => review(2024),
    [`GET /year/h5/data/${currentChinaYear()}`]: () => review(currentChinaYear()),
    'POST /year/h5/data/2024/view/log': { year: 2024, views: 1, first_viewed_at: 'x', finished_at: null },
    'POST /year/h5/data/2024/finished': { year: 2024, views: 1, first_viewed_at: 'x', finished_at: 'y' },
  });
}

describe('/annual/retrospect', () => {
  setupAppTest();
  beforeAll(() => import('./annual-retrospect-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('records the opening and tells the year as a story with charts, ending in a share card', async () => {
    const api = stubReview();
    renderApp('/annual/retrospect?year=2024');
    expect(await screen.findByRole('heading', { name: '2024 年度回顾', level: 2 })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /year/h5/data/2024/view/log')).toHaveLength(1));
    expect(screen.getByText('张伟明，这是你在影像学院的 2024 年')).toBeTruthy();
    expect(screen.getByText('2024 年，你的第一次学习在 2024-01-03')).toBeTruthy();
    expect(screen.getByText(/累计学习 360 分钟/)).toBeTruthy();
    expect(screen.getByText('你最爱的分类是「胸部 CT」，学了 150 分钟')).toBeTruthy();
    const chart = screen.getByRole('img', { name: '每月学习分钟数' });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect(screen.getByText('3 月是你最忙碌的月份，学习 120 分钟')).toBeTruthy();
    expect(screen.getByText('看了 3 场直播')).toBeTruthy();
    expect(screen.getByText('点亮 2 枚勋章：学习达人、病例新秀')).toBeTruthy();
    expect(screen.getByRole('img', { name: '积分排名百分位 87%' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: '我的 2024 影像学院', level: 2 }).parentElement;
    expect(card && within(card).getByText('455')).toBeTruthy();
    // Not finished before the last page.
    expect(api.callsTo('POST /year/h5/data/2024/finished')).toHaveLength(0);
  });

  it('records the end once when the last page is reached', async () => {
    const api = stubReview();
    renderApp('/annual/retrospect?year=2024');
    await screen.findByRole('heading', { name: '2024 年度回顾', level: 2 });
    const nextButtons = screen.getAllByRole('button', { name: '上滑继续' });
    expect(nextButtons).toHaveLength(5);
    const activePage = () =>
      document.querySelector('.adm-swiper-slide-active section')?.getAttribute('aria-label');
    for (const [index, button] of nextButtons.entries()) {
      fireEvent.click(button);
      await waitFor(() => expect(activePage()).toBe(`第 ${index + 2} 页，共 6 页`));
      if (index < nextButtons.length - 1)
        expect(api.callsTo('POST /year/h5/data/2024/finished')).toHaveLength(0);
    }
    await waitFor(() => expect(api.callsTo('POST /year/h5/data/2024/finished')).toHaveLength(1));
  });

  it('defaults to the current China year', async () => {
    const api = stubReview();
    const year = currentChinaYear();
    renderApp('/annual/retrospect?year=1999');
    expect(await screen.findByRole('heading', { name: `${year} 年度回顾`, level: 2 })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`POST /year/h5/data/${year}/view/log`)).toHaveLength(1));
  });

  it('is an entry of the personal menu', async () => {
    stubReview();
    const { router } = renderApp('/personal');
    fireEvent.click(await screen.findByText('年度回顾'));
    await waitFor(() => expect(currentPath(router)).toContain('/annual/retrospect'));
  });
});
