import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignContent,
  campaignDetail,
  campaignSection,
  campaignSummary,
  participation,
  richEntry,
  sectionDetail,
} from '../features/campaigns/testing/campaign-fixtures';
import {
  contentDetail,
  contentPreview,
  learnSession,
} from '../features/content-detail/testing/detail-fixtures';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, type StubRoute, stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function stubCampaigns(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/comments': { total: 0, data: [] },
    'GET /api/platform/content-zan-log-check/5/6': { result: 0, count: 3 },
    ...routes,
  });
}

describe('activity pages', () => {
  setupAppTest();

  beforeAll(async () => {
    await Promise.all([
      import('./activity-page'),
      import('./activity-detail-page'),
      import('./activity-second-list-page'),
      import('./activity-rich-list-page'),
      import('./activity-rich-detail-page'),
      import('./activity-module-preview-page'),
      import('./activity-content-preview-page'),
      import('./activity-rich-list-preview-page'),
      import('./activity-rich-detail-preview-page'),
      import('./activity-enter-page'),
      import('./course-detail-page'),
    ]);
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('/activity lists campaigns as cards by state, each opening the entry', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/campain': (request: StubRequest) =>
        request.url.searchParams.get('state') === 'ended'
          ? { total: 1, data: [campaignSummary(2, { title: '去年的读片赛', state: 'ended' })] }
          : {
              total: 2,
              data: [
                campaignSummary(5, { title: '影像读片月', joined: true, participant_count: 12_345 }),
                campaignSummary(6, { title: '超声专题', state: 'upcoming', audience: 'certified' }),
              ],
            },
    });
    const { router } = renderApp('/activity');
    const list = await screen.findByRole('list', { name: '活动' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('影像读片月')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('进行中')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('1.2w 人参与')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('已参加')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('2026-03-01 至 2026-03-31')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('未开始')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('认证专享')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('已参加')).toBeNull();
    expect(cards[0]?.getAttribute('href')).toBe('/activity/detailenter?id=5');

    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(await screen.findByText('去年的读片赛')).toBeTruthy();
    expect(currentPath(router)).toBe('/activity?state=ended');
    const asked = api.callsTo('GET /campain/campain').map((call) => call.url.searchParams.get('state'));
    expect(asked).toEqual([null, 'ended']);
  });

  it('/activity/detail shows the campaign with my points, sections, form, likes, comments and approval code', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/campain/5': campaignDetail({
        joined: true,
        participation: participation({ joined: true, desc_accepted: true, points: 25, rank: 2 }),
        sections: [
          campaignSection(9, { title: '胸部影像', content_count: 4 }),
          campaignSection(10, { title: '腹部影像', child_count: 2 }),
          campaignSection(11, { title: '子模块', parent_id: 10 }),
        ],
      }),
      'GET /api/platform/content/form/5/6': {
        id: 31,
        title: '活动报名表',
        description: null,
        questions: [],
        answers: null,
        submitted_at: null,
      },
    });
    renderApp('/activity/detail?id=5&typeMap=7');
    expect(await screen.findByRole('heading', { name: '影像读片月', level: 2 })).toBeTruthy();
    const standing = screen.getByRole('region', { name: '我的活动积分' });
    expect(within(standing).getByText('25')).toBeTruthy();
    expect(within(standing).getByText('第 2 名')).toBeTruthy();
    expect(
      within(standing)
        .getByRole('link', { name: /积分排行榜/ })
        .getAttribute('href'),
    ).toBe('/activity/richlist?id=5');
    expect(
      within(standing)
        .getByRole('link', { name: /积分明细/ })
        .getAttribute('href'),
    ).toBe('/activity/richdetail?id=5');
    const sections = screen.getByRole('list', { name: '活动模块' });
    const links = within(sections).getAllByRole('link');
    // Nested modules show under their parent section, not on the campaign page.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/activity/secondList?id=9&campain_id=5',
      '/activity/secondList?id=10&campain_id=5',
    ]);
    expect(within(sections).getByText('4 个内容')).toBeTruthy();
    expect(within(sections).getByText('2 个子模块')).toBeTruthy();
    expect(screen.getByRole('button', { name: /活动报名表/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '点赞 3' })).toBeTruthy();
    expect(screen.getByText('审批编号：PP-CN-2026-0099')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /comments').length).toBeGreaterThan(0));
    expect(api.callsTo('GET /comments')[0]?.url.searchParams.get('type')).toBe('6');
    expect(api.callsTo('GET /comments')[0]?.url.searchParams.get('content_id')).toBe('5');
  });

  it('/activity/detail offers 参加活动 to someone who has not joined, and likes the campaign as type 6', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/campain/5': campaignDetail(),
      'POST /api/platform/content-zan-log': { result: 1, count: 4 },
    });
    const { router } = renderApp('/activity/detail?id=5&typeMap=7');
    expect(await screen.findByRole('heading', { name: '影像读片月', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '我的活动积分' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '点赞 3' }));
    expect(await screen.findByRole('button', { name: '点赞 4' })).toBeTruthy();
    expect(api.callsTo('POST /content-zan-log')[0]?.body).toEqual({ content_id: '5', type: '6' });
    fireEvent.click(screen.getByRole('button', { name: '参加活动' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/detailenter?id=5'));
  });

  it('/activity/detail says why when the campaign refuses the viewer', async () => {
    stubCampaigns({
      'GET /api/platform/campain/campain/5': fail(40300, '本活动仅限特定用户参加', null, 403),
    });
    renderApp('/activity/detail?id=5&typeMap=7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('本活动仅限特定用户参加')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('/activity/secondList links each content to its detail page inside the campaign and section', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/campain-section/9': sectionDetail(9, {
        title: '胸部影像',
        child_count: 1,
        content_count: 2,
      }),
      'GET /api/platform/campain/campain-section/section/9': {
        total: 1,
        data: [campaignSection(12, { title: '肺结节', parent_id: 9 })],
      },
      'GET /api/platform/campain/campain-content': {
        total: 2,
        data: [
          campaignContent(1, { points: 5 }),
          campaignContent(2, { finished: true, content: { ...campaignContent(2).content, type: 2 } }),
        ],
      },
    });
    renderApp('/activity/secondList?id=9&campain_id=5');
    expect(await screen.findByRole('heading', { name: '胸部影像', level: 2 })).toBeTruthy();
    const contents = await screen.findByRole('list', { name: '学习内容' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/course/detail?id=101&typeMap=1&campain_id=5&section_id=9',
      '/course/detail?id=102&typeMap=2&campain_id=5&section_id=9',
    ]);
    expect(within(links[0] as HTMLElement).getByText('+5 积分')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('已获得积分')).toBeTruthy();
    const children = await screen.findByRole('list', { name: '子模块' });
    expect(
      within(children)
        .getByRole('link', { name: /肺结节/ })
        .getAttribute('href'),
    ).toBe('/activity/secondList?id=12&campain_id=5');
    expect(api.callsTo('GET /campain/campain-content')[0]?.url.searchParams.get('section_id')).toBe('9');
  });

  it('/activity/secondList asks to accept a section description before listing its contents', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/campain-section/9': sectionDetail(9, {
        title: '胸部影像',
        requires_desc: true,
        description: '<p>本模块为进阶内容</p>',
      }),
      'PUT /api/platform/content/desc/status/5/9': { status: 1, accepted_at: '2026-03-02T00:00:00.000Z' },
      'GET /api/platform/campain/campain-content': { total: 1, data: [campaignContent(1)] },
    });
    renderApp('/activity/secondList?id=9&campain_id=5');
    expect(await screen.findByText('本模块为进阶内容')).toBeTruthy();
    expect(api.callsTo('GET /campain/campain-content')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    expect(await screen.findByRole('list', { name: '学习内容' })).toBeTruthy();
    expect(api.callsTo('PUT /content/desc/status/5/9')).toHaveLength(1);
  });

  it('/activity/richlist ranks with medals for the top three and pins the viewer’s own row', async () => {
    const api = stubCampaigns({
      'GET /api/platform/campain/rich-list/5': {
        total: 4,
        data: [
          richEntry(1, { name: '张*明', points: 30 }),
          richEntry(2, { name: '李*', points: 20 }),
          richEntry(2, { name: '王*华', points: 20, hospital: '上海瑞金医院' }),
          richEntry(4, { name: '张医生', points: 10, me: true }),
        ],
        me: richEntry(4, { name: '张医生', points: 10, me: true }),
      },
    });
    renderApp('/activity/richlist?id=5');
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('张医生')).toBeTruthy();
    expect(within(mine).getByText('第 4 名')).toBeTruthy();
    expect(within(mine).getByText('10 积分')).toBeTruthy();
    const list = screen.getByRole('list', { name: '积分排行' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: '第 1 名' })).toBeTruthy();
    // Ties share a rank, and both get its medal.
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: '第 2 名' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: '第 2 名' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('上海瑞金医院')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).queryByRole('img', { name: /第 4 名/ })).toBeNull();
    expect(within(rows[3] as HTMLElement).getByText('我')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('张*明')).toBeTruthy();
    expect(api.callsTo('GET /campain/rich-list/5')[0]?.url.searchParams.get('current')).toBe('1');
  });

  it('/activity/richlist tells a member without points how to get on it', async () => {
    stubCampaigns({
      'GET /api/platform/campain/rich-list/5': {
        total: 1,
        data: [richEntry(1, { name: '张*明' })],
        me: null,
      },
    });
    renderApp('/activity/richlist?id=5');
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('您暂未获得积分')).toBeTruthy();
  });

  it('/activity/richdetail lists how the points were earned', async () => {
    stubCampaigns({
      'GET /api/platform/campain/rich-detail/5': {
        campaign_id: 5,
        title: '影像读片月',
        points: 15,
        rank: 3,
        entries: [
          { reason: '提交活动报名表', points: 10, created_at: '2026-03-02T01:05:00.000Z' },
          { reason: '学完「胸部 CT 读片入门」', points: 5, created_at: '2026-03-03T02:00:00.000Z' },
        ],
      },
    });
    renderApp('/activity/richdetail?id=5');
    const entries = await screen.findByRole('list', { name: '积分记录' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(2);
    expect(within(entries).getByText('提交活动报名表')).toBeTruthy();
    expect(within(entries).getByText('+10')).toBeTruthy();
    expect(screen.getByText('第 3 名')).toBeTruthy();
  });

  it('previews a section for visitors, its contents opening their public previews', async () => {
    stubApi({
      'GET /api/platform/demo/campain-section/9': {
        ...sectionDetail(9, { title: '胸部影像' }),
        contents: [{ ...campaignContent(1), finished: undefined }],
      },
    });
    const { router } = renderApp('/activitymoduledetail?id=9');
    expect(await screen.findByRole('heading', { name: '胸部影像', level: 2 })).toBeTruthy();
    expect(screen.getByText('所属活动：影像读片月')).toBeTruthy();
    const contents = screen.getByRole('list', { name: '学习内容' });
    expect(within(contents).getByRole('link').getAttribute('href')).toBe('/activitycontentdetail?id=1');
    fireEvent.click(screen.getByRole('button', { name: '登录参加活动' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/secondList?id=9&campain_id=5'));
  });

  it('previews a campaign content for visitors, withholding an HCP-only body', async () => {
    stubApi({
      'GET /api/platform/demo/campain-content/1': {
        id: 1,
        campaign_id: 5,
        section_id: 9,
        campaign_title: '影像读片月',
        points: 5,
        content: contentPreview({ id: 101, restricted: true, body: '', video_url: null }),
      },
    });
    const { router } = renderApp('/activitycontentdetail?id=1');
    expect(await screen.findByText('该内容仅对认证医护人员开放')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('登录并参加活动，学完可获得 5 积分')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后学习' }));
    await waitFor(() =>
      expect(currentPath(router)).toMatch(/^\/course\/detail\?id=101&typeMap=\d&campain_id=5&section_id=9$/),
    );
  });

  it('previews the rich list without an own row, and explains the points preview', async () => {
    const api = stubApi({
      'GET /api/platform/demo/campain/rich-list/5': {
        total: 1,
        data: [richEntry(1, { name: '张*明', points: 30 })],
        me: null,
      },
    });
    const { router } = renderApp('/activityrichlist?id=5');
    const list = await screen.findByRole('list', { name: '积分排行' });
    expect(within(list).getByText('张*明')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '我的排名' })).toBeNull();
    expect(api.callsTo('GET /demo/campain/rich-list/5')).toHaveLength(1);

    await router.navigate('/activityrichdetail?id=5');
    expect(await screen.findByText('登录后查看我的积分')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录查看我的积分' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/richdetail?id=5'));
  });

  it('credits learning inside the campaign: the content page passes campain_id and section_id on', async () => {
    const api = stubCampaigns({
      'GET /api/platform/content/11': contentDetail(),
      'POST /api/platform/learnlog/create': learnSession(),
      'POST /api/platform/learn-log': { counted: true, added: 7, total_tims: 7, position: 0, finish: 0 },
    });
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderApp('/course/detail?id=11&typeMap=1&campain_id=5&section_id=9');
    await waitFor(() => expect(api.callsTo('POST /learnlog/create')).toHaveLength(1));
    expect(api.callsTo('POST /learnlog/create')[0]?.body).toMatchObject({
      content_id: '11',
      campain_id: '5',
      section_id: '9',
    });
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    fireEvent.playing(video);
    now += 7_000;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.callsTo('POST /learn-log')).toHaveLength(1));
    expect(api.callsTo('POST /learn-log')[0]?.body).toMatchObject({
      content_id: '11',
      total_tims: '7',
      campain_id: '5',
      section_id: '9',
    });
    vi.restoreAllMocks();
  });
});
