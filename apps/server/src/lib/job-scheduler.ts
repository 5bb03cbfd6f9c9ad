/**
 * What a round of a job is given. A round with a lot to do works in chunks and rests between them
 * (`rest`), so it never holds the database, or PGlite's thread, for long while doctors are being
 * served; it stops early, leaving the rest to the next round, once `stopping`.
 */
export interface JobRound {
  /** Waits `ms` (not at all when run by runAll, and no longer once the scheduler stops). */
  rest(ms: number): Promise<void>;
  /** The scheduler is stopping: end the round at the next chunk. */
  readonly stopping: boolean;
}

/** A job the server runs on a timer: it must be safe to run twice at once, in two processes. */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** Also run once as soon as the timers start (work a fresh server should not wait an interval for). */
  runAtStart?: boolean;
  /** Does one round of work; answers how many items it handled (for the log). */
  run(round: JobRound): Promise<number>;
}

/** The round runAll gives, and tests running a job by hand: no rests (the work done at once). */
export const UNPACED_ROUND: JobRound = { rest: () => Promise.resolve(), stopping: false };

/**
 * Which node runs a job's timer round (db/job-leases.ts): with several nodes, each round is claimed
 * by one, so the work is done about once per interval, not once per node (decision 031).
 */
export interface JobLeases {
  /** True when this node may run the round; false when another ran it within its interval. */
  claim(name: string, intervalMs: number): Promise<boolean>;
  succeeded(name: string): Promise<void>;
  /** The round failed after its retries: any node may try at its next timer. */
  failed(name: string): Promise<void>;
}

/**
 * Each job's timer starts this much after the previous job's (modulo its interval), so rounds of
 * different jobs do not start in the same moment. The intervals are multiples of 15 s: without it,
 * every 60 s seven jobs started together, and on PGlite, whose queries run on the server's thread,
 * answers waited 215 ms behind them at a live meeting of 500 (the live-room bench).
 */
const JOB_PHASE_STEP_MS = 1500;

/** A timer round that fails is tried again after these pauses before it counts as failed. */
const JOB_RETRY_DELAYS_MS: readonly number[] = [1000, 4000, 16_000];

export interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the server's scheduled jobs (meeting reminders, …) inside the server process. No job
 * relies on being the only runner: each claims its work in the database, so two server
 * processes may run the same job at the same time. With `leases`, a timer round is claimed by one
 * node, so N nodes do the work once, not N times; a failing round is retried with growing pauses
 * (JOB_RETRY_DELAYS_MS). buildApp registers jobs; only server.ts starts the timers (tests and the
 * sandbox clock call runAll(), which runs at once, unclaimed and without retries).
 */
export class JobScheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<number>>();
  private stopping = false;
  /** Pauses between retries, ended early by stop(). */
  private readonly pauses = new Set<() => void>();

  constructor(
    private readonly logger?: JobLogger,
    private readonly leases?: JobLeases,
    private readonly retryDelaysMs: readonly number[] = JOB_RETRY_DELAYS_MS,
  ) {}

  register(job: ScheduledJob): void {
    if (this.jobs.some((existing) => existing.name === job.name)) {
      throw new Error(`job ${job.name} is registered twice`);
    }
    this.jobs.push(job);
  }

  /**
   * Starts every job's timer: the first run comes after one interval and the job's phase (its place
   * among the jobs times JOB_PHASE_STEP_MS), or also at once with `runAtStart`.
   */
  start(): void {
    this.stopping = false;
    for (const [index, job] of this.jobs.entries()) {
      if (job.runAtStart) void this.runRound(job);
      const startTimer = () => {
        const timer = setInterval(() => {
          void this.runRound(job);
        }, job.intervalMs);
        timer.unref();
        this.timers.push(timer);
      };
      const delay = setTimeout(startTimer, (index * JOB_PHASE_STEP_MS) % job.intervalMs);
      delay.unref();
      this.timers.push(delay);
    }
  }

  /** Stops the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    for (const endPause of [...this.pauses]) endPause();
    await Promise.allSettled(this.running.values());
  }

  /** Runs every job once now (tests; the sandbox clock after it moves). Answers items per job. */
  async runAll(): Promise<Record<string, number>> {
    const results: Record<string, number> = {};
    for (const job of this.jobs) results[job.name] = await this.runJob(job);
    return results;
  }

  names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  /** A timer's round: claimed (with leases), run with retries, and its outcome recorded. */
  private runRound(job: ScheduledJob): Promise<number> {
    const current = this.running.get(job.name);
    if (current) return current;
    const round = this.claimedRound(job).finally(() => this.running.delete(job.name));
    this.running.set(job.name, round);
    return round;
  }

  private async claimedRound(job: ScheduledJob): Promise<number> {
    if (this.leases) {
      const claimed = await this.leases.claim(job.name, job.intervalMs).catch((err: unknown) => {
        this.logger?.error({ err, job: job.name }, 'claiming a scheduled job failed');
        return false;
      });
      if (!claimed) return 0;
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const handled = await job.run(this.timerRound);
        if (handled > 0) this.logger?.info({ job: job.name, handled }, 'scheduled job ran');
        await this.leases?.succeeded(job.name).catch(() => {});
        return handled;
      } catch (err) {
        const retryIn = this.retryDelaysMs[attempt];
        if (retryIn === undefined || this.stopping) {
          this.logger?.error({ err, job: job.name, attempts: attempt + 1 }, 'scheduled job failed');
          await this.leases?.failed(job.name).catch(() => {});
          return 0;
        }
        this.logger?.error({ err, job: job.name, retryInMs: retryIn }, 'scheduled job failed; retrying');
        await this.pause(retryIn);
      }
    }
  }

  /** The round timer rounds are given: rests are real pauses, ended early by stop(). */
  private readonly timerRound: JobRound = (() => {
    const isStopping = () => this.stopping;
    return {
      rest: (ms: number) => (isStopping() ? Promise.resolve() : this.pause(ms)),
      get stopping() {
        return isStopping();
      },
    };
  })();

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.pauses.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      timer.unref();
      this.pauses.add(end);
    });
  }

  /** One run of a job now; a run still going in this process is joined rather than overlapped. */
  private runJob(job: ScheduledJob): Promise<number> {
    const current = this.running.get(job.name);
    if (current) return current;
    const run = job
      .run(UNPACED_ROUND)
      .then((handled) => {
        if (handled > 0) this.logger?.info({ job: job.name, handled }, 'scheduled job ran');
        return handled;
      })
      .catch((err: unknown) => {
        this.logger?.error({ err, job: job.name }, 'scheduled job failed');
        return 0;
      })
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}
