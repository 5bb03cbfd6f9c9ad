import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { localStore } from './storage';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE: AppLanguage = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'ia_lang';
/** Query parameter that switches the language: `?lang=en` or `?lang=zh` (full tags work too). */
const LANGUAGE_QUERY_PARAM = 'lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}

/** Maps 'en', 'en-us', 'zh', 'zh-CN'… to a supported language. */
export function toAppLanguage(value: string | null | undefined): AppLanguage | undefined {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return undefined;
  if (normalized === 'en' || normalized.startsWith('en-')) return 'en-US';
  if (normalized === 'zh' || normalized.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

/** The query parameter wins (and is persisted), then the stored choice, then Chinese. */
export function resolveInitialLanguage(search: string): AppLanguage {
  const fromQuery = toAppLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
  if (fromQuery) {
    localStore.set(LANGUAGE_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return toAppLanguage(localStore.get(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
}

export const i18n: I18n = i18next.createInstance();

/** Initialises translations synchronously (resources are bundled), so the first render is translated. */
export function initI18n(language: AppLanguage = resolveInitialLanguage(window.location.search)): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

export function currentLanguage(): AppLanguage {
  return toAppLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  localStore.set(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
