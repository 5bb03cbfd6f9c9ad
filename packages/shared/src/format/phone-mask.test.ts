import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of a mobile', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('19900001111')).toBe('199****1111');
  });

  it.each(['1381234567', '138123456789', '010-12345678', '138 1234 5678', '', 'abc'])(
    'leaves %j unchanged',
    (value) => {
      expect(maskPhone(value)).toBe(value);
    },
  );

  it('shows nothing for a missing phone', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
