import { DEFAULT_LOCALE, type Locale } from '../validation/locale';
import { type DateInput, formatDate, toDate } from './date-time';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const JUST_NOW_LIMIT_MS = 30 * SECOND_MS;

const RELATIVE_TIME_TEXT = {
  'zh-CN': {
    justNow: () => '刚刚',
    minutes: (count: number) => `${count}分钟前`,
    hours: (count: number) => `${count}小时前`,
    oneDay: () => '1天前',
  },
  'en-US': {
    justNow: () => 'just now',
    minutes: (count: number) => (count === 1 ? '1 minute ago' : `${count} minutes ago`),
    hours: (count: number) => (count === 1 ? '1 hour ago' : `${count} hours ago`),
    oneDay: () => '1 day ago',
  },
} as const satisfies Record<Locale, Record<string, (count: number) => string>>;

/**
 * Spec §5 relative time: under 30 s just now, under 1 h minutes, under 1 day hours, under 2 days
 * "1 day ago", then the Asia/Shanghai date YYYY-MM-DD. Counts are floored, but 30-59 s reads
 * "1 minute ago" rather than "0". A date in the future (clock skew between phone and server)
 * reads "just now". An invalid date gives ''.
 */
export function formatRelativeTime(
  input: DateInput,
  now: DateInput = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const date = toDate(input);
  const nowMs = toDate(now).getTime();
  if (Number.isNaN(date.getTime()) || Number.isNaN(nowMs)) return '';
  const text = RELATIVE_TIME_TEXT[locale];
  const elapsed = nowMs - date.getTime();
  if (elapsed < JUST_NOW_LIMIT_MS) return text.justNow();
  if (elapsed < HOUR_MS) return text.minutes(Math.max(1, Math.floor(elapsed / MINUTE_MS)));
  if (elapsed < DAY_MS) return text.hours(Math.floor(elapsed / HOUR_MS));
  if (elapsed < 2 * DAY_MS) return text.oneDay();
  return formatDate(date);
}
