import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

export interface TrialTip {
  /** 1 when the free-trial prompt is due now. */
  istip: 0 | 1;
  days_left: number;
  certified: boolean;
}

/** GET istip/get-istip: whether the free-trial prompt shows now, and the days left. */
export async function getTrialTip(): Promise<TrialTip> {
  return unwrapData(apiClient.get<TrialTip>('/istip/get-istip'));
}

/** One question per page visit (`visitKey`): the answer changes with 'later' and over days. */
export function trialTipQueryOptions(visitKey: string) {
  return queryOptions({
    queryKey: ['istip', visitKey],
    queryFn: getTrialTip,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** GET istip/up-istip: 'later', no prompt again until tomorrow. */
export async function postponeTrialTip(): Promise<void> {
  await unwrapData(apiClient.get<number>('/istip/up-istip'));
}
