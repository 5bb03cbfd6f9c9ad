import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1.5, '1.50'],
    [1.234, '1.23'],
    [1.235, '1.24'],
    [1.005, '1.01'], // toFixed(2) says 1.00
    [2.675, '2.68'], // toFixed(2) says 2.67
    [8.345, '8.35'],
    [0.1 + 0.2, '0.30'],
    [1.999, '2.00'],
    [0.004, '0.00'],
    [0.005, '0.01'],
    [123456789.125, '123456789.13'],
    [-1.005, '-1.01'],
    [-0.001, '0.00'],
    [1e-7, '0.00'],
  ])('%d → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('accepts numeric strings from the API', () => {
    expect(formatAmount('12.5')).toBe('12.50');
    expect(formatAmount(' 1.005 ')).toBe('1.01');
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'shows 0.00 for %j',
    (value) => {
      expect(formatAmount(value)).toBe('0.00');
    },
  );
});
