import { type MeetingLiveEvent, readMeetingLiveEvents } from '../api/live-events';

/**
 * What the live page listens to: `connecting` (the first stream is being opened), `streaming` (an
 * event came through), `polling` (the stream could not be opened or dropped: the page polls as
 * it did before issue 12 while a reconnect waits), `ended` (the meeting is no longer live).
 */
export type LiveChannelMode = 'connecting' | 'streaming' | 'polling' | 'ended';

interface LiveChannelHandlers {
  onSnapshot: (snapshot: MeetingLiveEvent) => void;
  onMode: (mode: LiveChannelMode) => void;
}

/** The contract's `retry: 5000`, for a stream that never got as far as saying it. */
const DEFAULT_RETRY_MS = 5_000;
/** Repeated failures double the wait up to this. */
const MAX_RETRY_MS = 60_000;

/**
 * Up to half as long again at random, so ten thousand phones dropped by one server restart do not
 * come back in the same second.
 */
function reconnectDelay(retryMs: number, failures: number, random: number): number {
  const backedOff = retryMs * 2 ** Math.max(0, failures - 1);
  return Math.min(MAX_RETRY_MS, backedOff * (1 + random / 2));
}

/**
 * Keeps one stream open for a live meeting: reconnects after the server's `retry` (doubled after
 * each connection that delivered nothing), stops for good on `ended`, and while the page is
 * hidden holds no connection at all (on return it reconnects at once: a phone may have lost the
 * line without a word). Returns the function that closes it.
 */
export function startLiveChannel(meetingId: number, handlers: LiveChannelHandlers): () => void {
  let mode: LiveChannelMode | undefined;
  let connection: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;

  const setMode = (next: LiveChannelMode) => {
    if (mode === next) return;
    mode = next;
    handlers.onMode(next);
  };

  const connect = async () => {
    timer = undefined;
    const current = new AbortController();
    connection = current;
    let delivered = false;
    const outcome = await readMeetingLiveEvents(
      meetingId,
      {
        onSnapshot: (snapshot) => {
          delivered = true;
          setMode(snapshot.state === 'live' ? 'streaming' : 'ended');
          handlers.onSnapshot(snapshot);
        },
        onRetry: (ms) => {
          retryMs = ms;
        },
      },
      current.signal,
    );
    // Closed, or set aside while the page is hidden: whoever did it decides what comes next.
    if (connection !== current) return;
    connection = null;
    if (outcome === 'ended') return;
    failures = delivered ? 1 : failures + 1;
    setMode('polling');
    timer = setTimeout(() => void connect(), reconnectDelay(retryMs, failures, Math.random()));
  };

  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
    const open = connection;
    connection = null;
    open?.abort();
  };

  const handleVisibility = () => {
    if (mode === 'ended') return;
    if (document.visibilityState === 'hidden') {
      pause();
    } else if (connection === null) {
      clearTimeout(timer);
      failures = 0;
      void connect();
    }
  };

  setMode('connecting');
  void connect();
  document.addEventListener('visibilitychange', handleVisibility);
  return () => {
    document.removeEventListener('visibilitychange', handleVisibility);
    pause();
  };
}
