import type { ConsentRecord } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { type AppLanguage, toAppLanguage } from '../../../lib/i18n';

export const myConsentQueryKey = ['consent', 'mine'] as const;

/** GET consent/mine: the user's grants and withdrawals, newest first. */
export async function getMyConsent(lang: AppLanguage): Promise<ConsentRecord[]> {
  return unwrapData(apiClient.get<ConsentRecord[]>('/consent/mine', { lang }));
}

export function myConsentQueryOptions(lang: AppLanguage) {
  return queryOptions({ queryKey: [...myConsentQueryKey, lang], queryFn: () => getMyConsent(lang) });
}

export function useMyConsent() {
  const { i18n } = useTranslation();
  return useQuery(myConsentQueryOptions(toAppLanguage(i18n.language) ?? 'zh-CN'));
}
