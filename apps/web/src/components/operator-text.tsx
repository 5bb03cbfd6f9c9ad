import { localizedName, readsEnglish } from '@ia/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language of what operators write (titles, speakers, descriptions): Chinese. Set as `lang` on
 * an element that shows it, so a screen reader reads it as Chinese inside the English app, and the
 * browser test of the English app tells it from interface text (decision 038).
 */
export const OPERATOR_LANG = 'zh-CN';

/**
 * Picks an operator-written name for the app's language: its English when the app reads English
 * and the operator wrote one, else the Chinese. For attributes (aria-label, alt) and plain strings.
 */
export function useOperatorName(): (chinese: string, english: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (chinese: string, english: string | null | undefined) => localizedName(chinese, english, language),
    [language],
  );
}

export interface OperatorTextProps {
  /** What the operator wrote in Chinese: shown when there is no English, or the app reads Chinese. */
  zh: string;
  /** What the operator wrote in English ('' or null: none). */
  en?: string | null | undefined;
}

/**
 * An operator-written name in the app's language; the Chinese fallback in the English app is
 * marked `lang="zh-CN"` (OPERATOR_LANG).
 */
export function OperatorText({ zh, en }: OperatorTextProps) {
  const { i18n } = useTranslation();
  const text = localizedName(zh, en, i18n.language);
  if (readsEnglish(i18n.language) && text === zh) return <span lang={OPERATOR_LANG}>{zh}</span>;
  return <>{text}</>;
}
