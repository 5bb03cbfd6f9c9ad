import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { imagingEnUS } from '../locales/imaging.en-US';
import { type ImagingTextKey, imagingZhCN } from '../locales/imaging.zh-CN';

/** The viewer's own i18next namespace, added when its chunk loads (not part of the first load). */
const NAMESPACE = 'imaging';

function registerTexts(): void {
  if (!i18n.hasResourceBundle('zh-CN', NAMESPACE)) i18n.addResourceBundle('zh-CN', NAMESPACE, imagingZhCN);
  if (!i18n.hasResourceBundle('en-US', NAMESPACE)) i18n.addResourceBundle('en-US', NAMESPACE, imagingEnUS);
}
registerTexts();

export type ImagingText = (key: ImagingTextKey, values?: Record<string, string | number>) => string;

/** Translates the viewer's strings in the current language (re-rendering when it changes). */
export function useImagingText(): { text: ImagingText; english: boolean } {
  const { i18n: current } = useTranslation();
  const language = current.language;
  const text = useCallback<ImagingText>(
    (key, values) => {
      // The namespace is added at run time, so it is outside the typed resources of i18next.
      const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
      return translate(key, { ...values, ns: NAMESPACE, lng: language });
    },
    [language],
  );
  return { text, english: language === 'en-US' };
}
