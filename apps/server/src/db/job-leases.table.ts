import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Which node may run a scheduled job next (lib/job-scheduler.ts, decision 031): a node's timer
 * claims the row when `run_after` has passed and moves it one interval on, in one statement, so a
 * job runs about once per interval however many nodes there are. A run that failed after its retries
 * sets `run_after` back to now, for the next timer of any node.
 */
export const scheduledJobLeases = pgTable('scheduled_job_leases', {
  name: varchar('name', { length: 64 }).primaryKey(),
  runAfter: timestampTz('run_after').notNull(),
  /** Runs in a row that failed after their retries (0 after a success). */
  failures: integer('failures').notNull().default(0),
  updatedAt: timestampTz('updated_at').notNull(),
});
