import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '1.0w'],
    [10999, '1.0w'],
    [12345, '1.2w'],
    [15500, '1.5w'],
    [19999, '1.9w'],
    [99999, '9.9w'],
    [100000, '10.0w'],
    [1234567, '123.4w'],
    [123456789, '12345.6w'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('accepts numeric strings', () => {
    expect(formatCount('12345')).toBe('1.2w');
    expect(formatCount('9999')).toBe('9999');
  });

  it('shows the integer part below the threshold', () => {
    expect(formatCount(12.7)).toBe('12');
  });

  it.each([null, undefined, '', 'abc', Number.NaN])('shows 0 for %j', (value) => {
    expect(formatCount(value)).toBe('0');
  });

  it('uses thousands in English with the same threshold', () => {
    expect(formatCount(9999, 'en-US')).toBe('9999');
    expect(formatCount(10000, 'en-US')).toBe('10.0k');
    expect(formatCount(12345, 'en-US')).toBe('12.3k');
    expect(formatCount(15550, 'en-US')).toBe('15.5k');
    expect(formatCount(1234567, 'en-US')).toBe('1234.5k');
  });
});
