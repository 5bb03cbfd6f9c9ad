import type { CampaignStateValue, CampaignSummary, Page } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const CAMPAIGN_PAGE_SIZE = 10;

/** GET campain/campain: one page of the activity list, optionally of one state or matching a keyword. */
export async function getCampaigns(
  state: CampaignStateValue | undefined,
  current: number,
  keyword?: string,
): Promise<Page<CampaignSummary>> {
  const answer = await unwrapData(
    apiClient.get<Page<CampaignSummary>>('campain/campain', {
      state,
      keyword: keyword || undefined,
      current,
      pageSize: CAMPAIGN_PAGE_SIZE,
    }),
  );
  return expectPage<Page<CampaignSummary>>(answer);
}

export function campaignsQueryOptions(state: CampaignStateValue | undefined, keyword?: string) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'list', state ?? 'all', keyword ?? ''] as const,
    queryFn: ({ pageParam }) => getCampaigns(state, pageParam, keyword),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

/** The activity list of one state, or (the app's search) the campaigns matching `keyword`. */
export function useCampaigns(state: CampaignStateValue | undefined, keyword?: string, enabled = true) {
  return useInfiniteQuery({ ...campaignsQueryOptions(state, keyword), enabled });
}
