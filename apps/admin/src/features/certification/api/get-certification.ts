import { adminCertificationSchema } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { certificationsQueryKey } from './get-certifications';

/** One submission with its photos and the user's earlier submissions. */
export function getCertification(id: number, signal?: AbortSignal) {
  return apiRequest(`/certifications/${id}`, { schema: adminCertificationSchema, signal });
}

export function certificationQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...certificationsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getCertification(id, signal),
    staleTime: 0,
  });
}

/** The submission shown in the review drawer; idle while no submission is open. */
export function useCertification(id: number | undefined) {
  return useQuery({ ...certificationQueryOptions(id ?? 0), enabled: id !== undefined });
}
