import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { comment } from '../features/content-detail/testing/detail-fixtures';
import {
  liveMeeting,
  liveSnapshot,
  meetingDetail,
  playbackMeeting,
} from '../features/meetings/testing/meeting-fixtures';
import { shareCardStore } from '../features/sharing/lib/share-card-store';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, type StubRoute, stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function stubMeeting(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/meeting/8': meetingDetail(),
    'GET /api/platform/meeting/live-snapshot/8': liveSnapshot(),
    'GET /api/platform/comments': { total: 0, data: [] },
    'POST /api/platform/score-log/meetingview': {
      counted: true,
      added: 15,
      time_type: 1,
      live_tims: 15,
      playback_tims: 0,
      total_tims: 15,
      position: 0,
      watching_now: 13,
    },
    ...routes,
  });
}

async function findVideo(): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const element = document.querySelector('video');
    if (!element) throw new Error('no video yet');
    return element;
  });
}

/** The phone's clock says 2020: the countdown must go by the server's time, not this. */
const PHONE_NOW = new Date('2020-01-01T00:00:00.000Z');

describe('/meetingdetail', () => {
  setupAppTest();

  beforeAll(async () => {
    await import('./meeting-detail-page');
    await import('./meeting-playback-page');
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    // Native HLS, as in WeChat on iOS: no hls.js to load in jsdom.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  });

  it('counts down to the start by the server’s clock, and shows agenda, speakers and introduction', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: PHONE_NOW });
    // Server: 19:00 on June 1st; the meeting starts at 19:30 on June 2nd (Shanghai).
    stubMeeting();
    renderApp('/meetingdetail?id=8&typeMap=4');
    expect(await screen.findByRole('heading', { name: '胸部影像学术年会', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '会议详情', level: 1 })).toBeTruthy();
    expect(screen.getByText('距离会议开始还有')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1 天 00:(30:00|29:5\d)$/);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^1 天 00:28:5\d$/);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('肺结节的随访策略')).toBeTruthy();
    expect(screen.getByText('19:30-20:00')).toBeTruthy();
    expect(screen.getByText('王教授')).toBeTruthy();
    expect(screen.getByText('华山医院 · 教授')).toBeTruthy();
    expect(screen.getByText('年度胸部影像进展')).toBeTruthy();
    expect(screen.getByText('审批编号：PP-CN-2026-0088')).toBeTruthy();
    // Its WeChat share card (issue 6): the meeting's title, and its id as the link's contentid.
    expect(shareCardStore.get()).toMatchObject({ title: '胸部影像学术年会', contentId: 8 });
  });

  it('shows hours only on the last day, and asks the server again when the countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: PHONE_NOW });
    let calls = 0;
    const api = stubMeeting({
      'GET /api/platform/meeting/8': () => {
        calls += 1;
        return calls === 1
          ? meetingDetail({ start_at: '2026-06-01T11:00:03.000Z', server_time: '2026-06-01T11:00:00.000Z' })
          : liveMeeting();
      },
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^00:00:0[23]$/);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await findVideo();
    expect(api.callsTo('GET /meeting/8')).toHaveLength(2);
    expect(screen.getByText('12 人正在观看')).toBeTruthy();
  });

  it('subscribes and cancels from the detail', async () => {
    const api = stubMeeting({
      'POST /api/platform/meeting/subscribe': (request: StubRequest) => {
        const subscribe = (request.body as Record<string, string>).cancel === '0';
        return { subscribed: subscribe, subscriber_count: subscribe ? 1 : 0 };
      },
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    fireEvent.click(await screen.findByRole('button', { name: '预约 胸部影像学术年会' }));
    expect(await screen.findByRole('button', { name: '已预约 胸部影像学术年会' })).toBeTruthy();
    expect(screen.getByText('1 人已预约')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已预约 胸部影像学术年会' }));
    expect(await screen.findByRole('button', { name: '预约 胸部影像学术年会' })).toBeTruthy();
    expect(api.callsTo('POST /meeting/subscribe').map((call) => call.body)).toEqual([
      { meeting_id: '8', cancel: '0' },
      { meeting_id: '8', cancel: '1' },
    ]);
  });

  it('counts the doctor watching before the server has her first heartbeat (issue 16)', async () => {
    stubMeeting({
      'GET /api/platform/meeting/8': liveMeeting({ watching_now: 0 }),
      'GET /api/platform/meeting/live-snapshot/8': liveSnapshot({ watching_now: 0 }),
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    await findVideo();
    expect(await screen.findByText('1 人正在观看')).toBeTruthy();
    expect(screen.queryByText('0 人正在观看')).toBeNull();
  });

  it('plays the live stream inline and refreshes the viewer count and the comments with every poll of the snapshot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const first = comment(1, { content: '讲得很清楚', type: 4, content_id: 8 });
    const api = stubMeeting({
      'GET /api/platform/meeting/8': liveMeeting(),
      // No stream here (the stub answers none): the page polls the snapshot instead.
      'GET /api/platform/meeting/live-snapshot/8': () => {
        polls += 1;
        return polls === 1
          ? liveSnapshot({ watching_now: 12, comments: { total: 1, data: [first] } })
          : liveSnapshot({
              watching_now: 31,
              comments: {
                total: 2,
                data: [comment(2, { content: '请问有课件吗', type: 4, content_id: 8 }), first],
              },
            });
      },
      'GET /api/platform/comments': { total: 1, data: [first] },
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/live/imaging-basics/index.m3u8'));
    expect(video.getAttribute('x5-playsinline')).toBe('true');
    expect(video.getAttribute('webkit-playsinline')).toBe('true');
    expect(await screen.findByText('12 人正在观看')).toBeTruthy();
    expect(await screen.findByText('讲得很清楚')).toBeTruthy();
    expect(screen.queryByText('请问有课件吗')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('31 人正在观看')).toBeTruthy();
    expect(await screen.findByText('请问有课件吗')).toBeTruthy();
    expect(api.callsTo('GET /meeting/live-snapshot/8').length).toBeGreaterThanOrEqual(2);
    // The list's own first page once; the poll brings the rest.
    const commentCalls = api.callsTo('GET /comments');
    expect(commentCalls).toHaveLength(1);
    expect(commentCalls[0]?.url.searchParams.get('type')).toBe('4');
    expect(commentCalls[0]?.url.searchParams.get('content_id')).toBe('8');
  });

  it('sends MEETING_VIEW heartbeats every heartbeat_interval seconds of actual playing, and the rest on pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubMeeting({
      'GET /api/platform/meeting/8': liveMeeting({
        viewing: {
          session_num: 'meeting-session-1',
          position: 0,
          live_tims: 0,
          playback_tims: 0,
          total_tims: 0,
          heartbeat_interval: 10,
        },
      }),
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    const video = await findVideo();
    // Paused time is not watching.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('POST /score-log/meetingview')).toHaveLength(0);

    fireEvent.playing(video);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.callsTo('POST /score-log/meetingview')).toHaveLength(1));
    expect(api.callsTo('POST /score-log/meetingview')[0]?.body).toEqual({
      session_num: 'meeting-session-1',
      sequence: '1',
      content_id: '8',
      type: '4',
      action_type: 'MEETING_VIEW',
      total_tims: '10',
      position: '0',
      time_type: '1',
    });
    expect(api.callsTo('POST /score-log/meetingview')[0]?.headers.get('authorization')).toBe(
      'Bearer token-7',
    );

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    fireEvent.pause(video);
    await waitFor(() => expect(api.callsTo('POST /score-log/meetingview')).toHaveLength(2));
    expect(api.callsTo('POST /score-log/meetingview')[1]?.body).toMatchObject({
      sequence: '2',
      total_tims: '4',
      time_type: '1',
    });
    const init = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/score-log/meetingview'))[1]?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('says plainly when a meeting was cancelled', async () => {
    stubMeeting({
      'GET /api/platform/meeting/8': meetingDetail({
        state: 'cancelled',
        cancelled_at: '2026-05-30T02:00:00.000Z',
      }),
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    expect(await screen.findByText('会议已取消')).toBeTruthy();
    expect(screen.getByText('取消时间：2026-05-30 10:00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '胸部影像学术年会' })).getByText('已取消')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /预约/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says the meeting ended and the recording is on its way', async () => {
    stubMeeting({ 'GET /api/platform/meeting/8': meetingDetail({ state: 'ended' }) });
    renderApp('/meetingdetail?id=8&typeMap=4');
    expect(await screen.findByText('会议已结束')).toBeTruthy();
    expect(screen.getByText('回放正在整理中，敬请期待')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('tells a viewer outside the audience why', async () => {
    stubMeeting({ 'GET /api/platform/meeting/8': fail(40300, '本会议仅限特定用户观看', null, 403) });
    renderApp('/meetingdetail?id=8&typeMap=4');
    expect(await screen.findByText('本会议仅限特定用户观看')).toBeTruthy();
  });

  it('opens a meeting in playback on its playback page', async () => {
    stubMeeting({ 'GET /api/platform/meeting/8': playbackMeeting() });
    const { router } = renderApp('/meetingdetail?id=8&typeMap=4');
    await waitFor(() => expect(currentPath(router)).toBe('/meetingdetailplayback?id=8'));
    expect(await screen.findByRole('heading', { name: '会议回放', level: 1 })).toBeTruthy();
  });
});
