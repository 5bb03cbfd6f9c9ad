// Helpers for SQL that several repositories write the same way. Both drivers (PostgreSQL and
// PGlite) report the same SQLSTATEs; Drizzle may wrap the driver's error in `cause`.

/** The unique index a failed write collided with, e.g. 'users_mobile_uq' ('' when unnamed); null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** True when a write failed on a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}

/** `%term%` for ILIKE, with `\`, `%` and `_` in the user's text matched literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
