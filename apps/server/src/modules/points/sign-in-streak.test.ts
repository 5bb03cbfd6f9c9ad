import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, chinaDayStart, chinaYear, streakOf } from './china-day';

describe('China days', () => {
  it('turns over at midnight China time, which is 16:00 UTC', () => {
    expect(chinaDay(new Date('2024-05-01T15:59:59.999Z'))).toBe('2024-05-01');
    expect(chinaDay(new Date('2024-05-01T16:00:00.000Z'))).toBe('2024-05-02');
    expect(chinaDayStart('2024-05-02').toISOString()).toBe('2024-05-01T16:00:00.000Z');
  });

  it('steps across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('knows the China year of an instant', () => {
    const year = chinaYear(new Date('2024-12-31T16:30:00Z'));
    expect(year.year).toBe(2025);
    expect(year.start.toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });

  it('counts a streak ending today, or yesterday while today is open', () => {
    expect(streakOf(['2024-05-03', '2024-05-02', '2024-05-01', '2024-04-28'], '2024-05-03')).toBe(3);
    expect(streakOf(['2024-05-02', '2024-05-01'], '2024-05-03')).toBe(2);
    expect(streakOf(['2024-05-01'], '2024-05-03')).toBe(0);
    expect(streakOf([], '2024-05-03')).toBe(0);
  });
});
