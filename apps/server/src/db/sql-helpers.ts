// Helpers for SQL that several repositories write the same way. Both drivers (PostgreSQL and
// PGlite) report the same SQLSTATEs; Drizzle may wrap the driver's error in `cause`.

import { CHINA_UTC_OFFSET_HOURS } from '@ia/shared';
import { type Column, type SQL, sql } from 'drizzle-orm';

/** The unique index a failed write collided with, e.g. 'users_mobile_uq' ('' when unnamed); null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * SQLSTATEs (class 22, data exception) of a value the database cannot hold or read as its column's
 * type: a number past the column's range (an id beyond int4), a date that does not exist, text
 * longer than its column, text that is not a number, characters the encoding cannot hold.
 */
const VALUE_DOES_NOT_FIT = new Set(['22001', '22003', '22007', '22008', '22P02', '22021', '22P05']);

/** The SQLSTATE when a statement failed on a value that does not fit its column's type; null for other errors. */
export function valueDoesNotFit(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && VALUE_DOES_NOT_FIT.has(code)) return code;
  }
  return null;
}

/** True when a write failed on a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}

/** A PostgreSQL array literal of whole numbers, bound as one parameter (`$1::int[]`). */
export function integerArrayLiteral(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** A PostgreSQL array literal of texts, each quoted, bound as one parameter (`$1::text[]`). */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** `%term%` for ILIKE, with `\`, `%` and `_` in the user's text matched literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * True when every term occurs in one of `fields` (lower-cased, nulls as empty): the keyword search
 * of the small tables (meetings, campaigns), where a scan costs less than keeping a gram index.
 * Terms are expected lower-cased (@ia/shared's searchTerms).
 */
export function everyTermIn(fields: readonly (SQL | Column)[], terms: readonly string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  const haystack = sql`lower(${sql.join(
    fields.map((field) => sql`coalesce(${field}, '')`),
    sql` || ' ' || `,
  )})`;
  return sql.join(
    terms.map((term) => sql`${haystack} like ${containsPattern(term)}`),
    sql` and `,
  );
}

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// China time in SQL: a fixed UTC+8, as @ia/shared's china-time module counts it. Neither the
// session's TimeZone nor the database's time-zone data (PGlite has none to rely on) is consulted,
// so PGlite and PostgreSQL give the same answer.
const CHINA_OFFSET = sql.raw(`interval '${CHINA_UTC_OFFSET_HOURS} hours'`);

/** A timestamptz as China's wall-clock time (a timestamp without zone): for day keys, months, `to_char`. */
export function chinaTime(column: SQL | Column): SQL {
  return sql`((${column} at time zone 'UTC') + ${CHINA_OFFSET})`;
}

/** The China day of a timestamptz as `YYYY-MM-DD` text, equal to @ia/shared's `chinaDay`. */
export function chinaDay(column: SQL | Column): SQL<string> {
  return sql<string>`to_char(${chinaTime(column)}, 'YYYY-MM-DD')`;
}
