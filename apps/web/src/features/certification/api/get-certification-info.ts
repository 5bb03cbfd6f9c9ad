import type { CertificationInfo } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const certificationInfoQueryKey = ['certification', 'info'] as const;

/** GET /api/platform/examine/get-examine-info: the latest submission and its status ('none' before any). */
export async function getCertificationInfo(): Promise<CertificationInfo> {
  return unwrapData(apiClient.get<CertificationInfo>('/examine/get-examine-info'));
}

export function certificationInfoQueryOptions() {
  return queryOptions({
    queryKey: certificationInfoQueryKey,
    queryFn: getCertificationInfo,
    staleTime: 10_000,
  });
}

export function useCertificationInfo() {
  return useQuery(certificationInfoQueryOptions());
}
