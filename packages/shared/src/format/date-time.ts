import { CHINA_TIME_ZONE, CHINA_UTC_OFFSET_HOURS } from './china-time';

// Every displayed date is China Standard Time, whatever zone the phone or server is set to.

export type DateInput = Date | number | string;

// "2024-01-11", "2024-01-11 08:30", "2024-01-11T08:30:15.250": a wall-clock time without a zone.
const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Converts API values to a Date. Epoch numbers are milliseconds. A string without a zone is read
 * as Asia/Shanghai wall-clock time: that is what the backend means, and iOS WebKit (the WeChat
 * browser on iPhone) cannot parse "YYYY-MM-DD HH:mm:ss" at all. Invalid input gives an invalid Date.
 */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  const match = ZONELESS_DATE_TIME.exec(input.trim());
  if (match === null) return new Date(input);
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour) - CHINA_UTC_OFFSET_HOURS,
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0')),
  );
  return new Date(utc);
}

// One formatter, made on first use and reused: building an Intl formatter for a time zone is slow
// on low-end phones (it loads the zone's data), too slow to pay while the app's script starts.
// hourCycle h23 avoids "24:05" at midnight, which some engines print with hour12: false.
let shanghaiParts: Intl.DateTimeFormat | undefined;

function shanghaiFormatter(): Intl.DateTimeFormat {
  shanghaiParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return shanghaiParts;
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function shanghaiWallClock(date: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of shanghaiFormatter().formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** `YYYY-MM-DD` in Asia/Shanghai; '' for an invalid date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = shanghaiWallClock(date);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai; '' for an invalid date. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = shanghaiWallClock(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
