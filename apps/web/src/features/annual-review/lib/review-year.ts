import { ANNUAL_REVIEW_FIRST_YEAR, chinaYear } from '@ia/shared';

/** The current year in China (UTC+8), whatever the phone's time zone. */
export function currentChinaYear(now: Date = new Date()): number {
  return chinaYear(now);
}

/** The year of `?year=`: a whole year from the first review year to the current one, else the current year. */
export function reviewYearOf(param: string | null, now: Date = new Date()): number {
  const current = currentChinaYear(now);
  if (!param || !/^\d{4}$/.test(param)) return current;
  const year = Number(param);
  return year >= ANNUAL_REVIEW_FIRST_YEAR && year <= current ? year : current;
}
