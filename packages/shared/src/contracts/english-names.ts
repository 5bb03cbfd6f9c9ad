import { z } from 'zod';

/**
 * English for a name or text an operator wrote in Chinese (a home section, a category, a task, a
 * medal, a certificate): optional, trimmed, stored as '' when left out. The app shows the Chinese
 * where it is empty (decision 038).
 */
export const englishText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((value) => value ?? '');

/** Whether `language` (an app language tag such as 'en-US') reads English. */
export const readsEnglish = (language: string | null | undefined): boolean =>
  language?.toLowerCase().startsWith('en') ?? false;

/**
 * The name to show a reader of `language`: the English when the operator wrote one, else the
 * Chinese (the fallback every operator-written name has).
 */
export function localizedName(chinese: string, english: string | null | undefined, language: string): string {
  return readsEnglish(language) && english?.trim() ? english : chinese;
}
