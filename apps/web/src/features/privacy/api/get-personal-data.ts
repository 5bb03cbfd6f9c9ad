import { type PersonalDataExport, PRIVACY_PATHS } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/**
 * GET privacy/export, on the member's request only: each copy is recorded as a privacy request,
 * so it is a mutation (never refetched in the background), not a query.
 */
export function usePersonalDataCopy() {
  return useMutation({
    mutationFn: () => unwrapData(apiClient.get<PersonalDataExport>(PRIVACY_PATHS.export)),
  });
}
