import type { Comment } from '@ia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRooms, type LiveSnapshot, type LiveStream } from './live-room';

/** A stream whose every write keeps the event loop busy for `ms`. */
function slowStream(ms: number): LiveStream {
  return {
    write: () => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    },
    end: () => {},
  };
}

/** A stream that keeps the events written to it, parsed, and when each live event was written. */
function recorder() {
  const chunks: string[] = [];
  const liveWrittenAt: number[] = [];
  let ended = false;
  const stream: LiveStream = {
    write: (chunk) => {
      const text = chunk.toString();
      chunks.push(text);
      if (text.includes('event: live')) liveWrittenAt.push(performance.now());
    },
    end: () => {
      ended = true;
    },
  };
  const events = () =>
    chunks
      .filter((chunk) => chunk.includes('event: live'))
      .map((chunk) => JSON.parse(chunk.slice(chunk.indexOf('data: ') + 6)) as Partial<LiveSnapshot>);
  return {
    stream,
    events,
    ended: () => ended,
    writtenAt: (index: number) => liveWrittenAt[index] ?? Number.NaN,
  };
}

/** A live meeting with one viewer and no comments. */
const startingSnapshot = (): LiveSnapshot => ({
  state: 'live',
  watching_now: 1,
  comment_count: 0,
  starts_in: 0,
  comments: { total: 0, data: [] },
});
const comment = (id: number) => ({ id, content: `评论 ${id}` }) as unknown as Comment;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('LiveRooms', () => {
  let rooms: LiveRooms | undefined;
  afterEach(() => rooms?.closeAll());

  it('reads once per tick for all its viewers, sends comments at once and a bare status change at most every statusPushMs', async () => {
    let reads = 0;
    let snapshot: LiveSnapshot = startingSnapshot();
    rooms = new LiveRooms({
      read: async () => {
        reads++;
        return snapshot;
      },
      tickMs: 10,
      statusPushMs: 60_000,
    });
    const first = recorder();
    const second = recorder();
    rooms.join(7, first.stream);
    rooms.join(7, second.stream);
    await until(() => first.events().length === 1 && second.events().length === 1);
    expect(first.events()[0]).toMatchObject({ watching_now: 1, comments: { total: 0 } });

    // The viewer count alone moves: not pushed before statusPushMs.
    snapshot = { ...snapshot, watching_now: 2 };
    const readsBefore = reads;
    await until(() => reads >= readsBefore + 3);
    expect(first.events()).toHaveLength(1);

    // A comment: pushed at the next tick, with the status as it is now.
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    await until(() => first.events().length === 2);
    expect(first.events()[1]).toMatchObject({ watching_now: 2, comment_count: 1, comments: { total: 1 } });
    expect(second.events()).toHaveLength(2);
    // One read per tick however many listen.
    expect(reads).toBeLessThan(200);

    // Whoever joins gets the newest status with the newest comments at once.
    const late = recorder();
    rooms.join(7, late.stream);
    expect(late.events()).toEqual([
      expect.objectContaining({ watching_now: 2, comments: { total: 1, data: [comment(1)] } }),
    ]);
  });

  it('sends a status-only event (no comments) once statusPushMs has passed', async () => {
    let snapshot: LiveSnapshot = startingSnapshot();
    rooms = new LiveRooms({ read: async () => snapshot, tickMs: 10, statusPushMs: 30 });
    const viewer = recorder();
    rooms.join(8, viewer.stream);
    await until(() => viewer.events().length === 1);
    snapshot = { ...snapshot, watching_now: 5 };
    await until(() => viewer.events().length === 2);
    expect(viewer.events()[1]).toEqual({ state: 'live', watching_now: 5, comment_count: 0, starts_in: 0 });
  });

  it('sends the last state and ends every stream once the meeting is over', async () => {
    let snapshot: LiveSnapshot = startingSnapshot();
    rooms = new LiveRooms({ read: async () => snapshot, tickMs: 10, statusPushMs: 60_000 });
    const viewer = recorder();
    rooms.join(9, viewer.stream);
    await until(() => viewer.events().length === 1);
    snapshot = { ...snapshot, state: 'ended' };
    await until(() => viewer.ended());
    expect(viewer.events().at(-1)).toMatchObject({ state: 'ended' });
    expect(rooms.listeners).toBe(0);
  });

  it('paces a large room: new comments and the status wait longer the more streams listen, and a held-back comment goes with the next push', async () => {
    let snapshot: LiveSnapshot = startingSnapshot();
    // 20 streams at 10 ms (comments) and 40 ms (status) per stream: 200 ms and 800 ms between pushes.
    rooms = new LiveRooms({
      read: async () => snapshot,
      tickMs: 10,
      statusPushMs: 30,
      pushMsPerStream: { status: 40, comments: 10 },
    });
    const viewer = recorder();
    rooms.join(10, viewer.stream);
    for (let i = 0; i < 19; i++) rooms.join(10, recorder().stream);
    await until(() => viewer.events().length === 1);

    // Measured between the writes themselves: the test's own polling would add its delay.
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    await until(() => viewer.events().length === 2);
    expect(viewer.writtenAt(1) - viewer.writtenAt(0)).toBeGreaterThanOrEqual(190);

    // The count alone moves, then a comment comes while the status waits: both go together, once.
    snapshot = { ...snapshot, watching_now: 20 };
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(viewer.events()).toHaveLength(2);
    snapshot = { ...snapshot, comment_count: 2, comments: { total: 2, data: [comment(2), comment(1)] } };
    await until(() => viewer.events().length === 3);
    expect(viewer.writtenAt(2) - viewer.writtenAt(1)).toBeGreaterThanOrEqual(290);
    expect(viewer.events()[2]).toMatchObject({ watching_now: 20, comments: { total: 2 } });
  });

  it('lets requests through while it writes to many streams', async () => {
    let turns = 0;
    let counting = true;
    const countTurns = () => {
      turns++;
      if (counting) setImmediate(countTurns);
    };
    const turnsAtWrite: number[] = [];
    const slowStream = (): LiveStream => ({
      write: () => {
        // A write that takes 0.2 ms, as one to a socket does under load.
        const until = performance.now() + 0.2;
        while (performance.now() < until);
        turnsAtWrite.push(turns);
      },
      end: () => {},
    });
    let snapshot: LiveSnapshot = startingSnapshot();
    rooms = new LiveRooms({
      read: async () => snapshot,
      tickMs: 10,
      pushMsPerStream: { status: 0, comments: 0 },
    });
    for (let i = 0; i < 500; i++) rooms.join(11, slowStream());
    await new Promise((resolve) => setTimeout(resolve, 30));
    turnsAtWrite.length = 0;
    setImmediate(countTurns);
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    await until(() => turnsAtWrite.length >= 500);
    counting = false;
    // 500 writes of 0.2 ms are 100 ms of work: written in several slices, with turns in between.
    expect(new Set(turnsAtWrite).size).toBeGreaterThanOrEqual(4);
  });

  it('reads at once when woken (a comment on another node), a burst of wakes being one read', async () => {
    let reads = 0;
    let snapshot: LiveSnapshot = startingSnapshot();
    rooms = new LiveRooms({
      read: async () => {
        reads++;
        return snapshot;
      },
      tickMs: 60_000,
    });
    const viewer = recorder();
    rooms.join(9, viewer.stream);
    await until(() => viewer.events().length === 1);
    // The next tick is a minute away: only the wake can bring the comment.
    await new Promise((resolve) => setTimeout(resolve, 120));
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    const readsBefore = reads;
    for (let i = 0; i < 5; i++) rooms.wake(9);
    rooms.wake(404);
    await until(() => viewer.events().length === 2);
    expect(viewer.events()[1]).toMatchObject({ comments: { total: 1 } });
    expect(reads - readsBefore).toBe(1);
  });

  it('reports each broadcast once, with the time from its first write to its last and the writing in it', async () => {
    let snapshot: LiveSnapshot = startingSnapshot();
    const broadcasts: number[] = [];
    const writing: number[] = [];
    rooms = new LiveRooms({
      read: async () => snapshot,
      tickMs: 10,
      statusPushMs: 60_000,
      onBroadcast: (seconds, writingSeconds) => {
        broadcasts.push(seconds);
        writing.push(writingSeconds);
      },
    });
    // Each write takes a millisecond: a broadcast to three streams takes at least three.
    const viewer = recorder();
    rooms.join(11, viewer.stream);
    rooms.join(11, slowStream(1));
    rooms.join(11, slowStream(1));
    await until(() => viewer.events().length === 1);
    // Nothing changes for a few ticks: nothing is broadcast, so nothing is reported.
    const before = broadcasts.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(broadcasts).toHaveLength(before);
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    await until(() => viewer.events().length === 2);
    await until(() => broadcasts.length === before + 1);
    const last = broadcasts.at(-1) ?? 0;
    // At least the two slow streams' writes, whatever order the room writes in.
    expect(last).toBeGreaterThanOrEqual(0.002);
    expect(last).toBeLessThan(1);
    // Three streams fit in one slice: all of it was writing.
    const lastWriting = writing.at(-1) ?? 0;
    expect(lastWriting).toBeGreaterThanOrEqual(0.002);
    expect(lastWriting).toBeLessThanOrEqual(last);
  });

  it('leaves the requests answered between write slices out of the writing time', async () => {
    let snapshot: LiveSnapshot = startingSnapshot();
    const reports: Array<[number, number]> = [];
    rooms = new LiveRooms({
      read: async () => snapshot,
      tickMs: 10,
      statusPushMs: 60_000,
      onBroadcast: (seconds, writingSeconds) => reports.push([seconds, writingSeconds]),
    });
    // 128 streams of 0.2 ms each: 25.6 ms of writes, so the broadcast yields between slices at least once.
    const viewer = recorder();
    rooms.join(12, viewer.stream);
    for (let index = 0; index < 128; index++) rooms.join(12, slowStream(0.2));
    await until(() => viewer.events().length === 1);
    // Work that runs whenever the broadcast yields: 30 ms each time, outside the writes.
    let busy = true;
    const hog = () => {
      if (!busy) return;
      const until = performance.now() + 30;
      while (performance.now() < until) {}
      setImmediate(hog);
    };
    const before = reports.length;
    snapshot = { ...snapshot, comment_count: 1, comments: { total: 1, data: [comment(1)] } };
    setImmediate(hog);
    await until(() => reports.length === before + 1);
    busy = false;
    const [seconds, writingSeconds] = reports.at(-1) ?? [0, 0];
    expect(writingSeconds).toBeGreaterThanOrEqual(0.0256);
    // At least one 30 ms turn of the hog fell inside the broadcast, and none of it counts as writing.
    expect(seconds - writingSeconds).toBeGreaterThanOrEqual(0.025);
  });
});
