import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './date-time';

describe('toDate', () => {
  it('reads a zoneless string as Asia/Shanghai wall-clock time', () => {
    expect(toDate('2024-01-11 08:30:15').toISOString()).toBe('2024-01-11T00:30:15.000Z');
    expect(toDate('2024-01-11T08:30').toISOString()).toBe('2024-01-11T00:30:00.000Z');
    expect(toDate('2024-01-11 08:30:15.25').toISOString()).toBe('2024-01-11T00:30:15.250Z');
    expect(toDate('2024-01-11').toISOString()).toBe('2024-01-10T16:00:00.000Z');
  });

  it('honours an explicit zone', () => {
    expect(toDate('2024-01-11T08:30:00Z').toISOString()).toBe('2024-01-11T08:30:00.000Z');
    expect(toDate('2024-01-11T08:30:00+08:00').toISOString()).toBe('2024-01-11T00:30:00.000Z');
  });

  it('reads numbers as epoch milliseconds and copies dates', () => {
    expect(toDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const original = new Date('2024-01-11T00:00:00Z');
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(original.getTime());
  });

  it('gives an invalid date for garbage', () => {
    expect(Number.isNaN(toDate('not a date').getTime())).toBe(true);
  });
});

describe('formatDateTime and formatDate (Asia/Shanghai)', () => {
  it('shifts UTC to UTC+8', () => {
    expect(formatDateTime('2024-01-11T00:30:00Z')).toBe('2024-01-11 08:30');
    expect(formatDate('2024-01-11T00:30:00Z')).toBe('2024-01-11');
  });

  it('rolls over to the next day in Shanghai', () => {
    expect(formatDateTime('2023-12-31T16:00:00Z')).toBe('2024-01-01 00:00');
    expect(formatDate('2023-12-31T15:59:59Z')).toBe('2023-12-31');
    expect(formatDate('2023-12-31T16:00:00Z')).toBe('2024-01-01');
  });

  it('prints midnight as 00, not 24', () => {
    expect(formatDateTime(Date.UTC(2024, 5, 30, 16, 5))).toBe('2024-07-01 00:05');
  });

  it('round-trips a zoneless backend timestamp', () => {
    expect(formatDateTime('2024-01-11 23:59:59')).toBe('2024-01-11 23:59');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('nope')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
