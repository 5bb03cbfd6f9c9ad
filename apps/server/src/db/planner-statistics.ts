import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** How often the embedded database refreshes its planner statistics. */
const ANALYZE_INTERVAL_MS = 15 * 60_000;

/**
 * Keeps the query planner's statistics fresh on embedded PGlite, which has no autovacuum daemon:
 * without them the planner guesses row counts and picks scans that are ten times slower once
 * a table holds thousands of rows (the bench measured home/recommend at 55 ms before ANALYZE
 * and 3 ms after, on 10 000 contents). Runs once now and then every 15 minutes; PostgreSQL's own
 * autovacuum does this for a server. Returns the stop function for shutdown.
 */
export function keepPlannerStatisticsFresh(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
  intervalMs = ANALYZE_INTERVAL_MS,
): { ready: Promise<void>; stop(): void } {
  if (database.kind !== 'pglite') return { ready: Promise.resolve(), stop() {} };
  const analyze = () => database.db.execute(sql`analyze`).then(() => undefined, onError);
  const timer = setInterval(() => void analyze(), intervalMs);
  timer.unref();
  return { ready: analyze(), stop: () => clearInterval(timer) };
}
