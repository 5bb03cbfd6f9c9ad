import { FIELD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { validationMessage } from './messages';
import {
  isChineseMobile,
  isCompanyMailbox,
  isEmail,
  isSelected,
  isTel,
  isVerificationCode,
  isWithinMaxLength,
} from './rules';

/** The kinds of form field spec §5 gives rules for. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'mobile',
  'tel',
  'email',
  'mailbox',
  'select',
  'verificationCode',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldOptions {
  /** Blank values pass when false. Default true. */
  required?: boolean;
  /** Overrides the kind's maximum length from FIELD_MAX_LENGTH. */
  max?: number;
}

/** Spec §9 maximum lengths per kind; 'text' has none unless the caller gives one. */
export const FIELD_KIND_MAX_LENGTH: Readonly<Partial<Record<FieldKind, number>>> = {
  textarea: FIELD_MAX_LENGTH.textarea,
  mobile: FIELD_MAX_LENGTH.phone,
  tel: FIELD_MAX_LENGTH.tel,
  email: FIELD_MAX_LENGTH.email,
  mailbox: FIELD_MAX_LENGTH.email,
};

// Forms hand over strings, numbers or nothing; anything else has no text to check.
function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

// The kind-specific check on a non-blank, trimmed value.
function formatError(kind: FieldKind, text: string, label: string, locale: Locale): string | null {
  switch (kind) {
    case 'mobile':
      return isChineseMobile(text) ? null : validationMessage('invalid', { label }, locale);
    case 'tel':
      return isTel(text) ? null : validationMessage('invalid', { label }, locale);
    case 'email':
      return isEmail(text) ? null : validationMessage('invalid', { label }, locale);
    case 'mailbox':
      if (!isEmail(text)) return validationMessage('invalid', { label }, locale);
      return isCompanyMailbox(text) ? null : validationMessage('personalMailbox', { label }, locale);
    case 'verificationCode':
      return isVerificationCode(text)
        ? null
        : validationMessage('verificationCode', { label, length: VERIFICATION_CODE_LENGTH }, locale);
    case 'text':
    case 'textarea':
    case 'select':
      return null;
  }
}

/**
 * Checks one field value against spec §5 and returns the message to show, or null when valid.
 * Surrounding whitespace is ignored (the zod schemas trim too). Order: blank, format, length.
 */
export function validateField(
  kind: FieldKind,
  value: unknown,
  label: string,
  locale: Locale = DEFAULT_LOCALE,
  options: FieldOptions = {},
): string | null {
  const required = options.required ?? true;
  if (kind === 'select') {
    // Left on the placeholder is the same as left empty, which an optional select allows.
    if (isSelected(value) || !required) return null;
    return validationMessage('select', { label }, locale);
  }
  const text = toText(value);
  if (text === '') return required ? validationMessage('required', { label }, locale) : null;
  const error = formatError(kind, text, label, locale);
  if (error !== null) return error;
  const max = options.max ?? FIELD_KIND_MAX_LENGTH[kind];
  if (max !== undefined && !isWithinMaxLength(text, max)) {
    return validationMessage('maxLength', { label, max }, locale);
  }
  return null;
}

/** The rule shape antd-mobile's Form (rc-field-form) accepts: asterisk via `required`, check via `validator`. */
export interface FormFieldRule {
  required: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** Wraps validateField as an antd-mobile Form rule, so the app shows the same messages as the server. */
export function fieldRule(
  kind: FieldKind,
  label: string,
  locale: Locale = DEFAULT_LOCALE,
  options: FieldOptions = {},
): FormFieldRule {
  return {
    required: options.required ?? true,
    validator: (_rule, value) => {
      const message = validateField(kind, value, label, locale, options);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}
