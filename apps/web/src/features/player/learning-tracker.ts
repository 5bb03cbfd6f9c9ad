import { HEARTBEAT_INTERVAL_S } from '@ia/shared';

/**
 * The heartbeat clock of one visit (issue 4; live and playback meetings reuse it in issue 5). It
 * counts only active seconds (playing or reading, not seeking, the page visible) and reports them
 * as heartbeats: one every `intervalSeconds` of active time, plus the remainder whenever the clock
 * stops for a reason the user may not come back from (pause, end, hidden tab, leaving). Every
 * heartbeat carries the session id and its own sequence number, so the server counts a replay
 * once: a heartbeat that failed is resent with the same sequence until it is acknowledged, never
 * merged into a later one (that one might have been counted already).
 *
 * What a heartbeat says is the caller's (`makeBeat`): learning time posts LEARN beats to learn-log
 * (`createLearningTracker`), meetings post MEETING_VIEW beats to score-log/meetingview. Pure logic
 * over timers and an injected `send`, so it is unit-tested with fake timers; the React wiring is
 * hooks/use-heartbeat-clock.ts.
 */

export interface HeartbeatPayload {
  session_num: string;
  /** 1, 2, 3… within the session; a resend keeps its number. */
  sequence: number;
  content_id: number;
  /** typeMap of the content. */
  type: number;
  action_type: 'LEARN';
  /** Active seconds since the previous heartbeat. */
  total_tims: number;
  /** Playback second (video) or scroll share 0..100 (text-and-image). */
  position: number;
  time_type: 2;
  content_type: number;
  /** The campaign (and its section) the content is learned in, when opened from one. */
  campain_id?: number;
  section_id?: number;
}

export interface SendOptions {
  /** The page may be going away: send with fetch keepalive. */
  keepalive: boolean;
}

/** What every heartbeat carries, whatever else it says. */
export interface HeartbeatBase {
  /** 1, 2, 3… within the session; a resend keeps its number. */
  sequence: number;
}

export interface HeartbeatClockOptions<Beat extends HeartbeatBase> {
  /** The heartbeat of `seconds` active seconds, made when they are counted, at `position`. */
  makeBeat: (sequence: number, seconds: number, position: number) => Beat;
  getPosition: () => number;
  send: (beat: Beat, options: SendOptions) => Promise<unknown>;
  /** Whether a failed send is worth retrying (network trouble) or final (the server refused). */
  isRetryable?: (error: unknown) => boolean;
  intervalSeconds?: number;
  /** Wait before resending failed heartbeats. */
  retryDelayMs?: number;
  now?: () => number;
}

export interface LearningTrackerOptions extends Omit<HeartbeatClockOptions<HeartbeatPayload>, 'makeBeat'> {
  sessionNum: string;
  contentId: number;
  type: number;
  contentType: number;
}

export interface HeartbeatClock {
  /** Playing (video), or reading: the user interacted recently (text-and-image). False flushes. */
  setPlaying(playing: boolean): void;
  /** While the user drags the playhead nothing is counted. */
  setSeeking(seeking: boolean): void;
  /** Page visibility; hidden flushes (a hidden tab may never come back). */
  setVisible(visible: boolean): void;
  /** Sends the unsent whole seconds and every unacknowledged heartbeat, with keepalive. */
  flush(): void;
  /** Flushes, then stops for good (leaving the page or switching content). */
  dispose(): void;
  /** Active milliseconds not yet put in a heartbeat (for tests and diagnostics). */
  unsentMs(): number;
  /** Heartbeats waiting for an acknowledgement. */
  pendingSequences(): number[];
}

/** The learning clock: the heartbeat clock posting LEARN beats. */
export type LearningTracker = HeartbeatClock;

export const RETRY_DELAY_MS = 5_000;

/** The LEARN heartbeats of one learning session on a content. */
export function learningBeats(session: {
  sessionNum: string;
  contentId: number;
  type: number;
  contentType: number;
}): HeartbeatClockOptions<HeartbeatPayload>['makeBeat'] {
  return (sequence, seconds, position) => ({
    session_num: session.sessionNum,
    sequence,
    content_id: session.contentId,
    type: session.type,
    action_type: 'LEARN',
    total_tims: seconds,
    position,
    time_type: 2,
    content_type: session.contentType,
  });
}

/** Learning time (POST learn-log): LEARN beats of a content. */
export function createLearningTracker(options: LearningTrackerOptions): LearningTracker {
  return createHeartbeatClock<HeartbeatPayload>({ ...options, makeBeat: learningBeats(options) });
}

export function createHeartbeatClock<Beat extends HeartbeatBase>(
  options: HeartbeatClockOptions<Beat>,
): HeartbeatClock {
  const intervalMs = (options.intervalSeconds ?? HEARTBEAT_INTERVAL_S) * 1000;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const now = options.now ?? (() => Date.now());
  const isRetryable = options.isRetryable ?? (() => true);

  let playing = false;
  let seeking = false;
  let visible = true;
  /** Disposed, or the server refused a heartbeat: nothing more is counted or sent. */
  let stopped = false;

  let accumulatedMs = 0;
  let activeSince: number | null = null;
  let tickTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let nextSequence = 1;
  const queue: Beat[] = [];
  const inFlight = new Set<number>();

  const isActive = () => playing && !seeking && visible && !stopped;

  /** Moves the running clock's time into `accumulatedMs`. */
  function settleClock(): void {
    if (activeSince === null) return;
    const at = now();
    accumulatedMs += Math.max(0, at - activeSince);
    activeSince = at;
  }

  function clearTick(): void {
    if (tickTimer !== null) clearTimeout(tickTimer);
    tickTimer = null;
  }

  function scheduleTick(): void {
    clearTick();
    tickTimer = setTimeout(handleTick, Math.max(0, intervalMs - accumulatedMs));
  }

  function update(): void {
    const active = isActive();
    if (active && activeSince === null) {
      activeSince = now();
      scheduleTick();
    } else if (!active && activeSince !== null) {
      settleClock();
      activeSince = null;
      clearTick();
    }
  }

  /** Puts the whole seconds counted so far in a new heartbeat. */
  function enqueueUnsent(): void {
    const seconds = Math.floor(accumulatedMs / 1000);
    if (seconds < 1) return;
    accumulatedMs -= seconds * 1000;
    queue.push(options.makeBeat(nextSequence, seconds, Math.max(0, Math.round(options.getPosition()))));
    nextSequence += 1;
  }

  function handleTick(): void {
    tickTimer = null;
    settleClock();
    if (accumulatedMs >= intervalMs) {
      enqueueUnsent();
      pump(false);
    }
    if (isActive()) scheduleTick();
  }

  function scheduleRetry(): void {
    if (retryTimer !== null || stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      pump(false);
    }, retryDelayMs);
  }

  function stop(): void {
    stopped = true;
    settleClock();
    activeSince = null;
    clearTick();
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function dispatch(beat: Beat, keepalive: boolean): void {
    inFlight.add(beat.sequence);
    options.send(beat, { keepalive }).then(
      () => {
        inFlight.delete(beat.sequence);
        const index = queue.indexOf(beat);
        if (index >= 0) queue.splice(index, 1);
      },
      (error: unknown) => {
        inFlight.delete(beat.sequence);
        if (!queue.includes(beat)) return;
        if (isRetryable(error)) {
          scheduleRetry();
        } else {
          // The server refused (trial over, content gone): its popup or toast says why; counting on is pointless.
          queue.length = 0;
          stop();
        }
      },
    );
  }

  /**
   * Sends what is queued. Normally a heartbeat already on its way is left alone; with keepalive
   * it is sent again, since the page going away may cancel the ordinary request (the server
   * acknowledges a replay without counting it twice).
   */
  function pump(keepalive: boolean): void {
    for (const beat of [...queue]) {
      if (keepalive || !inFlight.has(beat.sequence)) dispatch(beat, keepalive);
    }
  }

  function flush(): void {
    if (stopped) return;
    settleClock();
    enqueueUnsent();
    if (queue.length > 0) pump(true);
    // The clock keeps running if still active; the next tick is a full interval of new time away.
    if (isActive()) scheduleTick();
  }

  return {
    setPlaying(value) {
      if (playing === value) return;
      playing = value;
      update();
      if (!value) flush();
    },
    setSeeking(value) {
      seeking = value;
      update();
    },
    setVisible(value) {
      if (visible === value) return;
      visible = value;
      update();
      if (!value) flush();
    },
    flush,
    dispose() {
      flush();
      stop();
    },
    unsentMs() {
      return accumulatedMs + (activeSince === null ? 0 : Math.max(0, now() - activeSince));
    },
    pendingSequences() {
      return queue.map((beat) => beat.sequence);
    },
  };
}

/**
 * Text-and-image reading: the reader is "active" from an interaction (scroll, touch, key) until
 * `cutoffMs` pass without another one (READING_IDLE_CUTOFF_S).
 */
export interface ReadingActivity {
  touch(): void;
  dispose(): void;
}

export function createReadingActivity(options: {
  cutoffMs: number;
  onChange: (active: boolean) => void;
}): ReadingActivity {
  let active = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    touch() {
      if (timer !== null) clearTimeout(timer);
      if (!active) {
        active = true;
        options.onChange(true);
      }
      timer = setTimeout(() => {
        timer = null;
        active = false;
        options.onChange(false);
      }, options.cutoffMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
