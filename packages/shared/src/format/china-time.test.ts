import { describe, expect, it } from 'vitest';
import {
  addChinaDays,
  chinaDateTime,
  chinaDay,
  chinaDayEnd,
  chinaDayStart,
  chinaMonthStart,
  chinaWeekStart,
  chinaYear,
  chinaYearRange,
  startOfChinaDay,
} from './china-time';

describe('China days', () => {
  it('turns over at midnight China time, which is 16:00 UTC', () => {
    expect(chinaDay(new Date('2024-05-01T15:59:59.999Z'))).toBe('2024-05-01');
    expect(chinaDay(new Date('2024-05-01T16:00:00.000Z'))).toBe('2024-05-02');
    expect(chinaDayStart('2024-05-02').toISOString()).toBe('2024-05-01T16:00:00.000Z');
    expect(chinaDayEnd('2024-05-02').toISOString()).toBe('2024-05-02T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2024-05-01T16:00:00.000Z')).toISOString()).toBe(
      '2024-05-01T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2024-05-01T15:59:59.999Z')).toISOString()).toBe(
      '2024-04-30T16:00:00.000Z',
    );
  });

  it('starts the China day at 16:00 UTC of the previous UTC day, on both sides of UTC midnight', () => {
    expect(startOfChinaDay(new Date('2026-06-01T02:00:00.000Z')).toISOString()).toBe(
      '2026-05-31T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2026-06-01T15:59:59.999Z')).toISOString()).toBe(
      '2026-05-31T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2026-06-01T16:00:00.000Z')).toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2026-06-01T23:30:00.000Z')).toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
  });

  it('steps across months and years', () => {
    expect(addChinaDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addChinaDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('knows the China year of an instant', () => {
    expect(chinaYear(new Date('2024-12-31T16:30:00Z'))).toBe(2025);
    expect(chinaYearRange(2025).start.toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });

  it('reads a China wall-clock time as an instant', () => {
    expect(chinaDateTime('2026-06-02', 19, 30).toISOString()).toBe('2026-06-02T11:30:00.000Z');
    expect(chinaDateTime('2026-06-02', 0).toISOString()).toBe('2026-06-01T16:00:00.000Z');
  });
});

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
    // Monday 1 June 2026 crossing a month: Sunday 7 June belongs to the week of 1 June.
    expect(chinaWeekStart(new Date('2026-06-07T15:59:00Z')).toISOString()).toBe('2026-05-31T16:00:00.000Z');
  });

  it('reads the China year and its bounds', () => {
    expect(chinaYear(new Date('2025-12-31T16:30:00Z'))).toBe(2026);
    expect(chinaYear(new Date('2025-12-31T15:30:00Z'))).toBe(2025);
    const range = chinaYearRange(2024);
    expect(range.start.toISOString()).toBe('2023-12-31T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });
});
