import { type ReactionState, TypeMap } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET content-zan-log-check/{id}/6: whether the viewer liked the campaign, and its like count. */
export async function getCampaignLike(campaignId: number): Promise<ReactionState> {
  return unwrapData(apiClient.get<ReactionState>(`content-zan-log-check/${campaignId}/${TypeMap.CAMPAIGN}`));
}

export function campaignLikeQueryOptions(campaignId: number) {
  return queryOptions({
    queryKey: ['campaigns', 'like', campaignId] as const,
    queryFn: () => getCampaignLike(campaignId),
  });
}

export function useCampaignLike(campaignId: number) {
  return useQuery(campaignLikeQueryOptions(campaignId));
}
