import type { CampaignDetail, CampaignParticipation, CampaignPermission } from '@ia/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET campain/campain/{id}: the campaign page with the viewer's standing (refused outside its audience). */
export async function getCampaign(id: number): Promise<CampaignDetail> {
  const campaign = await unwrapData(apiClient.get<CampaignDetail>(`campain/campain/${id}`));
  // A malformed answer becomes the page's error state, not a crash while rendering it.
  if (
    !campaign ||
    typeof campaign !== 'object' ||
    !campaign.participation ||
    !Array.isArray(campaign.sections)
  ) {
    throw new Error('活动数据格式不正确');
  }
  return campaign;
}

export function campaignQueryOptions(id: number) {
  return queryOptions({ queryKey: ['campaigns', 'detail', id] as const, queryFn: () => getCampaign(id) });
}

export interface UseCampaignOptions {
  enabled?: boolean;
  /**
   * Decide on the server's current answer, not a cached one: `data` stays undefined until this
   * page's own fetch is back (the entry and the once-shown pages act on the viewer's standing).
   */
  fresh?: boolean;
}

export function useCampaign(id: number | null, { enabled = true, fresh = false }: UseCampaignOptions = {}) {
  const query = useQuery({
    ...campaignQueryOptions(id ?? 0),
    enabled: enabled && id !== null,
    refetchOnMount: fresh ? 'always' : true,
  });
  const settled = !fresh || query.isFetchedAfterMount;
  return { ...query, data: settled ? query.data : undefined, isError: settled && query.isError };
}

/** Changes the viewer's standing in the cached campaign, so the pages agree without a reload. */
export function patchCachedParticipation(
  queryClient: QueryClient,
  id: number,
  change: Partial<CampaignParticipation>,
): void {
  queryClient.setQueryData(campaignQueryOptions(id).queryKey, (old) =>
    old ? { ...old, participation: { ...old.participation, ...change } } : old,
  );
}

/**
 * Drops the cached standing after something that may have earned points (the sign-up form):
 * the campaign page, the rich list and the points details ask again.
 */
export function useRefreshStanding(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['campaigns', 'rich-list'] }),
        queryClient.invalidateQueries({ queryKey: ['campaigns', 'rich-detail', id] }),
      ]).then(() => undefined),
    [queryClient, id],
  );
}

/**
 * GET campain/check/permissions/{a}/{b}: whether the viewer may join the campaign (b = 0) or open
 * one of its sections (b = section id), and why not. Answers 1000 either way.
 */
export async function checkCampaignPermission(
  campaignId: number,
  sectionId = 0,
): Promise<CampaignPermission> {
  return unwrapData(
    apiClient.get<CampaignPermission>(`campain/check/permissions/${campaignId}/${sectionId}`),
  );
}

export function useCampaignPermission(campaignId: number | null, sectionId = 0) {
  return useQuery({
    queryKey: ['campaigns', 'permission', campaignId, sectionId] as const,
    queryFn: () => checkCampaignPermission(campaignId ?? 0, sectionId),
    enabled: campaignId !== null,
    // The date window and the viewer's certification move: ask again on every entry.
    staleTime: 0,
    gcTime: 0,
  });
}
