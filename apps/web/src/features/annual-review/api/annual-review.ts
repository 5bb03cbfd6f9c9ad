import type { AnnualReview, AnnualReviewVisit } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET year/h5/data/{year}: the member's year in numbers. */
export async function getAnnualReview(year: number): Promise<AnnualReview> {
  return unwrapData(apiClient.get<AnnualReview>(`year/h5/data/${year}`));
}

export function useAnnualReview(year: number) {
  return useQuery({ queryKey: ['annual-review', year] as const, queryFn: () => getAnnualReview(year) });
}

/** POST year/h5/data/{year}/view/log: the review was opened. */
export function recordAnnualReviewView(year: number): Promise<AnnualReviewVisit> {
  return unwrapData(apiClient.post<AnnualReviewVisit>(`year/h5/data/${year}/view/log`));
}

/** POST year/h5/data/{year}/finished: the member reached the last page. */
export function recordAnnualReviewFinished(year: number): Promise<AnnualReviewVisit> {
  return unwrapData(apiClient.post<AnnualReviewVisit>(`year/h5/data/${year}/finished`));
}
