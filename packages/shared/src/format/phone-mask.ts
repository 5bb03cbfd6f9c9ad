const ELEVEN_DIGITS = /^\d{11}$/;

/**
 * Spec §5: first 3 and last 4 digits with four stars between (13812345678 → 138****5678).
 * Only an 11-digit mobile is masked; anything else comes back as given (null → ''), because the
 * 3+4 split is defined for mobiles only and guessing on other shapes could expose the wrong digits.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (phone == null) return '';
  if (!ELEVEN_DIGITS.test(phone)) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
