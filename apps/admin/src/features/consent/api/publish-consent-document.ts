import { adminConsentDocumentSchema, adminConsentPublishBodySchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { consentDocumentsQueryKey } from './get-consent-documents';

export type ConsentPublishInput = z.input<typeof adminConsentPublishBodySchema>;

/** POST /consent-documents: a new version becomes current and every user has to sign again. */
export function publishConsentDocument(input: ConsentPublishInput) {
  return apiRequest('/consent-documents', {
    method: 'POST',
    body: adminConsentPublishBodySchema.parse(input),
    schema: adminConsentDocumentSchema,
  });
}

export function usePublishConsentDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishConsentDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentDocumentsQueryKey }),
  });
}
