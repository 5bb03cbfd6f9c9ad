import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleMessages, type ZhCNMessages, zhCNFirst } from '../locales/zh-CN';
import {
  type AppLanguage,
  chosenLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  toAppLanguage,
} from './language';
import { localStore } from './storage';

export { type AppLanguage, LANGUAGES, toAppLanguage } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ZhCNMessages };
  }
}

/** The query parameter wins (and is persisted), then the stored choice, then Chinese. */
export function resolveInitialLanguage(search: string): AppLanguage {
  const fromQuery = toAppLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
  if (fromQuery) localStore.set(LANGUAGE_STORAGE_KEY, fromQuery);
  return chosenLanguage(search, localStore.get(LANGUAGE_STORAGE_KEY));
}

export const i18n: I18n = i18next.createInstance();

/**
 * Chinese ships with the app: nearly every doctor reads it, and it is the fallback. Other languages
 * are chunks of their own, fetched when chosen, so the first load carries one language.
 */
const loadMessages: Record<Exclude<AppLanguage, typeof DEFAULT_LANGUAGE>, () => Promise<LocaleMessages>> = {
  'en-US': () => import('../locales/en-US').then((module) => module.enUS),
};

/** The language last asked for: a slower load for an earlier choice must not override it. */
let wantedLanguage: AppLanguage = DEFAULT_LANGUAGE;

/** Shows `language` once its texts are there; <html lang> follows what is shown. */
async function switchLanguage(language: AppLanguage): Promise<void> {
  wantedLanguage = language;
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'translation')) {
    const messages = await loadMessages[language]();
    i18n.addResourceBundle(language, 'translation', messages);
  }
  if (wantedLanguage !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Initialises translations: the home's Chinese at once (bundled), so a first render is translated; resolves
 * once `language` is ready (another language's chunk has loaded). Render after it to avoid a
 * Chinese flash for a reader of another language.
 */
export function initI18n(
  language: AppLanguage = resolveInitialLanguage(window.location.search),
): Promise<void> {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      // A copy: the later texts are merged into the bundle, and zhCNFirst stays what it says.
      resources: { [DEFAULT_LANGUAGE]: { translation: { ...zhCNFirst } } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return switchLanguage(language);
}

let laterMessages: Promise<void> | undefined;

/**
 * Loads the Chinese texts of the pages after the home (`zhCNLater`) once; every navigation but
 * the home's waits on it with its page's module. If the chunk cannot load, the next navigation
 * asks again.
 */
export function loadLaterMessages(): Promise<void> {
  laterMessages ??= import('../locales/zh-CN.later').then(
    ({ zhCNLater }) => {
      const add = () => i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', zhCNLater, true, false);
      if (i18n.isInitialized) add();
      else i18n.on('initialized', add);
    },
    (error: unknown) => {
      laterMessages = undefined;
      throw error;
    },
  );
  return laterMessages;
}

export function currentLanguage(): AppLanguage {
  return toAppLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  localStore.set(LANGUAGE_STORAGE_KEY, language);
  await switchLanguage(language);
}
