import { eq, sql } from 'drizzle-orm';
import type { JobLeases } from '../lib/job-scheduler';
import type { Database } from './client';
import { scheduledJobLeases } from './job-leases.table';

/**
 * A claimed run keeps the job from other nodes for this share of its interval: timers of two nodes
 * never fire exactly an interval apart, and a node whose timer comes a little early must not lose
 * its turn to one that ran just before.
 */
const LEASE_SHARE = 0.9;

/** The job leases in the database: one row per job, claimed by one statement (decision 031). */
export class JobLeasesRepository implements JobLeases {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async claim(name: string, intervalMs: number): Promise<boolean> {
    const now = this.now();
    const runAfter = new Date(now.getTime() + Math.round(intervalMs * LEASE_SHARE));
    const claimed = await this.db
      .insert(scheduledJobLeases)
      .values({ name, runAfter, failures: 0, updatedAt: now })
      .onConflictDoUpdate({
        target: scheduledJobLeases.name,
        set: { runAfter, updatedAt: now },
        setWhere: sql`${scheduledJobLeases.runAfter} <= ${now}`,
      })
      .returning({ name: scheduledJobLeases.name });
    return claimed.length > 0;
  }

  async succeeded(name: string): Promise<void> {
    await this.db.update(scheduledJobLeases).set({ failures: 0 }).where(eq(scheduledJobLeases.name, name));
  }

  async failed(name: string): Promise<void> {
    const now = this.now();
    await this.db
      .update(scheduledJobLeases)
      .set({ runAfter: now, failures: sql`${scheduledJobLeases.failures} + 1`, updatedAt: now })
      .where(eq(scheduledJobLeases.name, name));
  }
}
