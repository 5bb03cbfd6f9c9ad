import { describe, expect, it } from 'vitest';
import { fromShanghaiPickerValue, toShanghaiPickerValue } from './shanghai-date-time-picker';

describe('Shanghai date-time picker values', () => {
  it('shows an instant as Beijing wall-clock time and reads it back with +08:00', () => {
    const shown = toShanghaiPickerValue('2026-07-01T11:30:00.000Z');
    expect(shown?.format('YYYY-MM-DD HH:mm')).toBe('2026-07-01 19:30');
    expect(fromShanghaiPickerValue(shown)).toBe('2026-07-01T19:30:00+08:00');
    expect(new Date(fromShanghaiPickerValue(shown) ?? '').toISOString()).toBe('2026-07-01T11:30:00.000Z');
  });

  it('rolls over to the next day in Beijing', () => {
    expect(toShanghaiPickerValue('2026-06-30T16:00:00Z')?.format('YYYY-MM-DD HH:mm')).toBe(
      '2026-07-01 00:00',
    );
  });

  it('is empty for no value', () => {
    expect(toShanghaiPickerValue(null)).toBeNull();
    expect(fromShanghaiPickerValue(null)).toBeNull();
  });
});
