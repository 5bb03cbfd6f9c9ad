import type { CampaignStateValue, CampaignSummary, Page } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const CAMPAIGN_PAGE_SIZE = 10;

/** GET campain/campain: one page of the activity list, optionally of one state. */
export async function getCampaigns(
  state: CampaignStateValue | undefined,
  current: number,
): Promise<Page<CampaignSummary>> {
  return unwrapData(
    apiClient.get<Page<CampaignSummary>>('campain/campain', { state, current, pageSize: CAMPAIGN_PAGE_SIZE }),
  );
}

export function campaignsQueryOptions(state: CampaignStateValue | undefined) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'list', state ?? 'all'] as const,
    queryFn: ({ pageParam }) => getCampaigns(state, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useCampaigns(state: CampaignStateValue | undefined) {
  return useInfiniteQuery(campaignsQueryOptions(state));
}
