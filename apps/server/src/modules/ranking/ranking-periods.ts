/** China has one time zone without daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China calendar parts of an instant. */
function chinaParts(at: Date) {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant China's calendar day `year-month(0-based)-day` begins. */
function chinaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - CHINA_OFFSET_MS);
}

/** The current China year of an instant. */
export function chinaYear(at: Date): number {
  return chinaParts(at).year;
}

/** When the China month of `at` began (the 1st, 00:00 UTC+8). */
export function chinaMonthStart(at: Date): Date {
  const { year, month } = chinaParts(at);
  return chinaMidnight(year, month, 1);
}

/** When the China week of `at` began: Monday 00:00 UTC+8. */
export function chinaWeekStart(at: Date): Date {
  const { year, month, day, weekday } = chinaParts(at);
  const sinceMonday = (weekday + 6) % 7;
  return new Date(chinaMidnight(year, month, day).getTime() - sinceMonday * DAY_MS);
}

/** The instants a China year begins and ends (exclusive). */
export function chinaYearRange(year: number): { start: Date; end: Date } {
  return { start: chinaMidnight(year, 0, 1), end: chinaMidnight(year + 1, 0, 1) };
}
