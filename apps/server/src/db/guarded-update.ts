import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// The console's stale-edit guard: an update applies only to the row the operator loaded.

/** The answer of a guarded update: the new row, or why nothing was written. */
export type GuardedUpdate<Row> = { kind: 'updated'; row: Row } | { kind: 'stale' } | { kind: 'missing' };

/**
 * Whether a row still carries the `updated_at` an operator edited. JavaScript dates hold
 * milliseconds and the column microseconds, so "the same" is within a millisecond either way;
 * every write moves `updated_at` on by at least 2 ms (see `nextUpdatedAt`), so a copy read
 * before the last write never falls inside that window.
 */
export function unchangedSince(column: PgColumn, editedAt: Date): SQL {
  const at = editedAt.toISOString();
  return sql`${column} > ${at}::timestamptz - interval '1 millisecond' and ${column} < ${at}::timestamptz + interval '1 millisecond'`;
}

/** The `updated_at` of a write at `now`: strictly later than the row's current one (a fixed test clock included). */
export function nextUpdatedAt(column: PgColumn, now: Date): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${column}) + interval '2 milliseconds')`;
}
