import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageOf } from '../features/content/testing/content-fixtures';
import { meetingSummary } from '../features/meetings/testing/meeting-fixtures';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

const meetings = [
  meetingSummary(1, { title: '胸部影像直播', state: 'live', tags: [{ id: 5, name: '胸部' }] }),
  meetingSummary(2, { title: '神经影像前瞻', state: 'upcoming', subscriber_count: 4, audience: 'certified' }),
  meetingSummary(3, {
    title: '腹部影像回顾',
    state: 'playback',
    has_playback: true,
    tags: [{ id: 5, name: '胸部' }],
  }),
];

/** GET meeting as the server answers: by state and tag, paged; get_tag=1 adds the tags in use. */
function meetingsRoute(request: StubRequest) {
  const params = request.url.searchParams;
  const state = params.get('state');
  const tagId = params.get('tag_id');
  const rows = meetings.filter(
    (row) => (!state || row.state === state) && (!tagId || row.tags.some((tag) => String(tag.id) === tagId)),
  );
  return pageOf(rows, request, params.get('get_tag') === '1' ? { tags: [{ id: 5, name: '胸部' }] } : {});
}

function listedTitles(): string[] {
  const list = screen.getByRole('list', { name: '会议列表' });
  return within(list)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label') ?? '');
}

describe('/meeting', () => {
  setupAppTest();
  beforeAll(() => import('./meeting-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('lists meetings with state, speakers and time, opening each on the page that fits its state', async () => {
    const api = stubApi({ 'GET /meeting': meetingsRoute });
    renderApp('/meeting');
    expect(await screen.findByRole('heading', { name: '会议', level: 1 })).toBeTruthy();
    await screen.findByText('胸部影像直播');
    expect(listedTitles()).toEqual(['胸部影像直播', '神经影像前瞻', '腹部影像回顾']);
    const upcoming = screen.getByRole('article', { name: '神经影像前瞻' });
    expect(within(upcoming).getByText('即将开始')).toBeTruthy();
    // The speakers' names are what operators wrote, marked as Chinese inside the translated line.
    const speakers = within(upcoming).getByText('李主任、王教授');
    expect(speakers.getAttribute('lang')).toBe('zh-CN');
    expect(speakers.parentElement?.textContent).toBe('讲者：李主任、王教授');
    expect(within(upcoming).getByText('2026-06-02 19:30 - 21:00')).toBeTruthy();
    expect(within(upcoming).getByText('认证可见')).toBeTruthy();
    expect(within(upcoming).getByText('4 人已预约')).toBeTruthy();
    expect(within(upcoming).getByRole('link').getAttribute('href')).toBe('/meetingdetail?id=2&typeMap=4');
    const playback = screen.getByRole('article', { name: '腹部影像回顾' });
    expect(within(playback).getByRole('link').getAttribute('href')).toBe('/meetingdetailplayback?id=3');
    // Only upcoming meetings offer the reminder.
    expect(within(playback).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('article', { name: '胸部影像直播' })).queryByRole('button')).toBeNull();
    expect(api.callsTo('GET /meeting').some((call) => call.url.searchParams.get('get_tag') === '1')).toBe(
      true,
    );
  });

  it('filters by the state tabs and the tag chips, keeping both in the address', async () => {
    const api = stubApi({ 'GET /meeting': meetingsRoute });
    const { router } = renderApp('/meeting');
    await screen.findByText('胸部影像直播');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '直播中', '即将开始', '回放']);

    fireEvent.click(screen.getByRole('tab', { name: '回放' }));
    await waitFor(() => expect(currentPath(router)).toBe('/meeting?state=playback'));
    await waitFor(() => expect(listedTitles()).toEqual(['腹部影像回顾']));
    const lastList = () =>
      api.callsTo('GET /meeting').filter((call) => call.url.searchParams.get('pageSize') !== '1');
    expect(lastList().at(-1)?.url.searchParams.get('state')).toBe('playback');

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(currentPath(router)).toBe('/meeting'));
    await waitFor(() => expect(listedTitles()).toHaveLength(3));
    const chips = await screen.findByRole('group', { name: '标签' });
    fireEvent.click(within(chips).getByRole('button', { name: '胸部' }));
    await waitFor(() => expect(currentPath(router)).toBe('/meeting?tag_id=5'));
    await waitFor(() => expect(listedTitles()).toEqual(['胸部影像直播', '腹部影像回顾']));
    expect(lastList().at(-1)?.url.searchParams.get('tag_id')).toBe('5');
    expect(lastList().at(-1)?.url.searchParams.has('state')).toBe(false);
  });

  it('subscribes to an upcoming meeting and cancels again, showing the server’s answer', async () => {
    let subscribed = false;
    const api = stubApi({
      'GET /meeting': meetingsRoute,
      'POST /meeting/subscribe': (request: StubRequest) => {
        subscribed = (request.body as Record<string, string>).cancel === '0';
        return { subscribed, subscriber_count: subscribed ? 5 : 4 };
      },
    });
    renderApp('/meeting');
    const card = await screen.findByRole('article', { name: '神经影像前瞻' });
    const button = within(card).getByRole('button', { name: '预约 神经影像前瞻' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: '已预约 神经影像前瞻' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(card).getByText('5 人已预约')).toBeTruthy();
    expect(api.callsTo('POST /meeting/subscribe')[0]?.body).toEqual({ meeting_id: '2', cancel: '0' });

    fireEvent.click(within(card).getByRole('button', { name: '已预约 神经影像前瞻' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: '预约 神经影像前瞻' })).toBeTruthy());
    expect(api.callsTo('POST /meeting/subscribe')[1]?.body).toEqual({ meeting_id: '2', cancel: '1' });
    expect(within(card).getByText('4 人已预约')).toBeTruthy();
  });

  it('keeps the button as it was when the server refuses', async () => {
    stubApi({
      'GET /meeting': meetingsRoute,
      'POST /meeting/subscribe': fail(40000, '会议已结束，无法预约'),
    });
    renderApp('/meeting');
    const card = await screen.findByRole('article', { name: '神经影像前瞻' });
    fireEvent.click(within(card).getByRole('button', { name: '预约 神经影像前瞻' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '预约 神经影像前瞻' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(within(card).getByRole('button', { name: '预约 神经影像前瞻' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('says so when no meeting matches', async () => {
    stubApi({ 'GET /meeting': { total: 0, data: [] } });
    renderApp('/meeting?state=live');
    expect(await screen.findByText('暂无会议')).toBeTruthy();
  });
});
