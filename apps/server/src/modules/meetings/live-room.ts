import type { MeetingLiveSnapshot } from '@ia/shared';

/**
 * What every viewer of a live meeting is shown at one moment (the push's `data`, and GET
 * meeting/live-snapshot's answer): the first page of comments has no personal flags (each client
 * overlays its own).
 */
export type LiveSnapshot = MeetingLiveSnapshot;

/** Where a room writes one viewer's events (`eventStreamOf` adapts an HTTP response). */
export interface LiveStream {
  /** Sends bytes to the viewer; a room passes the same Buffer to every stream of a broadcast. */
  write(data: Buffer): void;
  end(): void;
}

interface LiveRoomsOptions {
  /** Reads a meeting's snapshot; undefined when it is gone (deleted, unpublished). */
  read: (meetingId: number) => Promise<LiveSnapshot | undefined>;
  /** How often a room reads its snapshot while someone listens. */
  tickMs?: number;
  /** A comment line is sent after this long without an event, so proxies keep the line open. */
  pingMs?: number;
  /** Reconnection delay the client is told (`retry:`). */
  retryMs?: number;
  /** A change of the status alone is pushed at most this often (default STATUS_PUSH_MS). */
  statusPushMs?: number;
  /** The pace of a large room: ms between pushes per stream listening (defaults below). */
  pushMsPerStream?: { status: number; comments: number };
  onError?: (error: unknown, meetingId: number) => void;
  /**
   * After each broadcast: how long writing it to every stream took, from the first write to the
   * last, and how much of that was spent writing (the rest is the requests answered between slices).
   */
  onBroadcast?: (seconds: number, writingSeconds: number) => void;
}

/**
 * A change of the status alone (the viewer count moves with every heartbeat) is pushed at most this
 * often; new comments go out within the tick. Each push is a write to every stream.
 */
const STATUS_PUSH_MS = 3000;
/**
 * A write to a stream costs tens of microseconds of system time (on loopback, the receiving side's
 * TCP work too), so in a large room a push is a cost per viewer: the status alone is pushed at most
 * once per `status` ms per stream (10,000 viewers: every 10 s), new comments at most once per
 * `comments` ms per stream (10,000 viewers: every 2 s). A room of a few hundred keeps the 3 s and
 * the tick. Measured in `npm run bench` (live-room-sse); decision 027.
 */
const PUSH_MS_PER_STREAM = { status: 1, comments: 0.2 };
/**
 * A broadcast writes for at most this long before it lets the event loop answer requests, so a push
 * to thousands of streams delays a request by one slice, not by the whole push. Shorter slices
 * stretch the push itself, longer ones delay calls: at 10,000 streams in the bench, 4 ms slices
 * brought the last viewer the event 250-360 ms after the first; 12 ms 200-370 ms, calls p99 at most
 * 128 ms; 20 ms no better for the push, calls p99 165 ms (decision 027).
 */
const WRITE_SLICE_MS = 12;
/** A woken room reads at most this often (each wake is a snapshot read on every node watching). */
const WAKE_GAP_MS = 100;
/** Writes between two looks at the clock. */
const WRITES_PER_CLOCK_CHECK = 32;

/** Once a meeting is in one of these states nothing will change for its viewers: the stream ends. */
const FINAL_STATES: ReadonlySet<string> = new Set(['ended', 'playback', 'cancelled']);

/**
 * Live meetings pushed to their viewers over Server-Sent Events. A room exists while someone
 * listens: it reads the snapshot once per tick (not once per viewer), serializes it once, and writes
 * the same bytes to every stream when it changed. Decision 027 says what may be stale and for how long.
 */
export class LiveRooms {
  private readonly rooms = new Map<number, LiveRoom>();
  private readonly tickMs: number;
  private readonly pingMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: LiveRoomsOptions) {
    this.tickMs = options.tickMs ?? 1000;
    this.pingMs = options.pingMs ?? 15_000;
    this.retryMs = options.retryMs ?? 5000;
  }

  /** Adds a viewer's stream to the meeting's room; answers how to take it out (on disconnect). */
  join(meetingId: number, stream: LiveStream): () => void {
    let room = this.rooms.get(meetingId);
    if (!room) {
      room = new LiveRoom(meetingId, this.options, this.tickMs, this.pingMs, () =>
        this.rooms.delete(meetingId),
      );
      this.rooms.set(meetingId, room);
    }
    room.add(stream, this.retryMs);
    const joined = room;
    return () => joined.remove(stream);
  }

  /** How many streams are open, over all rooms. */
  get listeners(): number {
    let total = 0;
    for (const room of this.rooms.values()) total += room.size;
    return total;
  }

  /**
   * Reads the meeting's snapshot now rather than at the next tick (a comment or a change on some
   * node; decision 031). Nothing happens when nobody on this node watches it.
   */
  wake(meetingId: number): void {
    this.rooms.get(meetingId)?.wake();
  }

  /** Wakes every room (a meeting changed in the console). */
  wakeAll(): void {
    for (const room of this.rooms.values()) room.wake();
  }

  /** Ends every stream (the server is stopping); clients reconnect to another node or later. */
  closeAll(): void {
    for (const room of [...this.rooms.values()]) room.dispose();
  }
}

class LiveRoom {
  private readonly streams = new Set<LiveStream>();
  private readonly timer: NodeJS.Timeout;
  private version = 0;
  private lastStatus = '';
  private lastComments = '';
  /** The newest status with the newest comments, sent as it is to whoever joins. */
  private lastEvent: Buffer | null = null;
  private lastWriteAt = Date.now();
  private lastPushAt = 0;
  private reading = false;
  private disposed = false;
  /** When the last read started, and a wake held back until WAKE_GAP_MS after it. */
  private readStartedAt = 0;
  private wakeTimer: NodeJS.Timeout | null = null;
  /** Woken while reading: the read may have started before the change, so read once more after it. */
  private readAgain = false;

  constructor(
    private readonly meetingId: number,
    private readonly options: LiveRoomsOptions,
    tickMs: number,
    private readonly pingMs: number,
    private readonly onDisposed: () => void,
  ) {
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    void this.tick();
  }

  get size(): number {
    return this.streams.size;
  }

  add(stream: LiveStream, retryMs: number): void {
    this.streams.add(stream);
    // One write with the headers (a socket write is the costly part of a join).
    const retry = Buffer.from(`retry: ${retryMs}\n\n`);
    stream.write(this.lastEvent ? Buffer.concat([retry, this.lastEvent]) : retry);
  }

  remove(stream: LiveStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.dispose();
  }

  /** A read now, or once WAKE_GAP_MS passed since the last one began (a burst of comments is one read). */
  wake(): void {
    if (this.disposed || this.wakeTimer) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    const wait = Math.max(0, this.readStartedAt + WAKE_GAP_MS - Date.now());
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      void this.tick();
    }, wait);
    this.wakeTimer.unref();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearInterval(this.timer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    this.onDisposed();
  }

  private async tick(): Promise<void> {
    // A slow read is not stacked under the next tick: that tick is skipped.
    if (this.reading || this.disposed) return;
    this.reading = true;
    this.readStartedAt = Date.now();
    try {
      const snapshot = await this.options.read(this.meetingId);
      if (this.disposed) return;
      if (!snapshot) {
        this.dispose();
        return;
      }
      const { comments, ...status } = snapshot;
      const statusJson = JSON.stringify(status);
      const commentsJson = JSON.stringify(comments);
      const final = FINAL_STATES.has(snapshot.state);
      const sinceLastPush = Date.now() - this.lastPushAt;
      const streams = this.streams.size;
      const pace = this.options.pushMsPerStream ?? PUSH_MS_PER_STREAM;
      const commentsDiffer = commentsJson !== this.lastComments;
      const commentsDue = commentsDiffer && (final || sinceLastPush >= streams * pace.comments);
      const statusDue =
        statusJson !== this.lastStatus &&
        (final ||
          sinceLastPush >= Math.max(this.options.statusPushMs ?? STATUS_PUSH_MS, streams * pace.status));
      if (commentsDue || statusDue) {
        this.lastStatus = statusJson;
        this.lastComments = commentsJson;
        this.version++;
        const full = `${statusJson.slice(0, -1)},"comments":${commentsJson}}`;
        this.lastEvent = Buffer.from(this.event(full));
        this.lastPushAt = Date.now();
        // Comments travel only when they changed (a status-only event is a tenth of the bytes); a
        // change held back by the comments' pace goes with the next push of either kind.
        await this.broadcast(commentsDiffer ? this.lastEvent : Buffer.from(this.event(statusJson)));
      } else if (Date.now() - this.lastWriteAt >= this.pingMs) {
        await this.broadcast(Buffer.from(': ping\n\n'));
      }
      if (final) this.dispose();
    } catch (error) {
      this.options.onError?.(error, this.meetingId);
    } finally {
      this.reading = false;
      if (this.readAgain) {
        this.readAgain = false;
        this.wake();
      }
    }
  }

  private event(data: string): string {
    return `id: ${this.version}\nevent: live\ndata: ${data}\n\n`;
  }

  /** Writes `chunk` to every stream, in slices of WRITE_SLICE_MS with requests answered in between. */
  private async broadcast(chunk: Buffer): Promise<void> {
    this.lastWriteAt = Date.now();
    const startedAt = performance.now();
    let sliceStart = startedAt;
    let writing = 0;
    let written = 0;
    for (const stream of [...this.streams]) {
      if (!this.streams.has(stream)) continue;
      stream.write(chunk);
      written += 1;
      if (written % WRITES_PER_CLOCK_CHECK !== 0) continue;
      const slice = performance.now() - sliceStart;
      if (slice >= WRITE_SLICE_MS) {
        writing += slice;
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    const endedAt = performance.now();
    writing += endedAt - sliceStart;
    this.options.onBroadcast?.((endedAt - startedAt) / 1000, writing / 1000);
  }
}
