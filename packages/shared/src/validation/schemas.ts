import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { validationMessage } from './messages';
import { type FieldKind, type FieldOptions, validateField } from './validate-field';

export interface SchemaOptions extends FieldOptions {
  locale?: Locale;
}

/**
 * A zod string schema that trims and then runs validateField, so a request the server rejects
 * carries the very message the app's form would have shown. A missing or non-string value gets
 * the kind's empty message. For a field that may be absent, add `.optional()` and pass
 * `required: false`. Trim and refinements stay representable in the generated OpenAPI.
 */
export function zField(kind: FieldKind, label: string, options: SchemaOptions = {}): z.ZodString {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const emptyMessage = validationMessage(kind === 'select' ? 'select' : 'required', { label }, locale);
  return z
    .string({ error: emptyMessage })
    .trim()
    .superRefine((value, context) => {
      const message = validateField(kind, value, label, locale, options);
      if (message !== null) context.addIssue({ code: 'custom', message });
    });
}

/** Required free text, optionally capped at `max` characters. */
export function zRequiredText(label: string, max?: number, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('text', label, max === undefined ? { locale } : { locale, max });
}

/** Required textarea, capped at FIELD_MAX_LENGTH.textarea. */
export function zTextarea(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('textarea', label, { locale });
}

/** Required Chinese mobile number. */
export function zMobile(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('mobile', label, { locale });
}

/** Required 'tel': a mobile or a landline. */
export function zTel(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('tel', label, { locale });
}

/** Required email, capped at FIELD_MAX_LENGTH.email. */
export function zEmail(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('email', label, { locale });
}

/** Required company mailbox: an email not from a personal provider. */
export function zCompanyMailbox(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('mailbox', label, { locale });
}

/** Required select value (not blank, not the placeholder), as a form-encoded string. */
export function zSelect(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('select', label, { locale });
}

/** Required SMS verification code of VERIFICATION_CODE_LENGTH digits. */
export function zVerificationCode(label: string, locale: Locale = DEFAULT_LOCALE): z.ZodString {
  return zField('verificationCode', label, { locale });
}
