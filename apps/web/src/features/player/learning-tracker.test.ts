import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLearningTracker,
  createReadingActivity,
  type HeartbeatPayload,
  type LearningTrackerOptions,
  RETRY_DELAY_MS,
  type SendOptions,
} from './learning-tracker';

interface Sent {
  beat: HeartbeatPayload;
  options: SendOptions;
}

function setup(overrides: Partial<LearningTrackerOptions> = {}) {
  const sent: Sent[] = [];
  let position = 0;
  const send = vi.fn(async (beat: HeartbeatPayload, options: SendOptions) => {
    sent.push({ beat, options });
  });
  const tracker = createLearningTracker({
    sessionNum: 'session-1',
    contentId: 42,
    type: 1,
    contentType: 1,
    intervalSeconds: 15,
    getPosition: () => position,
    send,
    ...overrides,
  });
  return {
    tracker,
    sent,
    send,
    setPosition: (value: number) => {
      position = value;
    },
  };
}

/** Lets the send promises settle. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

describe('learning tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a heartbeat every 15 s of playing, with the protocol fields and rising sequences', async () => {
    const { tracker, sent, setPosition } = setup();
    tracker.setPlaying(true);
    setPosition(15);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beat).toEqual({
      session_num: 'session-1',
      sequence: 1,
      content_id: 42,
      type: 1,
      action_type: 'LEARN',
      total_tims: 15,
      position: 15,
      time_type: 2,
      content_type: 1,
    });
    expect(sent[0]?.options).toEqual({ keepalive: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent.map((item) => [item.beat.sequence, item.beat.total_tims])).toEqual([
      [1, 15],
      [2, 15],
      [3, 15],
    ]);
  });

  it('counts only active time: paused and seeking time is left out', async () => {
    const { tracker, sent } = setup();
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.setSeeking(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(0);
    tracker.setSeeking(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beat.total_tims).toBe(15);
  });

  it('sends the remainder on pause, with keepalive, and nothing when there is none', async () => {
    const { tracker, sent } = setup();
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(7_400);
    tracker.setPlaying(false);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beat).toMatchObject({ sequence: 1, total_tims: 7 });
    expect(sent[0]?.options.keepalive).toBe(true);
    // The 0.4 s left is carried to the next heartbeat, not lost.
    expect(tracker.unsentMs()).toBe(400);
    await vi.advanceTimersByTimeAsync(60_000);
    tracker.flush();
    await settle();
    expect(sent).toHaveLength(1);
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(14_600);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.beat).toMatchObject({ sequence: 2, total_tims: 15 });
  });

  it('stops the clock and flushes when the page is hidden, and resumes when visible', async () => {
    const { tracker, sent } = setup();
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(5_000);
    tracker.setVisible(false);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beat.total_tims).toBe(5);
    expect(sent[0]?.options.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
    tracker.setVisible(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.beat).toMatchObject({ sequence: 2, total_tims: 15, content_id: 42 });
  });

  it('resends a failed heartbeat with the same sequence and numbers later ones after it', async () => {
    let fail = true;
    const attempts: Array<[number, number]> = [];
    const { tracker } = setup({
      send: async (beat) => {
        attempts.push([beat.sequence, beat.total_tims]);
        if (fail) throw new Error('offline');
      },
    });
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(attempts).toEqual([[1, 15]]);
    expect(tracker.pendingSequences()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(attempts).toEqual([
      [1, 15],
      [1, 15],
    ]);
    fail = false;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(attempts.at(-1)).toEqual([1, 15]);
    expect(tracker.pendingSequences()).toEqual([]);
    await vi.advanceTimersByTimeAsync(15_000 - 2 * RETRY_DELAY_MS);
    expect(attempts.at(-1)).toEqual([2, 15]);
  });

  it('gives up when the server refuses a heartbeat (not retryable)', async () => {
    const send = vi.fn(async () => {
      throw new Error('refused');
    });
    const { tracker } = setup({ send, isRetryable: () => false });
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(tracker.pendingSequences()).toEqual([]);
  });

  it('on leaving sends the remainder and every unacknowledged heartbeat with keepalive, then stops', async () => {
    const pending: Array<() => void> = [];
    const sent: Sent[] = [];
    const { tracker } = setup({
      send: (beat, options) => {
        sent.push({ beat, options });
        // The ordinary request of heartbeat 1 never answers; the keepalive ones do.
        return options.keepalive ? Promise.resolve() : new Promise<void>((resolve) => pending.push(resolve));
      },
    });
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(18_000);
    expect(sent).toEqual([{ beat: expect.objectContaining({ sequence: 1 }), options: { keepalive: false } }]);
    tracker.dispose();
    await settle();
    expect(sent.slice(1)).toEqual([
      { beat: expect.objectContaining({ sequence: 1, total_tims: 15 }), options: { keepalive: true } },
      { beat: expect.objectContaining({ sequence: 2, total_tims: 3 }), options: { keepalive: true } },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
    tracker.setPlaying(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
  });

  it('reads the position when the heartbeat is made', async () => {
    const { tracker, sent, setPosition } = setup();
    tracker.setPlaying(true);
    setPosition(14.6);
    await vi.advanceTimersByTimeAsync(15_000);
    setPosition(20);
    expect(sent[0]?.beat.position).toBe(15);
  });
});

describe('reading activity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is active from an interaction until the idle cut-off passes without another', () => {
    const changes: boolean[] = [];
    const activity = createReadingActivity({ cutoffMs: 60_000, onChange: (active) => changes.push(active) });
    activity.touch();
    vi.advanceTimersByTime(50_000);
    activity.touch();
    vi.advanceTimersByTime(59_000);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true, false]);
    activity.touch();
    expect(changes).toEqual([true, false, true]);
    activity.dispose();
    vi.advanceTimersByTime(120_000);
    expect(changes).toEqual([true, false, true]);
  });

  it('drives the tracker: idle reading time past the cut-off is not counted', async () => {
    const { tracker, sent } = setup({ contentType: 2 });
    const activity = createReadingActivity({
      cutoffMs: 60_000,
      onChange: (active) => tracker.setPlaying(active),
    });
    activity.touch();
    await vi.advanceTimersByTimeAsync(200_000);
    // 60 s of reading: four 15-s heartbeats, then the clock stopped.
    expect(sent.map((item) => item.beat.total_tims)).toEqual([15, 15, 15, 15]);
  });
});
