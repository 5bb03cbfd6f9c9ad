import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, reportDueOn } from './drug-safety.service';

describe('the legal clock of adverse-event reports', () => {
  const received = new Date('2026-12-20T03:00:00.000Z'); // 20 Dec, 11:00 in China

  it('is the same day for a death, 15 days for serious, 30 days for the rest', () => {
    expect(reportDueOn('death', received)).toBe('2026-12-20');
    expect(reportDueOn('serious', received)).toBe('2027-01-04');
    expect(reportDueOn('non_serious', received)).toBe('2027-01-19');
  });

  it('counts from the China day of receipt', () => {
    expect(reportDueOn('death', new Date('2026-12-20T16:30:00.000Z'))).toBe('2026-12-21');
  });

  it('adds and counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-06-03', '2026-06-02')).toBe(-1);
  });
});
