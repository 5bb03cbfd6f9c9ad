import type { ConsentDocument } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { type AppLanguage, toAppLanguage } from '../../../lib/i18n';

/** GET consent/documents?lang=: the current version of each legal document, in popup order. */
export async function getConsentDocuments(lang: AppLanguage): Promise<ConsentDocument[]> {
  return unwrapData(apiClient.get<ConsentDocument[]>('/consent/documents', { lang }));
}

export function consentDocumentsQueryOptions(lang: AppLanguage) {
  return queryOptions({
    queryKey: ['consent', 'documents', lang],
    queryFn: () => getConsentDocuments(lang),
    staleTime: 5 * 60_000,
  });
}

/** The documents in the app's language (the hashes always refer to the Chinese text). */
export function useConsentDocuments(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const lang = toAppLanguage(i18n.language) ?? 'zh-CN';
  return useQuery({ ...consentDocumentsQueryOptions(lang), enabled: options.enabled ?? true });
}
