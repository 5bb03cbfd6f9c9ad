// The app's languages and how the one to show is chosen. Nothing here imports i18next: index.html's
// inline script (early-requests.ts) reads the language too.

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'zh-CN' satisfies AppLanguage;
export const LANGUAGE_STORAGE_KEY = 'ia_lang';
/** Query parameter that switches the language: `?lang=en` or `?lang=zh` (full tags work too). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Maps 'en', 'en-us', 'zh', 'zh-CN'… to a supported language. */
export function toAppLanguage(value: string | null | undefined): AppLanguage | undefined {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return undefined;
  if (normalized === 'en' || normalized.startsWith('en-')) return 'en-US';
  if (normalized === 'zh' || normalized.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

/** The language a page opened with `search` shows: the query parameter, then the stored choice, then Chinese. */
export function chosenLanguage(search: string, stored: string | null | undefined): AppLanguage {
  return (
    toAppLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM)) ??
    toAppLanguage(stored) ??
    DEFAULT_LANGUAGE
  );
}
