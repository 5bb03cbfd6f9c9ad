import { describe, expect, it } from 'vitest';
import { privacyRequestDueOn } from './privacy.service';
import { addWorkingDays, workingDaysLeft } from './working-days';

describe('the privacy clock: working days, Monday to Friday, China time', () => {
  it('counts 15 working days after the day of receipt, skipping weekends', () => {
    expect(addWorkingDays('2026-06-03', 15)).toBe('2026-06-24'); // Wednesday → Wednesday three weeks on
    expect(addWorkingDays('2026-06-05', 1)).toBe('2026-06-08'); // Friday → Monday
    expect(addWorkingDays('2026-06-06', 15)).toBe('2026-06-26'); // a Saturday's request: from Monday
    expect(addWorkingDays('2026-06-07', 1)).toBe('2026-06-08'); // Sunday → Monday
  });

  it('dates a request by its China day: 16:30 UTC on Thursday is already Friday in Beijing', () => {
    expect(privacyRequestDueOn(new Date('2026-06-04T15:30:00.000Z'))).toBe('2026-06-25'); // Thursday 23:30
    expect(privacyRequestDueOn(new Date('2026-06-04T16:30:00.000Z'))).toBe('2026-06-26'); // Friday 00:30
  });

  it('answers the working days left, 0 on the due day, negative once past (at least -1 on a weekend)', () => {
    expect(workingDaysLeft('2026-06-19', '2026-06-24')).toBe(3);
    expect(workingDaysLeft('2026-06-24', '2026-06-24')).toBe(0);
    expect(workingDaysLeft('2026-06-25', '2026-06-24')).toBe(-1);
    expect(workingDaysLeft('2026-06-27', '2026-06-26')).toBe(-1); // the Saturday after a Friday due day
    expect(workingDaysLeft('2026-06-30', '2026-06-24')).toBe(-4);
  });
});
