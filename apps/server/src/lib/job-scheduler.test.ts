import { describe, expect, it, vi } from 'vitest';
import { JobScheduler } from './job-scheduler';

describe('JobScheduler', () => {
  it('runs every job once on runAll and answers what each handled', async () => {
    const jobs = new JobScheduler();
    jobs.register({ name: 'a', intervalMs: 1000, run: async () => 2 });
    jobs.register({ name: 'b', intervalMs: 1000, run: async () => 0 });
    expect(await jobs.runAll()).toEqual({ a: 2, b: 0 });
    expect(jobs.names()).toEqual(['a', 'b']);
  });

  it('refuses a job registered twice', () => {
    const jobs = new JobScheduler();
    jobs.register({ name: 'a', intervalMs: 1000, run: async () => 0 });
    expect(() => jobs.register({ name: 'a', intervalMs: 5, run: async () => 0 })).toThrow(/twice/);
  });

  it('joins a run in progress instead of overlapping it', async () => {
    const jobs = new JobScheduler();
    let release: (value: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    jobs.register({ name: 'slow', intervalMs: 1000, run });
    const first = jobs.runAll();
    const second = jobs.runAll();
    release(3);
    expect(await first).toEqual({ slow: 3 });
    expect(await second).toEqual({ slow: 3 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failing job and goes on with the others', async () => {
    const error = vi.fn();
    const jobs = new JobScheduler({ info: () => {}, error });
    jobs.register({ name: 'broken', intervalMs: 1000, run: async () => Promise.reject(new Error('boom')) });
    jobs.register({ name: 'fine', intervalMs: 1000, run: async () => 1 });
    expect(await jobs.runAll()).toEqual({ broken: 0, fine: 1 });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'broken' }), 'scheduled job failed');
  });

  it('runs jobs on their timers once started, and stops them', async () => {
    vi.useFakeTimers();
    try {
      const jobs = new JobScheduler();
      const run = vi.fn(async () => 0);
      jobs.register({ name: 'tick', intervalMs: 100, run });
      jobs.start();
      await vi.advanceTimersByTimeAsync(350);
      expect(run).toHaveBeenCalledTimes(3);
      await jobs.stop();
      await vi.advanceTimersByTimeAsync(500);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
  it('spreads the rounds of jobs whose intervals are multiples of each other over time', async () => {
    vi.useFakeTimers();
    try {
      const jobs = new JobScheduler();
      const starts: { name: string; at: number }[] = [];
      for (const [name, intervalMs] of [
        ['reminders', 15_000],
        ['notices', 15_000],
        ['points', 30_000],
        ['medals', 30_000],
        ['analytics', 60_000],
      ] as const) {
        jobs.register({
          name,
          intervalMs,
          run: async () => {
            starts.push({ name, at: Date.now() });
            return 0;
          },
        });
      }
      const startedAt = Date.now();
      jobs.start();
      await vi.advanceTimersByTimeAsync(300_000);
      // Every job still runs once per interval (its first round comes later by its phase)…
      const runsOf = (name: string) => starts.filter((start) => start.name === name).length;
      expect(['reminders', 'notices', 'points', 'medals', 'analytics'].map(runsOf)).toEqual([
        20, 19, 9, 9, 4,
      ]);
      // …and no two rounds start within a second of each other.
      const times = starts.map((start) => start.at - startedAt).sort((a, b) => a - b);
      const gaps = times.slice(1).map((at, index) => at - (times[index] ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears a timer still waiting for its phase on stop', async () => {
    vi.useFakeTimers();
    try {
      const jobs = new JobScheduler();
      const first = vi.fn(async () => 0);
      const second = vi.fn(async () => 0);
      jobs.register({ name: 'first', intervalMs: 15_000, run: first });
      jobs.register({ name: 'second', intervalMs: 15_000, run: second });
      jobs.start();
      await jobs.stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(first).not.toHaveBeenCalled();
      expect(second).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a runAtStart job as soon as the timers start, then on its interval', async () => {
    vi.useFakeTimers();
    try {
      const jobs = new JobScheduler();
      const eager = vi.fn(async () => 0);
      const patient = vi.fn(async () => 0);
      jobs.register({ name: 'eager', intervalMs: 100, runAtStart: true, run: eager });
      jobs.register({ name: 'patient', intervalMs: 100, run: patient });
      jobs.start();
      expect(eager).toHaveBeenCalledTimes(1);
      expect(patient).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(150);
      expect(eager).toHaveBeenCalledTimes(2);
      expect(patient).toHaveBeenCalledTimes(1);
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a timer round rests that really pause, and ends them and the round on stop', async () => {
    vi.useFakeTimers();
    try {
      const jobs = new JobScheduler();
      const chunksDone: number[] = [];
      jobs.register({
        name: 'chunked',
        intervalMs: 100,
        run: async (round) => {
          for (let chunk = 1; chunk <= 3; chunk++) {
            if (round.stopping) break;
            chunksDone.push(chunk);
            await round.rest(1000);
          }
          return chunksDone.length;
        },
      });
      jobs.start();
      await vi.advanceTimersByTimeAsync(100);
      expect(chunksDone).toEqual([1]);
      await vi.advanceTimersByTimeAsync(999);
      expect(chunksDone).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(chunksDone).toEqual([1, 2]);
      // Stopping ends the rest at once, and the round sees it is to stop before its third chunk.
      await jobs.stop();
      expect(chunksDone).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs runAll rounds without rests', async () => {
    const jobs = new JobScheduler();
    jobs.register({
      name: 'chunked',
      intervalMs: 100,
      run: async (round) => {
        await round.rest(60_000);
        await round.rest(60_000);
        return 2;
      },
    });
    expect(await jobs.runAll()).toEqual({ chunked: 2 });
  });
});

describe('JobScheduler with leases (several nodes)', () => {
  const leases = (claims: boolean[]) => {
    const calls: string[] = [];
    return {
      calls,
      claim: vi.fn(async (name: string) => {
        calls.push(`claim:${name}`);
        return claims.shift() ?? false;
      }),
      succeeded: vi.fn(async (name: string) => {
        calls.push(`succeeded:${name}`);
      }),
      failed: vi.fn(async (name: string) => {
        calls.push(`failed:${name}`);
      }),
    };
  };

  it('runs a timer round only when this node claims it', async () => {
    vi.useFakeTimers();
    try {
      const lease = leases([true, false, true]);
      const jobs = new JobScheduler(undefined, lease);
      const run = vi.fn(async () => 1);
      jobs.register({ name: 'tick', intervalMs: 100, run });
      jobs.start();
      await vi.advanceTimersByTimeAsync(350);
      expect(run).toHaveBeenCalledTimes(2);
      expect(lease.calls).toEqual([
        'claim:tick',
        'succeeded:tick',
        'claim:tick',
        'claim:tick',
        'succeeded:tick',
      ]);
      // The sandbox clock and the tests run at once, unclaimed.
      expect(await jobs.runAll()).toEqual({ tick: 1 });
      expect(lease.claim).toHaveBeenCalledTimes(3);
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a failing round after growing pauses, then hands it to the next timer of any node', async () => {
    vi.useFakeTimers();
    try {
      const lease = leases([true, true]);
      const error = vi.fn();
      const jobs = new JobScheduler({ info: () => {}, error }, lease, [50, 200]);
      let attempts = 0;
      const run = vi.fn(async () => {
        attempts++;
        if (attempts <= 3) throw new Error(`boom ${attempts}`);
        return 4;
      });
      jobs.register({ name: 'flaky', intervalMs: 1000, run });
      jobs.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(49);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(200);
      expect(run).toHaveBeenCalledTimes(3);
      expect(lease.calls).toEqual(['claim:flaky', 'failed:flaky']);
      expect(error).toHaveBeenLastCalledWith(
        expect.objectContaining({ job: 'flaky', attempts: 3 }),
        'scheduled job failed',
      );
      // The next round (on this node here) succeeds.
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(4);
      expect(lease.calls.at(-1)).toBe('succeeded:flaky');
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once while a round waits to retry', async () => {
    const lease = leases([true]);
    const jobs = new JobScheduler({ info: () => {}, error: () => {} }, lease, [60_000]);
    let attempted: () => void = () => {};
    const failedOnce = new Promise<void>((resolve) => (attempted = resolve));
    jobs.register({
      name: 'stuck',
      intervalMs: 60_000,
      runAtStart: true,
      run: async () => {
        attempted();
        throw new Error('down');
      },
    });
    jobs.start();
    await failedOnce;
    const started = Date.now();
    await jobs.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lease.failed).toHaveBeenCalledWith('stuck');
  });
});
