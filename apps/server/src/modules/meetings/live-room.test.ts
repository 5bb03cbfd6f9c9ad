import type { Comment } from '@ia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRooms, type LiveSnapshot, type LiveStream } from './live-room';

/** A stream that keeps the events written to it, parsed. */
function recorder() {
  const chunks: string[] = [];
  let ended = false;
  const stream: LiveStream = {
    write: (chunk) => {
      chunks.push(chunk.toString());
      return true;
    },
    end: () => {
      ended = true;
    },
  };
  const events = () =>
    chunks
      .filter((chunk) => chunk.includes('event: live'))
      .map((chunk) => JSON.parse(chunk.slice(chunk.indexOf('data: ') + 6)) as Partial<LiveSnapshot>);
  return { stream, events, ended: () => ended };
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
});
