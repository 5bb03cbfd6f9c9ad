import { type AdverseEventReceipt, type AdverseEventReportInput, DRUG_SAFETY_PATHS } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** POST drug-safety/report (JSON). */
export function useReportAdverseEvent() {
  return useMutation({
    mutationFn: (input: AdverseEventReportInput) =>
      unwrapData(apiClient.post<AdverseEventReceipt>(DRUG_SAFETY_PATHS.report, { ...input }, { json: true })),
  });
}
