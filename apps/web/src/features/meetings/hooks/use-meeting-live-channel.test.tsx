import type { Comment, MeetingDetail } from '@ia/shared';
import { type InfiniteData, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileReact19 } from '../../../lib/antd-mobile-react19';
import { i18n, initI18n } from '../../../lib/i18n';
import { saveIdentity } from '../../../lib/identity';
import { createQueryClient } from '../../../lib/query-client';
import { type ApiStub, fail, type StubRoute, stubApi, userInfo } from '../../../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../../../test/render-app';
import { comment } from '../../content-detail/testing/detail-fixtures';
import type { MeetingLiveEvent } from '../api/live-events';
import { MeetingComments } from '../components/meeting-body';
import { MeetingLivePlayer } from '../components/meeting-live-player';
import { liveMeeting, liveSnapshot, meetingDetail } from '../testing/meeting-fixtures';

// The live page listens to GET meeting/live-events (issue 12): a fake fetch answers it with a body
// fed by hand, as the server's stream would arrive.

const STREAM_ROUTE = 'GET /meeting/live-events/8';
const SNAPSHOT_ROUTE = 'GET /meeting/live-snapshot/8';
const COMMENTS_ROUTE = 'GET /comments';

interface FakeStream {
  send: (text: string) => void;
  close: () => void;
  /** By the test's clock. */
  readonly openedAt: number;
  readonly cancelledAt: number | undefined;
}

/** Answers each request of the stream with a new body this test writes to. */
function streamRoute(streams: FakeStream[]): StubRoute {
  return () => {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let cancelledAt: number | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (started) => {
        controller = started;
      },
      cancel: () => {
        cancelledAt = Date.now();
      },
    });
    streams.push({
      send: (text) => controller?.enqueue(encoder.encode(text)),
      close: () => controller?.close(),
      openedAt: Date.now(),
      get cancelledAt() {
        return cancelledAt;
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
      },
    });
  };
}

/** When each call to a route came, by the test's clock. */
function timed(times: number[], answer: () => unknown): StubRoute {
  return () => {
    times.push(Date.now());
    return answer();
  };
}

/** `later - earlier` is `expected` ms, give or take what the machine takes to run the callbacks. */
function expectGap(earlier: number | undefined, later: number | undefined, expected: number) {
  const gap = (later ?? Number.NaN) - (earlier ?? Number.NaN);
  expect(gap).toBeGreaterThanOrEqual(expected);
  expect(gap).toBeLessThan(expected + 500);
}

function liveEvent(snapshot: Partial<MeetingLiveEvent>, version = 1): string {
  return `id: ${version}\nevent: live\ndata: ${JSON.stringify(liveSnapshot(snapshot))}\n\n`;
}

const meetingComment = (id: number, overrides: Partial<Comment> = {}) =>
  comment(id, { type: 4, content_id: 8, ...overrides });

function stubLiveRoom(streams: FakeStream[], routes: Record<string, StubRoute> = {}): ApiStub {
  return stubApi({
    [STREAM_ROUTE]: streamRoute(streams),
    [SNAPSHOT_ROUTE]: liveSnapshot(),
    [COMMENTS_ROUTE]: { total: 0, data: [] },
    'POST /score-log/meetingview': {},
    ...routes,
  });
}

/** The live player and the comments, as the live page composes them. */
function renderLiveRoom(meeting: MeetingDetail = liveMeeting({ comment_count: 1 })) {
  initI18n('zh-CN');
  enableAntdMobileReact19();
  const queryClient = createQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MeetingLivePlayer meeting={meeting} />
        <MeetingComments meeting={meeting} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { queryClient, ...view };
}

function firstCommentPage(queryClient: QueryClient) {
  return queryClient.getQueryData<InfiniteData<{ total: number; data: Comment[] }>>(['comments', 8, 4])
    ?.pages[0];
}

const streamInit = () =>
  vi.mocked(globalThis.fetch).mock.calls.find(([url]) => String(url).includes('/live-events/'))?.[1];

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the live room’s push', () => {
  setupAppTest();

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    // No jitter: a reconnect waits exactly the back-off.
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  it('opens one stream with the app’s token, and each event updates the count and the first comment page, keeping the viewer’s own flags', async () => {
    const streams: FakeStream[] = [];
    const api = stubLiveRoom(streams, {
      [COMMENTS_ROUTE]: {
        total: 2,
        data: [
          meetingComment(5, { content: '我的提问', mine: true, status: 'pending' }),
          meetingComment(1, { content: '讲得很清楚', mine: true, zanned: true, zan_count: 1 }),
        ],
      },
    });
    const { queryClient } = renderLiveRoom();
    expect(await screen.findByText('讲得很清楚')).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    const [request] = api.callsTo(STREAM_ROUTE);
    expect(request?.url.pathname).toBe('/api/platform/meeting/live-events/8');
    expect(request?.headers.get('authorization')).toBe('Bearer token-7');
    expect(request?.headers.get('accept')).toBe('text/event-stream');

    act(() =>
      streams[0]?.send(
        `retry: 5000\n\n${liveEvent({
          watching_now: 9876,
          comment_count: 2,
          comments: {
            total: 2,
            data: [
              meetingComment(7, { content: '请问有课件吗' }),
              meetingComment(1, { content: '讲得很清楚', zan_count: 3 }),
            ],
          },
        })}`,
      ),
    );
    expect(await screen.findByText('9876 人正在观看')).toBeTruthy();
    expect(await screen.findByText('请问有课件吗')).toBeTruthy();
    const first = firstCommentPage(queryClient);
    expect(first?.data.map(({ id, mine, zanned, status }) => ({ id, mine, zanned, status }))).toEqual([
      { id: 5, mine: true, zanned: false, status: 'pending' },
      { id: 7, mine: false, zanned: false, status: 'published' },
      { id: 1, mine: true, zanned: true, status: 'published' },
    ]);
    expect(first?.data[2]?.zan_count).toBe(3);
    expect(first?.total).toBe(3);
    expect(screen.getByText('我的提问')).toBeTruthy();
    // The push answered both: nothing was polled.
    expect(api.callsTo(SNAPSHOT_ROUTE)).toHaveLength(0);
    expect(api.callsTo(COMMENTS_ROUTE)).toHaveLength(1);
  });

  it('keeps a like the viewer gives through the pushes that follow', async () => {
    const streams: FakeStream[] = [];
    const api = stubLiveRoom(streams, {
      [COMMENTS_ROUTE]: { total: 1, data: [meetingComment(1, { content: '讲得很清楚', zan_count: 3 })] },
      'POST /comments-zan-log': { zanned: true, zan_count: 4 },
    });
    const { queryClient } = renderLiveRoom();
    fireEvent.click(await screen.findByRole('button', { name: '赞 3' }));
    await waitFor(() => expect(api.callsTo('POST /comments-zan-log')).toHaveLength(1));
    await waitFor(() => expect(firstCommentPage(queryClient)?.data[0]?.zanned).toBe(true));

    await waitFor(() => expect(streams).toHaveLength(1));
    act(() =>
      streams[0]?.send(
        liveEvent({
          comments: { total: 1, data: [meetingComment(1, { content: '讲得很清楚', zan_count: 5 })] },
        }),
      ),
    );
    await waitFor(() => expect(firstCommentPage(queryClient)?.data[0]?.zan_count).toBe(5));
    expect(firstCommentPage(queryClient)?.data[0]?.zanned).toBe(true);
  });

  it('polls nothing while the stream is open, polls the snapshot when it drops, and stops again once it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: FakeStream[] = [];
    const polls: number[] = [];
    const polledComment = meetingComment(21, { content: '轮询带来的评论' });
    const api = stubLiveRoom(streams, {
      [SNAPSHOT_ROUTE]: timed(polls, () =>
        liveSnapshot({ watching_now: 39, comments: { total: 1, data: [polledComment] } }),
      ),
    });
    const { queryClient } = renderLiveRoom();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send(`retry: 5000\n\n${liveEvent({ watching_now: 40 })}`));
    expect(await screen.findByText('40 人正在观看')).toBeTruthy();
    const commentReads = api.callsTo(COMMENTS_ROUTE).length;

    for (let second = 0; second < 12; second += 4) {
      act(() => streams[0]?.send(': ping\n\n'));
      await advance(4_000);
    }
    expect(polls).toHaveLength(0);
    expect(api.callsTo(COMMENTS_ROUTE)).toHaveLength(commentReads);

    // The server goes away: the page polls the snapshot at once and every MEETING_LIVE_POLL_S (one
    // request for the count and the newest comments), and asks for the stream again after the
    // server's retry; polling goes on until the new stream delivers.
    const droppedAt = Date.now();
    act(() => streams[0]?.close());
    expect(await screen.findByText('39 人正在观看')).toBeTruthy();
    expectGap(droppedAt, polls[0], 0);
    await waitFor(() => expect(firstCommentPage(queryClient)?.data[0]?.content).toBe('轮询带来的评论'));
    await advance(5_000);
    await waitFor(() => expect(polls).toHaveLength(2));
    expectGap(polls[0], polls[1], 5_000);
    await waitFor(() => expect(streams).toHaveLength(2));
    expectGap(droppedAt, streams[1]?.openedAt, 5_000);
    expect(api.callsTo(COMMENTS_ROUTE)).toHaveLength(commentReads);

    act(() => streams[1]?.send(liveEvent({ watching_now: 41 }, 2)));
    expect(await screen.findByText('41 人正在观看')).toBeTruthy();
    const pollCount = polls.length;
    const reads = api.callsTo(COMMENTS_ROUTE).length;
    await advance(12_000);
    expect(polls).toHaveLength(pollCount);
    expect(api.callsTo(COMMENTS_ROUTE)).toHaveLength(reads);
  });

  it('takes a line that goes quiet for two pings as dropped, and a stream that never delivers (a buffering proxy) as not there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: FakeStream[] = [];
    const polls: number[] = [];
    stubLiveRoom(streams, { [SNAPSHOT_ROUTE]: timed(polls, () => liveSnapshot()) });
    renderLiveRoom();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send(liveEvent({ watching_now: 40 })));
    const lastHeard = Date.now();
    expect(await screen.findByText('40 人正在观看')).toBeTruthy();

    await advance(36_000);
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));
    expectGap(lastHeard, streams[0]?.cancelledAt, 35_000);
    expectGap(streams[0]?.cancelledAt, polls[0], 0);

    // The reconnect answers its headers and then nothing: given up after 10 s, and the wait doubles.
    await advance(5_000);
    await waitFor(() => expect(streams).toHaveLength(2));
    expectGap(streams[0]?.cancelledAt, streams[1]?.openedAt, 5_000);
    await advance(21_000);
    await waitFor(() => expect(streams).toHaveLength(3));
    expectGap(streams[1]?.openedAt, streams[1]?.cancelledAt, 10_000);
    expectGap(streams[1]?.cancelledAt, streams[2]?.openedAt, 10_000);
  });

  it('treats a refusal of the stream as the snapshot poll’s refusal, and asks the stream again later and later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal = () => fail(40300, '本会议仅限特定用户观看', null, 403);
    const attempts: number[] = [];
    const api = stubLiveRoom([], { [STREAM_ROUTE]: timed(attempts, refusal), [SNAPSHOT_ROUTE]: refusal });
    renderLiveRoom();
    // The poll meets the same refusal and the api client tells the viewer, as it always has.
    await waitFor(() => expect(api.callsTo(SNAPSHOT_ROUTE)).toHaveLength(1));
    expect(await screen.findByText('本会议仅限特定用户观看')).toBeTruthy();

    await advance(36_000);
    await waitFor(() => expect(attempts).toHaveLength(4));
    expectGap(attempts[0], attempts[1], 5_000);
    expectGap(attempts[1], attempts[2], 10_000);
    expectGap(attempts[2], attempts[3], 20_000);
    expect(api.callsTo(SNAPSHOT_ROUTE).length).toBeGreaterThanOrEqual(7);
  });

  it('closes for good when an event says the meeting is no longer live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: FakeStream[] = [];
    const api = stubLiveRoom(streams);
    const { queryClient } = renderLiveRoom();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send(liveEvent({ watching_now: 40 })));
    expect(await screen.findByText('40 人正在观看')).toBeTruthy();

    act(() => streams[0]?.send(liveEvent({ state: 'ended', watching_now: 0 }, 2)));
    await waitFor(() => expect(streams[0]?.cancelledAt).toBeDefined());
    expect(queryClient.getQueryData(['meetings', 'live-status', 8])).toMatchObject({ state: 'ended' });
    await advance(120_000);
    expect(api.callsTo(STREAM_ROUTE)).toHaveLength(1);
    expect(api.callsTo(SNAPSHOT_ROUTE)).toHaveLength(0);
  });

  it('aborts the stream when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams: FakeStream[] = [];
    const api = stubLiveRoom(streams);
    const { unmount } = renderLiveRoom();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send(liveEvent({ watching_now: 40 })));
    expect(await screen.findByText('40 人正在观看')).toBeTruthy();

    unmount();
    expect(streamInit()?.signal?.aborted).toBe(true);
    await waitFor(() => expect(streams[0]?.cancelledAt).toBeDefined());
    await advance(60_000);
    expect(api.callsTo(STREAM_ROUTE)).toHaveLength(1);
    expect(api.callsTo(SNAPSHOT_ROUTE)).toHaveLength(0);
  });
});

describe('/meetingdetail when the push says the meeting ended', () => {
  setupAppTest();

  beforeAll(async () => {
    await import('../../../pages/meeting-detail-page');
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  });

  it('moves to the ended state, as it does when the poll says so', async () => {
    const streams: FakeStream[] = [];
    let detailReads = 0;
    stubLiveRoom(streams, {
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/meeting/8': () => {
        detailReads += 1;
        return detailReads === 1 ? liveMeeting() : meetingDetail({ state: 'ended' });
      },
    });
    renderApp('/meetingdetail?id=8&typeMap=4');
    expect(await screen.findByText('12 人正在观看')).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send(liveEvent({ state: 'ended', watching_now: 0 })));
    expect(await screen.findByText('会议已结束')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    expect(streams[0]?.cancelledAt).toBeDefined();
  });
});
