import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2024, 0, 11, 4, 0, 0); // 2024-01-11 12:00 in Shanghai
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function ago(ms: number): number {
  return NOW - ms;
}

describe('formatRelativeTime (zh-CN)', () => {
  it.each([
    [0, '刚刚'],
    [29 * SECOND, '刚刚'],
    [29 * SECOND + 999, '刚刚'],
    [30 * SECOND, '1分钟前'],
    [59 * SECOND, '1分钟前'],
    [60 * SECOND, '1分钟前'],
    [2 * MINUTE, '2分钟前'],
    [59 * MINUTE, '59分钟前'],
    [59 * MINUTE + 59 * SECOND, '59分钟前'],
    [60 * MINUTE, '1小时前'],
    [23 * HOUR, '23小时前'],
    [23 * HOUR + 59 * MINUTE, '23小时前'],
    [24 * HOUR, '1天前'],
    [47 * HOUR, '1天前'],
    [47 * HOUR + 59 * MINUTE, '1天前'],
    [48 * HOUR, '2024-01-09'],
    [400 * 24 * HOUR, '2022-12-07'],
  ])('%d ms ago → %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('prints the Shanghai date, not the UTC one', () => {
    // 2024-01-08T16:30Z is 2024-01-09 00:30 in Shanghai.
    expect(formatRelativeTime('2024-01-08T16:30:00Z', NOW)).toBe('2024-01-09');
  });

  it('treats a future date (clock skew) as just now', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('刚刚');
    expect(formatRelativeTime(NOW + 3 * 24 * HOUR, NOW)).toBe('刚刚');
  });

  it('accepts zoneless backend strings and Date objects', () => {
    expect(formatRelativeTime('2024-01-11 11:15:00', new Date(NOW))).toBe('45分钟前');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatRelativeTime('nope', NOW)).toBe('');
    expect(formatRelativeTime(NOW, 'nope')).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 5 * MINUTE)).toBe('5分钟前');
  });
});

describe('formatRelativeTime (en-US)', () => {
  it.each([
    [29 * SECOND, 'just now'],
    [30 * SECOND, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [47 * HOUR, '1 day ago'],
    [48 * HOUR, '2024-01-09'],
  ])('%d ms ago → %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'en-US')).toBe(expected);
  });
});
