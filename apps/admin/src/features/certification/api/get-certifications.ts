import {
  type AdminCertificationListItem,
  adminCertificationListItemSchema,
  type adminCertificationQuerySchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CertificationQuery = z.output<typeof adminCertificationQuerySchema>;

/** Everything cached about certifications; a decision invalidates all of it. */
export const certificationsQueryKey = ['certifications'] as const;

export type { AdminCertificationListItem };

const certificationPageSchema = pageSchema(adminCertificationListItemSchema);

/** One page of the review queue (the server lists pending submissions oldest first). */
export function getCertifications(query: CertificationQuery, signal?: AbortSignal) {
  return apiRequest('/certifications', { query, schema: certificationPageSchema, signal });
}

export function certificationsQueryOptions(query: CertificationQuery) {
  return queryOptions({
    queryKey: [...certificationsQueryKey, 'list', query],
    queryFn: ({ signal }) => getCertifications(query, signal),
    // Keep the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
    // Several reviewers work the same queue: always ask again.
    staleTime: 0,
  });
}

export function useCertifications(query: CertificationQuery) {
  return useQuery(certificationsQueryOptions(query));
}
