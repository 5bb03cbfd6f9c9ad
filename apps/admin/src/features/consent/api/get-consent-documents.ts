import { adminConsentDocumentSchema } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AdminConsentDocument = z.output<typeof adminConsentDocumentSchema>;

export const consentDocumentsQueryKey = ['consent-documents'] as const;

const consentDocumentListSchema = z.array(adminConsentDocumentSchema);

/** Every published version of every consent document. */
export function getConsentDocuments(signal?: AbortSignal) {
  return apiRequest('/consent-documents', { schema: consentDocumentListSchema, signal });
}

export function consentDocumentsQueryOptions() {
  return queryOptions({
    queryKey: consentDocumentsQueryKey,
    queryFn: ({ signal }) => getConsentDocuments(signal),
  });
}

export function useConsentDocuments() {
  return useQuery(consentDocumentsQueryOptions());
}
