// China time, written once. China keeps one zone, UTC+8 all year (no daylight saving since 1991),
// so a China day is a fixed offset from UTC. Every day key, day or year boundary and China-time
// format in the apps comes from here; SQL gets the same offset from `chinaTime` in the server's
// db/sql-helpers.ts.

/** The IANA name of China Standard Time (for Intl formatters). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
/** China's offset from UTC, in hours. */
export const CHINA_UTC_OFFSET_HOURS = 8;
/** China's offset from UTC as ISO 8601 writes it. */
export const CHINA_UTC_OFFSET = '+08:00';

const CHINA_UTC_OFFSET_MS = CHINA_UTC_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** A Date whose UTC fields read China's wall clock at `at`. */
function chinaWallClock(at: Date): Date {
  return new Date(at.getTime() + CHINA_UTC_OFFSET_MS);
}

/** The instant China's calendar day `year-month(0-based)-day` begins. */
function chinaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - CHINA_UTC_OFFSET_MS);
}

/** The China calendar day of an instant, as `YYYY-MM-DD` (the day key every table and count uses). */
export function chinaDay(at: Date): string {
  return chinaWallClock(at).toISOString().slice(0, 10);
}

/** The instant a China day (`YYYY-MM-DD`) begins: 00:00 UTC+8. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_UTC_OFFSET_MS);
}

/** The instant a China day (`YYYY-MM-DD`) ends, exclusive: the next day's 00:00 UTC+8. */
export function chinaDayEnd(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + DAY_MS);
}

/** The instant the China day of `at` began. */
export function startOfChinaDay(at: Date): Date {
  return chinaDayStart(chinaDay(at));
}

/** The China day `days` after (or before, when negative) the given `YYYY-MM-DD`. */
export function addChinaDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The China calendar year of an instant. */
export function chinaYear(at: Date): number {
  return chinaWallClock(at).getUTCFullYear();
}

/** The instants a China year begins and ends (exclusive). */
export function chinaYearRange(year: number): { start: Date; end: Date } {
  return { start: chinaMidnight(year, 0, 1), end: chinaMidnight(year + 1, 0, 1) };
}

/** When the China month of `at` began (the 1st, 00:00 UTC+8). */
export function chinaMonthStart(at: Date): Date {
  const wallClock = chinaWallClock(at);
  return chinaMidnight(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), 1);
}

/** When the China week of `at` began: Monday 00:00 UTC+8. */
export function chinaWeekStart(at: Date): Date {
  const wallClock = chinaWallClock(at);
  const sinceMonday = (wallClock.getUTCDay() + 6) % 7;
  return chinaMidnight(
    wallClock.getUTCFullYear(),
    wallClock.getUTCMonth(),
    wallClock.getUTCDate() - sinceMonday,
  );
}

/** The instant of a China wall-clock time: `hour:minute` (UTC+8) on the China day `day`. */
export function chinaDateTime(day: string, hour: number, minute = 0): Date {
  return new Date(chinaDayStart(day).getTime() + (hour * 60 + minute) * 60_000);
}
