import type { AdminAnalytics } from '@ia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorAs, renderConsole, setupConsoleTest, stubApi } from '../test/render-console';

const report: AdminAnalytics = {
  from: '2026-05-30',
  to: '2026-06-01',
  total: 4,
  visitors: 3,
  days: [
    { day: '2026-05-30', events: 1, visitors: 1 },
    { day: '2026-05-31', events: 2, visitors: 1 },
    { day: '2026-06-01', events: 1, visitors: 1 },
  ],
  topPages: [
    { page_url: '/course/detail', page_title: '肺结节的 CT 随访', events: 2 },
    { page_url: '/home', page_title: '首页', events: 2 },
  ],
  bySource: [
    { fromsource: '', events: 2 },
    { fromsource: 'timeline', events: 2 },
  ],
  byChannel: [
    { channel: 'poster', events: 3 },
    { channel: '', events: 1 },
  ],
  byEventType: [{ page_event_type: 'page_view', events: 4 }],
};

function card(title: string, selector = '.ant-card-head-title, .ant-statistic-title'): HTMLElement {
  const element = screen.getByText(title, { selector }).closest('.ant-card');
  if (!(element instanceof HTMLElement)) throw new Error(`no card ${title}`);
  return element;
}

describe('数据分析', () => {
  setupConsoleTest([() => import('./analytics-page')]);

  it('shows totals, events per day, top pages and the source / channel split for the range in the address', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('reviewer'), 'GET /analytics/monitor': () => report });
    renderConsole('/analytics?tab=pages&from=2026-05-30&to=2026-06-01');

    expect(await screen.findByText('肺结节的 CT 随访', {}, { timeout: 20_000 })).toBeTruthy();
    const call = api.callsTo('GET', '/analytics/monitor')[0];
    expect(call?.query.get('from')).toBe('2026-05-30');
    expect(call?.query.get('to')).toBe('2026-06-01');

    expect(within(card('事件数')).getByText('4')).toBeTruthy();
    expect(within(card('访客数')).getByText('3')).toBeTruthy();
    const daily = card('每日事件');
    // The chart (ECharts, loaded on demand) and the table under it.
    expect(await within(daily).findByRole('img', { name: '每日事件' }, { timeout: 20_000 })).toBeTruthy();
    expect(within(daily).getByText('2026-05-31')).toBeTruthy();
    expect(within(card('热门页面')).getByText('/course/detail')).toBeTruthy();
    expect(within(card('按来源（fromsource）')).getByText('timeline')).toBeTruthy();
    expect(within(card('按来源（fromsource）')).getByText('（无）')).toBeTruthy();
    expect(within(card('按渠道（channel）')).getByText('poster')).toBeTruthy();
    expect(within(card('按事件类型')).getByText('page_view')).toBeTruthy();
  }, 60_000);

  it('asks for the last 7 China days by default, and is in every operator’s menu', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('reviewer'), 'GET /analytics/monitor': () => report });
    renderConsole('/analytics?tab=pages');
    await waitFor(() => expect(api.callsTo('GET', '/analytics/monitor')).toHaveLength(1));
    const query = api.callsTo('GET', '/analytics/monitor')[0]?.query;
    const from = query?.get('from') ?? '';
    const to = query?.get('to') ?? '';
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(await screen.findAllByText('数据分析')).not.toHaveLength(0);
  });

  it('shows a reviewer the funnel first, and not the learning reports', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('reviewer'),
      'GET /analytics/funnel': () => ({
        from: '2026-05-03',
        to: '2026-06-01',
        totals: { logged_in: 4, registered: 3, consented: 2, certified: 1, trial_expired: 1 },
        rates: { registered: 0.75, consented: 0.667, certified: 0.5 },
        median_days: { registered: 1, consented: 0.3, certified: 0.5 },
        weeks: [
          { week: '2026-05-25', logged_in: 4, registered: 3, consented: 2, certified: 1, trial_expired: 1 },
        ],
      }),
    });
    renderConsole('/analytics');
    expect(await screen.findByText('66.7%')).toBeTruthy();
    expect(screen.getByText('0.3 天')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '注册漏斗' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '内容' })).toBeNull();
    const exportLink = screen.getByText('导出 CSV').closest('a');
    expect(exportLink?.getAttribute('href')).toMatch(
      /^\/api\/admin\/analytics\/export\.csv\?table=funnel&from=/,
    );
    expect(api.callsTo('GET', '/analytics/funnel')).toHaveLength(1);
  });

  it('lists contents by title with their completion rate for an editor, and exports them', async () => {
    stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /analytics/contents': () => ({
        total: 1,
        refreshed_at: '2026-06-01T02:00:00.000Z',
        data: [
          {
            content_id: 7,
            title: '肺结节 CT 随访',
            views: 3,
            learners: 2,
            minutes: 13.5,
            finished: 1,
            completion_rate: 0.5,
          },
        ],
      }),
    });
    renderConsole('/analytics?tab=contents&from=2026-05-30&to=2026-06-01');
    expect(await screen.findByText('肺结节 CT 随访')).toBeTruthy();
    expect(screen.getByText('50.0%')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '注册漏斗' })).toBeNull();
    const exportLink = screen.getByText('导出 CSV').closest('a');
    expect(exportLink?.getAttribute('href')).toBe(
      '/api/admin/analytics/export.csv?table=contents&from=2026-05-30&to=2026-06-01',
    );
  });
});
