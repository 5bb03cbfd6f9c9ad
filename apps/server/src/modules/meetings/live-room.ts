import type { Comment, MeetingLiveStatus, Page } from '@ia/shared';

/** What every viewer of a live meeting is shown at one moment (the push's `data`). */
export interface LiveSnapshot extends MeetingLiveStatus {
  /** The first page of comments with no personal flags (each client overlays its own). */
  comments: Page<Comment>;
}

/** The part of an HTTP response a room writes to (node's ServerResponse). */
export interface LiveStream {
  write(chunk: Buffer | string): boolean;
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
  onError?: (error: unknown, meetingId: number) => void;
}

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

  /** Ends every stream (the server is stopping); clients reconnect to another node or later. */
  closeAll(): void {
    for (const room of [...this.rooms.values()]) room.dispose();
  }
}

class LiveRoom {
  private readonly streams = new Set<LiveStream>();
  private readonly timer: NodeJS.Timeout;
  private version = 0;
  private lastData = '';
  /** The newest event, sent as it is to whoever joins. */
  private lastEvent: Buffer | null = null;
  private lastWriteAt = Date.now();
  private reading = false;
  private disposed = false;

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
    stream.write(`retry: ${retryMs}\n\n`);
    if (this.lastEvent) stream.write(this.lastEvent);
  }

  remove(stream: LiveStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.dispose();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearInterval(this.timer);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    this.onDisposed();
  }

  private async tick(): Promise<void> {
    // A slow read is not stacked under the next tick: that tick is skipped.
    if (this.reading || this.disposed) return;
    this.reading = true;
    try {
      const snapshot = await this.options.read(this.meetingId);
      if (this.disposed) return;
      if (!snapshot) {
        this.dispose();
        return;
      }
      const data = JSON.stringify(snapshot);
      if (data !== this.lastData) {
        this.lastData = data;
        this.version++;
        this.lastEvent = Buffer.from(`id: ${this.version}\nevent: live\ndata: ${data}\n\n`);
        this.broadcast(this.lastEvent);
      } else if (Date.now() - this.lastWriteAt >= this.pingMs) {
        this.broadcast(': ping\n\n');
      }
      if (FINAL_STATES.has(snapshot.state)) this.dispose();
    } catch (error) {
      this.options.onError?.(error, this.meetingId);
    } finally {
      this.reading = false;
    }
  }

  private broadcast(chunk: Buffer | string): void {
    this.lastWriteAt = Date.now();
    for (const stream of this.streams) stream.write(chunk);
  }
}
