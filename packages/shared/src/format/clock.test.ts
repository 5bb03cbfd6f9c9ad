import { describe, expect, it } from 'vitest';
import { durationMinutes, formatClock, formatDuration } from './clock';

describe('formatClock', () => {
  it('shows mm:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [5, '0:05'],
    [245, '4:05'],
    [750, '12:30'],
    [3723, '1:02:03'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('durationMinutes', () => {
  it('rounds to whole minutes, at least one', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(20)).toBe(1);
    expect(durationMinutes(150)).toBe(3);
  });
});
