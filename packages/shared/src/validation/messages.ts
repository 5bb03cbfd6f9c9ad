import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Every validation message of spec §5, once per locale. Client forms, zod schemas on the
 * server and alerts all read this table so the wording cannot drift between them.
 * `{label}`, `{max}` and `{length}` are filled in by `interpolate`.
 */
export const VALIDATION_MESSAGES = {
  'zh-CN': {
    required: '请输入{label}',
    invalid: '请输入正确的{label}',
    select: '请选择{label}',
    personalMailbox: '暂不支持个人邮箱',
    maxLength: '{label}不能超过{max}个字符',
    verificationCode: '请输入{length}位{label}',
    consent: '请滚动到底部阅读，点击全部同意后再签署',
  },
  'en-US': {
    required: 'Please enter {label}',
    invalid: 'Please enter a valid {label}',
    select: 'Please select {label}',
    personalMailbox: 'Personal mailboxes are not supported yet',
    maxLength: '{label} must be at most {max} characters',
    verificationCode: 'Please enter the {length}-digit {label}',
    consent: 'Please scroll to the bottom, read, tap Agree to all, then sign',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)[Locale];
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The localized validation message for a key, with its placeholders filled. */
export function validationMessage(
  key: ValidationMessageKey,
  params: MessageParams = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  return interpolate(VALIDATION_MESSAGES[locale][key], params);
}
