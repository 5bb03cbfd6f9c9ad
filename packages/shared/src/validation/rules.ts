import { TEL_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';

/**
 * Mainland-China mobile numbers, 11 digits, by the three-digit block the MIIT has allocated:
 * 13x, 145-149, 150-153/155-159, 162/165-167, 170-178, 18x, 190-193/195-199.
 * Source: the MIIT numbering plan as summarised in Wikipedia "Telephone numbers in China"
 * (section Mobile phones), cross-checked against Google libphonenumber's CN `mobile` metadata
 * (resources/PhoneNumberMetadata.xml), which is maintained with every release.
 * libphonenumber is narrower (it leaves out data-only 146/148/149 and 174 outside 1740[0-5]);
 * we keep the whole allocated blocks because the SMS code proves the number anyway, and
 * refusing a real number blocks a doctor from registering.
 * No +86/0086 prefix: the spec's field is 11 characters long (FIELD_MAX_LENGTH.phone).
 */
export const CHINESE_MOBILE_PATTERN = /^1(?:3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/**
 * Landline: an optional area code (0 + 2 or 3 digits, optionally followed by a hyphen) and a
 * 7- or 8-digit local number, e.g. 010-12345678, 0755-1234567, 12345678. The spec's length
 * limit (7 to 12 digits, hyphen not counted) is checked separately in `isLandline`.
 */
export const LANDLINE_PATTERN = /^(?:0\d{2,3}-?)?\d{7,8}$/;

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type="email">` accepts), plus a dot in
 * the domain: a mailbox without a registrable domain cannot be told personal or company.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Spec §5: personal mail providers, matched on the domain's registrable label (qq → qq.com, vip.qq.com). */
export const PERSONAL_MAILBOX_PROVIDERS = [
  'qq',
  '163',
  '126',
  '188',
  'yeah',
  'sina',
  'gmail',
  'foxmail',
  'outlook',
  'live',
] as const;

/** Placeholders a select shows before a choice; both locales, since either may be submitted. */
export const SELECT_PLACEHOLDERS = ['请选择', 'Please select'] as const;

// Second-level labels under a country code that are public suffixes (sina.com.cn, live.co.uk).
// A short list instead of the full Public Suffix List keeps this rule small enough for the app bundle.
const GENERIC_SECOND_LEVEL_LABELS: ReadonlySet<string> = new Set([
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'ac',
  'co',
]);
const PERSONAL_PROVIDER_SET: ReadonlySet<string> = new Set(PERSONAL_MAILBOX_PROVIDERS);
const SELECT_PLACEHOLDER_SET: ReadonlySet<string> = new Set(SELECT_PLACEHOLDERS);

/** True for null, undefined, the empty string and whitespace only (full-width spaces included). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Length as the browser's `maxlength` counts it (UTF-16 code units), so client and server agree. */
export function isWithinMaxLength(value: string, max: number): boolean {
  return value.length <= max;
}

/** Spec §5: an 11-digit mainland mobile in an allocated block (CHINESE_MOBILE_PATTERN). */
export function isChineseMobile(value: string): boolean {
  return CHINESE_MOBILE_PATTERN.test(value);
}

/**
 * A landline of TEL_LENGTH.min to TEL_LENGTH.max digits. The hyphen after the area code is
 * formatting and is not counted, so a real 4-digit area code with an 8-digit number
 * (0755-12345678) fits; the input itself is still capped at FIELD_MAX_LENGTH.tel (15).
 */
export function isLandline(value: string): boolean {
  const digits = value.replace('-', '').length;
  return digits >= TEL_LENGTH.min && digits <= TEL_LENGTH.max && LANDLINE_PATTERN.test(value);
}

/** Spec §5 'tel': a mobile or a landline. */
export function isTel(value: string): boolean {
  return isChineseMobile(value) || isLandline(value);
}

/** Spec §5: a standard email address (EMAIL_PATTERN); length is checked by validateField. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The label a person registers under a public suffix, lower-cased: `vip.163.com` → `163`,
 * `mail.sina.com.cn` → `sina`. Undefined when the domain has a single label.
 */
export function registrableLabel(domain: string): string | undefined {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  const topLevel = labels.at(-1);
  const secondLevel = labels.at(-2);
  if (topLevel === undefined || secondLevel === undefined) return undefined;
  const underCountrySuffix =
    labels.length >= 3 && topLevel.length === 2 && GENERIC_SECOND_LEVEL_LABELS.has(secondLevel);
  return underCountrySuffix ? labels.at(-3) : secondLevel;
}

/** An email whose domain belongs to one of the spec's personal providers. */
export function isPersonalMailbox(value: string): boolean {
  if (!isEmail(value)) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  const label = registrableLabel(domain);
  return label !== undefined && PERSONAL_PROVIDER_SET.has(label);
}

/** Spec §5 'mailbox': a valid email that is not from a personal provider. */
export function isCompanyMailbox(value: string): boolean {
  return isEmail(value) && !isPersonalMailbox(value);
}

/** Exactly VERIFICATION_CODE_LENGTH ASCII digits. */
export function isVerificationCode(value: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(value);
}

/**
 * Whether a select holds a real choice: not blank, not the placeholder. Numbers and booleans
 * count as chosen (ids may be 0); a picker's array value needs every column chosen.
 */
export function isSelected(value: unknown): boolean {
  if (typeof value === 'string') return !isBlank(value) && !SELECT_PLACEHOLDER_SET.has(value.trim());
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.length > 0 && value.every(isSelected);
  return false;
}

/** Spec §5: consent can be signed only when every document is ticked; no documents means nothing to sign. */
export function isConsentComplete(ticked: readonly boolean[]): boolean {
  return ticked.length > 0 && ticked.every((isTicked) => isTicked);
}
