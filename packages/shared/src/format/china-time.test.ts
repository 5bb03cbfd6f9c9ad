import { describe, expect, it } from 'vitest';
import { chinaMonthStart, chinaWeekStart, chinaYear, chinaYearRange } from './ranking-periods';

describe('China periods (UTC+8)', () => {
  it('starts the month at 00:00 China time on the 1st, which is 16:00 UTC the day before', () => {
    expect(chinaMonthStart(new Date('2026-06-15T10:00:00Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
    // 31 May 17:00 UTC is already 1 June in China.
    expect(chinaMonthStart(new Date('2026-05-31T17:00:00Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
    // 31 May 15:59 UTC is still 31 May in China.
    expect(chinaMonthStart(new Date('2026-05-31T15:59:00Z')).toISOString()).toBe('2026-04-30T16:00:00.000Z');
  });

  it('starts the week on Monday 00:00 China time', () => {
    // Monday 1 June 2026, 01:00 in China.
    expect(chinaWeekStart(new Date('2026-05-31T17:00:00Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
    // Sunday 31 May 2026, 23:59 in China belongs to the week of Monday 25 May.
    expect(chinaWeekStart(new Date('2026-05-31T15:59:00Z')).toISOString()).toBe('2026-05-24T16:00:00.000Z');
    // Wednesday 3 June.
    expect(chinaWeekStart(new Date('2026-06-03T05:00:00Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
  });

  it('reads the China year and its bounds', () => {
    expect(chinaYear(new Date('2025-12-31T16:30:00Z'))).toBe(2026);
    expect(chinaYear(new Date('2025-12-31T15:30:00Z'))).toBe(2025);
    const range = chinaYearRange(2024);
    expect(range.start.toISOString()).toBe('2023-12-31T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });
});
