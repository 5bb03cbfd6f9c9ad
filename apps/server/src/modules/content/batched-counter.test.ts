import { describe, expect, it } from 'vitest';
import { BatchedCounter } from './batched-counter';

describe('BatchedCounter', () => {
  it('writes the views counted since the last write, in one batch', async () => {
    const writes: Array<[number, number][]> = [];
    const counter = new BatchedCounter(async (views) => {
      writes.push([...views]);
    });
    counter.count(1);
    counter.count(1);
    counter.count(2);
    expect(counter.pendingOf(1)).toBe(2);
    await counter.flush();
    await counter.flush();
    expect(writes).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
    ]);
    expect(counter.pendingOf(1)).toBe(0);
  });

  it('keeps the views of a failed write for the next one', async () => {
    let fail = true;
    const written: Array<[number, number][]> = [];
    const counter = new BatchedCounter(async (views) => {
      if (fail) throw new Error('database away');
      written.push([...views]);
    });
    counter.count(7);
    await expect(counter.flush()).rejects.toThrow('database away');
    counter.count(7);
    fail = false;
    await counter.stop();
    expect(written).toEqual([[[7, 2]]]);
  });

  it('counts views that arrive while a write is under way in the next write', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const written: Array<[number, number][]> = [];
    const counter = new BatchedCounter(async (views) => {
      written.push([...views]);
      if (written.length === 1) await held;
    });
    counter.count(1);
    const first = counter.flush();
    await new Promise((resolve) => setImmediate(resolve));
    counter.count(1);
    const second = counter.flush();
    expect(written).toEqual([[[1, 1]]]);
    release();
    await Promise.all([first, second]);
    expect(written).toEqual([[[1, 1]], [[1, 1]]]);
  });

  it('keeps the order keys were first counted in, across a failed write', async () => {
    let fail = true;
    const written: Array<[string, number][]> = [];
    const counter = new BatchedCounter<string>(async (searches) => {
      if (fail) throw new Error('database away');
      written.push([...searches]);
    });
    counter.count('肺结节');
    counter.count('ct 增强');
    await expect(counter.flush()).rejects.toThrow('database away');
    counter.count('碘对比剂');
    counter.count('ct 增强');
    fail = false;
    await counter.flush();
    expect(written).toEqual([
      [
        ['肺结节', 1],
        ['ct 增强', 2],
        ['碘对比剂', 1],
      ],
    ]);
    expect(counter.countedOf('ct 增强')).toBe(2);
  });

  it('keeps counts in flight among the unwritten until their write commits', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const counter = new BatchedCounter(async () => {
      await held;
    });
    counter.count(5);
    counter.count(5);
    const writing = counter.flush();
    // A reader of the stored count (still without them) must add them while the write is under way.
    expect(counter.pendingOf(5)).toBe(2);
    counter.count(5);
    expect(counter.pendingOf(5)).toBe(3);
    release();
    await writing;
    expect(counter.pendingOf(5)).toBe(1);
  });
});
