import { DEFAULT_LOCALE, type Locale } from '../validation/locale';

const ABBREVIATION_THRESHOLD = 10_000;

/**
 * Spec §5: counts of 10000 or more as x.xw (万), truncated, not rounded, so a count is never
 * overstated (15500 → "1.5w", 99999 → "9.9w"). English shows the same number in thousands
 * (12345 → "12.3k"), since "w" means nothing to an English reader. Below 10000 the integer is
 * shown as is; a non-finite value shows "0".
 */
export function formatCount(
  value: number | string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const count =
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  if (!Number.isFinite(count)) return '0';
  if (count < ABBREVIATION_THRESHOLD) return String(Math.trunc(count));
  // Integer arithmetic: Math.floor(12345 / 1000) = 12 → "1.2w"; no floating-point tenths.
  if (locale === 'en-US') {
    const hundreds = Math.floor(count / 100);
    return `${Math.floor(hundreds / 10)}.${hundreds % 10}k`;
  }
  const thousands = Math.floor(count / 1000);
  return `${Math.floor(thousands / 10)}.${thousands % 10}w`;
}
