import type { Locale } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../../lib/i18n';

/** The language the forms validate and label in: the app's current language. */
export function useFormLocale(): Locale {
  const { i18n } = useTranslation();
  return toAppLanguage(i18n.language) ?? 'zh-CN';
}
