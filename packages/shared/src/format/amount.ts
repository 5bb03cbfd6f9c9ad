/**
 * Spec §5: an amount rounded to 2 decimals, as a string with exactly 2 decimals.
 * Rounds half away from zero on the decimal the user sees, so 1.005 → "1.01" (toFixed gives
 * "1.00" because 1.005 is stored as 1.00499…). Accepts numeric strings from the API.
 * Anything that is not a finite number (null, '', 'abc', NaN) shows as "0.00".
 */
export function formatAmount(value: number | string | null | undefined): string {
  const amount =
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  if (!Number.isFinite(amount)) return '0.00';
  const magnitude = Math.abs(amount);
  // Shifting by the exponent in the shortest decimal text ("1.005e2") avoids the binary error
  // that multiplying by 100 would keep; text already in exponent form is too large or too small to matter.
  const shortest = String(magnitude);
  const cents = shortest.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${shortest}e2`));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
