import type { CertificationInfo } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../users';
import { certificationInfoQueryKey } from './get-certification-info';

/** The body of both certification calls (certificationSubmitSchema). */
export interface CertificationRequest {
  name: string;
  hospital_id: number;
  hospital_name: string;
  department: string;
  title: string;
  licence_number: string;
  photo_ids: number[];
}

/** POST /api/platform/examine/vevea-examine-create (the spec's spelling): the first submission. */
export async function createCertification(request: CertificationRequest): Promise<CertificationInfo> {
  return unwrapData(apiClient.post<CertificationInfo>('/examine/vevea-examine-create', { ...request }));
}

/** POST /api/platform/examine/vevea-examine-update (JSON): a new submission after a rejection. */
export async function resubmitCertification(request: CertificationRequest): Promise<CertificationInfo> {
  return unwrapData(
    apiClient.post<CertificationInfo>('/examine/vevea-examine-update', { ...request }, { json: true }),
  );
}

export interface CertificationSubmit {
  request: CertificationRequest;
  /** True after a rejection: the submission is replaced, not created. */
  resubmission: boolean;
}

/** Submits the certification and refreshes its status and the user info (projectAuthStatus). */
export function useSubmitCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, resubmission }: CertificationSubmit) =>
      resubmission ? resubmitCertification(request) : createCertification(request),
    onSuccess: async (info) => {
      queryClient.setQueryData(certificationInfoQueryKey, info);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certificationInfoQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]);
    },
  });
}
