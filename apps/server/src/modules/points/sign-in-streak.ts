/** China Standard Time has no daylight saving: a China day is always UTC+8. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China (UTC+8) calendar day of an instant, as YYYY-MM-DD. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China day (YYYY-MM-DD) begins. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS);
}

/** The China day `days` after (or before, negative) the given one. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The China calendar year of an instant, and when it begins and ends. */
export function chinaYear(at: Date): { year: number; start: Date; end: Date } {
  const year = Number(chinaDay(at).slice(0, 4));
  return {
    year,
    start: chinaDayStart(`${year}-01-01`),
    end: chinaDayStart(`${year + 1}-01-01`),
  };
}

/**
 * Consecutive days in `days` (any order, duplicates allowed) ending today, or ending yesterday
 * when today is not among them yet (the streak is still alive until the day is over).
 */
export function streakOf(days: readonly string[], today: string): number {
  const set = new Set(days);
  let cursor = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}
