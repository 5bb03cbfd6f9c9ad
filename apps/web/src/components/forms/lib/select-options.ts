import type { Locale, ProfileOption } from '@ia/shared';

export interface SelectOption {
  label: string;
  value: string;
}

/** A profile option list (spec §3) as select options in the given language. */
export function toSelectOptions(list: readonly ProfileOption[], locale: Locale): SelectOption[] {
  return list.map((item) => ({ value: item.value, label: locale === 'en-US' ? item.en : item.zh }));
}
