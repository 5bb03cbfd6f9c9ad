import { adminCertificationSchema, adminRejectBodySchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { certificationsQueryKey } from './get-certifications';

export type RejectBody = z.input<typeof adminRejectBodySchema>;

/** POST /certifications/:id/approve: permanent. */
export function approveCertification(id: number) {
  return apiRequest(`/certifications/${id}/approve`, { method: 'POST', schema: adminCertificationSchema });
}

/** POST /certifications/:id/reject with the reason the user will read. */
export function rejectCertification(id: number, body: RejectBody) {
  return apiRequest(`/certifications/${id}/reject`, {
    method: 'POST',
    body: adminRejectBodySchema.parse(body),
    schema: adminCertificationSchema,
  });
}

export type CertificationDecision =
  | { id: number; decision: 'approve' }
  | ({ id: number; decision: 'reject' } & RejectBody);

/**
 * Approves or rejects a submission. Errors are left to the caller (a 40900 means another
 * reviewer was first, which deserves its own words); the queue refreshes either way.
 */
export function useDecideCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificationDecision) =>
      input.decision === 'approve'
        ? approveCertification(input.id)
        : rejectCertification(input.id, { reason: input.reason }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationsQueryKey }),
  });
}
