import { describe, expect, it } from 'vitest';
import { currentChinaYear, reviewYearOf } from './review-year';

describe('the review year', () => {
  it('is the China year, which turns at 16:00 UTC on 31 December', () => {
    expect(currentChinaYear(new Date('2025-12-31T15:59:00Z'))).toBe(2025);
    expect(currentChinaYear(new Date('2025-12-31T16:00:00Z'))).toBe(2026);
  });

  it('reads ?year= within 2020 … now, else the current year', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(reviewYearOf('2024', now)).toBe(2024);
    expect(reviewYearOf('2020', now)).toBe(2020);
    expect(reviewYearOf(null, now)).toBe(2025);
    expect(reviewYearOf('2019', now)).toBe(2025);
    expect(reviewYearOf('2026', now)).toBe(2025);
    expect(reviewYearOf('20x4', now)).toBe(2025);
  });
});
