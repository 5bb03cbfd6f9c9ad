import { describe, expect, it } from 'vitest';
import { keptOrRead, keptRead, keptReads } from './kept-reads';

type Read = () => Promise<{ version: number }>;

/** A cache aged by a clock the test moves, and a read that waits until the test lets it answer. */
function setUp() {
  const clock = { ms: 1, now: () => clock.ms };
  const cache = keptReads<string, { version: number }>({ max: 10, ttl: 1000, perf: clock });
  let version = 0;
  let reads = 0;
  let answer: () => void = () => {};
  const read: Read = () => {
    reads++;
    return new Promise((resolve) => {
      answer = () => resolve({ version: ++version });
    });
  };
  const get = () => keptRead(cache, 'home', { context: read, ttl: 1000 });
  // lru-cache reuses its last reading of the clock for a millisecond.
  const moveClockTo = (ms: number) => {
    clock.ms = ms;
    return new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { get, moveClockTo, reads: () => reads, answer: () => answer() };
}

/** setUp with version 1 kept at the clock's start. */
async function keptOnce() {
  const kept = setUp();
  const first = kept.get();
  kept.answer();
  await first;
  return kept;
}

describe('keptRead', () => {
  it('shares one read among everyone asking for a missing value, then answers from memory', async () => {
    const { get, reads, answer } = setUp();
    const first = Promise.all([get(), get(), get()]);
    answer();
    expect(await first).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
    expect(await get()).toEqual({ version: 1 });
    expect(reads()).toBe(1);
  });

  it('answers a value gone stale at once while one read renews it', async () => {
    const { get, moveClockTo, reads, answer } = await keptOnce();

    await moveClockTo(1500);
    // Nobody waits on the renewing read, and it is started once.
    expect(await Promise.all([get(), get()])).toEqual([{ version: 1 }, { version: 1 }]);
    expect(reads()).toBe(2);
    answer();
    await moveClockTo(1501);
    expect(await get()).toEqual({ version: 2 });
  });

  it('waits for a new read once the value went stale more than its lifetime ago', async () => {
    const { get, moveClockTo, reads, answer } = await keptOnce();

    await moveClockTo(2200);
    let settled = false;
    const fresh = get().then((value) => {
      settled = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    answer();
    expect(await fresh).toEqual({ version: 2 });
    expect(reads()).toBe(2);
  });

  it('answers nothing when the read fails, so the caller reads for itself', async () => {
    const cache = keptReads<string, { version: number }>({ max: 10, ttl: 1000 });
    const failing: Read = () => Promise.reject(new Error('database gone'));
    expect(await keptRead(cache, 'home', { context: failing, ttl: 1000 })).toBeUndefined();
  });

  it('keeps nothing for a read that found nothing: the next caller reads again', async () => {
    const cache = keptReads<number, { version: number }>({ max: 10, ttl: 1000 });
    let reads = 0;
    const missing = async () => {
      reads++;
      return undefined;
    };
    expect(await keptRead(cache, 404, { context: missing, ttl: 1000 })).toBeUndefined();
    expect(await keptRead(cache, 404, { context: missing, ttl: 1000 })).toBeUndefined();
    expect(reads).toBe(2);
    expect(cache.has(404)).toBe(false);
  });

  it('keptOrRead reads for its caller alone when the shared read fails, keeping nothing', async () => {
    const cache = keptReads<string, { version: number }>({ max: 10, ttl: 1000 });
    let reads = 0;
    const flaky: Read = async () => {
      reads++;
      if (reads === 1) throw new Error('connection reset');
      return { version: reads };
    };
    expect(await keptOrRead(cache, 'home', flaky, 1000)).toEqual({ version: 2 });
    expect(cache.has('home')).toBe(false);
  });
});
