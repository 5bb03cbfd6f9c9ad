/** A job the server runs on a timer: it must be safe to run twice at once, in two processes. */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** Also run once as soon as the timers start (work a fresh server should not wait an interval for). */
  runAtStart?: boolean;
  /** Does one round of work; answers how many items it handled (for the log). */
  run(): Promise<number>;
}

export interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the server's scheduled jobs (meeting reminders, …) inside the server process. No job
 * relies on being the only runner: each claims its work in the database, so two server
 * processes may run the same job at the same time. buildApp registers jobs; only server.ts
 * starts the timers (tests call runAll()).
 */
export class JobScheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<number>>();

  constructor(private readonly logger?: JobLogger) {}

  register(job: ScheduledJob): void {
    if (this.jobs.some((existing) => existing.name === job.name)) {
      throw new Error(`job ${job.name} is registered twice`);
    }
    this.jobs.push(job);
  }

  /** Starts every job's timer (the first run comes after one interval, or at once with `runAtStart`). */
  start(): void {
    for (const job of this.jobs) {
      if (job.runAtStart) void this.runJob(job);
      const timer = setInterval(() => {
        void this.runJob(job);
      }, job.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Stops the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
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

  /** One run of a job; a run still going in this process is joined rather than overlapped. */
  private runJob(job: ScheduledJob): Promise<number> {
    const current = this.running.get(job.name);
    if (current) return current;
    const run = job
      .run()
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
