/** Locales the product ships: Simplified Chinese by default, English switchable (issue 2). */
export const SUPPORTED_LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Narrows any string (a query parameter, a stored preference) to a supported locale. */
export function toLocale(value: string | null | undefined): Locale {
  return SUPPORTED_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}
