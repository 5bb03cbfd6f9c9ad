import { addChinaDays } from '@ia/shared';

/**
 * Consecutive days in `days` (any order, duplicates allowed) ending today, or ending yesterday
 * when today is not among them yet (the streak is still alive until the day is over).
 */
export function streakOf(days: readonly string[], today: string): number {
  const set = new Set(days);
  let cursor = set.has(today) ? today : addChinaDays(today, -1);
  let streak = 0;
  while (set.has(cursor)) {
    streak += 1;
    cursor = addChinaDays(cursor, -1);
  }
  return streak;
}
