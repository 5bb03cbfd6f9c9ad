import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatWriter } from './heartbeat-writer';

/** A flush that records each batch and answers `item * 10`, settling when the test says so. */
function recordingFlush() {
  const batches: number[][] = [];
  const gates: Array<() => void> = [];
  let gated = false;
  const flush = async (items: number[]) => {
    batches.push([...items]);
    if (gated) await new Promise<void>((resolve) => gates.push(resolve));
    return items.map((item) => item * 10);
  };
  return {
    flush,
    batches,
    /** From now on each flush waits until `release()`. */
    hold() {
      gated = true;
    },
    release() {
      gated = false;
      for (const open of gates.splice(0)) open();
    },
  };
}

describe('HeartbeatWriter (group commit)', () => {
  it('writes concurrent items in one batch and gives each its own result', async () => {
    const recorder = recordingFlush();
    const writer = new HeartbeatWriter(recorder.flush, { delayMs: 5 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((item) => writer.write(item)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(recorder.batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('answers nobody before the batch is written', async () => {
    const recorder = recordingFlush();
    recorder.hold();
    const writer = new HeartbeatWriter(recorder.flush, { delayMs: 1 });
    let settled = false;
    const pending = writer.write(7).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorder.batches).toEqual([[7]]);
    expect(settled).toBe(false);
    recorder.release();
    expect(await pending).toBe(70);
  });

  it('writes a full batch at once without waiting for the timer, and splits what exceeds it', async () => {
    const recorder = recordingFlush();
    const writer = new HeartbeatWriter(recorder.flush, { delayMs: 60_000, maxBatch: 3 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((item) => writer.write(item)));
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    expect(recorder.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('collects what arrives during a write into the next single batch', async () => {
    const recorder = recordingFlush();
    recorder.hold();
    const writer = new HeartbeatWriter(recorder.flush, { delayMs: 1 });
    const first = writer.write(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = [2, 3, 4].map((item) => writer.write(item));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recorder.batches).toEqual([[1]]);
    recorder.release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
    expect(recorder.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every waiter of a failed batch, and the next batch still writes', async () => {
    let calls = 0;
    const writer = new HeartbeatWriter<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        return items.map((item) => item * 10);
      },
      { delayMs: 2 },
    );
    const outcomes = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await writer.write(4)).toBe(40);
  });

  it('rejects the batch when the flush answers the wrong number of results', async () => {
    const writer = new HeartbeatWriter<number, number>(async () => [1], { delayMs: 1 });
    const outcomes = await Promise.allSettled([writer.write(1), writer.write(2)]);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
  });

  it('drain writes what is queued without waiting for the timer', async () => {
    const recorder = recordingFlush();
    const writer = new HeartbeatWriter(recorder.flush, { delayMs: 60_000 });
    const pending = [writer.write(1), writer.write(2)];
    await writer.drain();
    expect(recorder.batches).toEqual([[1, 2]]);
    expect(await Promise.all(pending)).toEqual([10, 20]);
    await writer.drain();
    expect(recorder.batches).toHaveLength(1);
  });

  describe('spacing', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A flush that records each batch with when it started (the fake clock's ms). */
    function timedFlush() {
      const batches: { items: number[]; at: number }[] = [];
      const flush = async (items: number[]) => {
        batches.push({ items: [...items], at: performance.now() });
        return items.map((item) => item * 10);
      };
      return { flush, batches };
    }

    it('starts a batch no sooner than spacingMs after the last one, with what came meanwhile', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const recorder = timedFlush();
      const writer = new HeartbeatWriter(recorder.flush, { delayMs: 1, spacingMs: 50 });
      const start = performance.now();
      const results = [writer.write(1)];
      await vi.advanceTimersByTimeAsync(5);
      results.push(writer.write(2));
      await vi.advanceTimersByTimeAsync(5);
      results.push(writer.write(3));
      await vi.advanceTimersByTimeAsync(30);
      // Without the spacing 2 and 3 would each have gone 1 ms after it came, alone.
      expect(recorder.batches.map((batch) => batch.items)).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(20);
      expect(await Promise.all(results)).toEqual([10, 20, 30]);
      expect(recorder.batches.map((batch) => batch.items)).toEqual([[1], [2, 3]]);
      expect(recorder.batches.map((batch) => batch.at - start)).toEqual([1, 51]);
    });

    it('lets an item after a quiet spell wait only delayMs', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const recorder = timedFlush();
      const writer = new HeartbeatWriter(recorder.flush, { delayMs: 2, spacingMs: 50 });
      const first = writer.write(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(await first).toBe(10);
      const quietAt = performance.now();
      const second = writer.write(2);
      await vi.advanceTimersByTimeAsync(2);
      expect(await second).toBe(20);
      expect(recorder.batches.map((batch) => batch.at - quietAt)).toEqual([-198, 2]);
    });

    it('writes a full batch at once, whatever the spacing', async () => {
      const recorder = recordingFlush();
      const writer = new HeartbeatWriter(recorder.flush, { delayMs: 5, spacingMs: 60_000, maxBatch: 2 });
      expect(await Promise.all([writer.write(1), writer.write(2)])).toEqual([10, 20]);
      expect(await Promise.all([writer.write(3), writer.write(4)])).toEqual([30, 40]);
      expect(recorder.batches).toEqual([
        [1, 2],
        [3, 4],
      ]);
    });

    it('writes a batch that filled up while one was in flight at once; a smaller one waits out the spacing', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const recorder = timedFlush();
      const writer = new HeartbeatWriter(recorder.flush, { delayMs: 1, spacingMs: 50, fullBatch: 3 });
      const start = performance.now();
      const first = writer.write(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(await first).toBe(10);
      // Three come together: full, so they go now and not at 51 ms.
      const full = [2, 3, 4].map((item) => writer.write(item));
      await vi.advanceTimersByTimeAsync(0);
      expect(await Promise.all(full)).toEqual([20, 30, 40]);
      // Two more are not full: they wait until 50 ms after the full batch started.
      const small = [5, 6].map((item) => writer.write(item));
      await vi.advanceTimersByTimeAsync(40);
      expect(recorder.batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
      await vi.advanceTimersByTimeAsync(20);
      expect(await Promise.all(small)).toEqual([50, 60]);
      expect(recorder.batches.map((batch) => batch.at - start)).toEqual([1, 5, 55]);
    });

    it('drain writes at once, whatever the spacing', async () => {
      const recorder = recordingFlush();
      const writer = new HeartbeatWriter(recorder.flush, { delayMs: 0, spacingMs: 60_000 });
      expect(await writer.write(1)).toBe(10);
      const second = writer.write(2);
      await writer.drain();
      expect(await second).toBe(20);
      expect(recorder.batches).toEqual([[1], [2]]);
    });
  });
});
