import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveMeeting, liveSnapshot, playbackMeeting } from '../features/meetings/testing/meeting-fixtures';
import { saveIdentity } from '../lib/identity';
import { toast } from '../lib/notify';
import { type StubRoute, stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

vi.mock('../lib/notify', () => ({ toast: vi.fn() }));

function stubPlayback(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/meeting/8': playbackMeeting(),
    'GET /api/platform/comments': { total: 0, data: [] },
    'POST /api/platform/score-log/meetingview': {
      counted: true,
      added: 15,
      time_type: 2,
      live_tims: 0,
      playback_tims: 15,
      total_tims: 15,
      position: 80,
      watching_now: 0,
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

/** jsdom does not play media: a duration, a settable playhead and a play() that resolves. */
function fakePlayback(video: HTMLVideoElement, duration: number) {
  let time = 0;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  const play = vi.fn(async () => {});
  Object.defineProperty(video, 'play', { configurable: true, value: play });
  return { play };
}

describe('/meetingdetailplayback', () => {
  setupAppTest();

  beforeAll(async () => {
    await import('./meeting-playback-page');
    await import('./meeting-detail-page');
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    vi.mocked(toast).mockClear();
  });

  it('resumes where the viewer stopped, with the courses’ toast', async () => {
    stubPlayback();
    renderApp('/meetingdetailplayback?id=8');
    const video = await findVideo();
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/demo/imaging-basics/video.mp4'));
    fakePlayback(video, 1800);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(65);
    expect(toast).toHaveBeenCalledWith('已为您定位到上次观看位置 01:05');
    expect(screen.getByRole('heading', { name: '胸部影像学术年会', level: 2 })).toBeTruthy();
  });

  it('lists the chapters; a tap seeks there and plays, and the chapter playing is marked', async () => {
    stubPlayback();
    renderApp('/meetingdetailplayback?id=8');
    const video = await findVideo();
    const { play } = fakePlayback(video, 1800);
    const chapters = await screen.findByRole('region', { name: '章节' });
    const buttons = within(chapters).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '00:00开场致辞',
      '02:00肺结节的随访策略',
      '15:00间质性肺病影像',
    ]);
    fireEvent.click(within(chapters).getByRole('button', { name: /间质性肺病影像/ }));
    expect(video.currentTime).toBe(900);
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        within(chapters)
          .getByRole('button', { name: /间质性肺病影像/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    // Playing on moves the mark with the playhead.
    video.currentTime = 130;
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(
        within(chapters)
          .getByRole('button', { name: /肺结节的随访策略/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(
      within(chapters)
        .getByRole('button', { name: /间质性肺病影像/ })
        .getAttribute('aria-current'),
    ).toBe('false');
  });

  it('counts watching the recording as playback, with the position', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubPlayback();
    renderApp('/meetingdetailplayback?id=8');
    const video = await findVideo();
    fakePlayback(video, 1800);
    fireEvent.loadedMetadata(video);
    fireEvent.playing(video);
    video.currentTime = 80;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(api.callsTo('POST /score-log/meetingview')).toHaveLength(1));
    expect(api.callsTo('POST /score-log/meetingview')[0]?.body).toEqual({
      session_num: 'playback-session-1',
      sequence: '1',
      content_id: '8',
      type: '4',
      action_type: 'MEETING_VIEW',
      total_tims: '15',
      position: '80',
      time_type: '2',
    });
  });

  it('sends a meeting that is not in playback to its detail page', async () => {
    stubPlayback({
      'GET /api/platform/meeting/8': liveMeeting(),
      'GET /api/platform/meeting/live-snapshot/8': liveSnapshot({ watching_now: 3 }),
    });
    const { router } = renderApp('/meetingdetailplayback?id=8');
    await waitFor(() => expect(currentPath(router)).toBe('/meetingdetail?id=8&typeMap=4'));
    expect(await screen.findByText('3 人正在观看')).toBeTruthy();
  });
});
