import {
  type AdminCampaign,
  type AdminCampaignInput,
  type AdminCampaignQuery,
  adminCampaignSchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminCampaign, AdminCampaignInput, AdminCampaignQuery };

/** Everything cached about campaigns (lists, details, sections, participants). */
export const campaignsQueryKey = ['campaigns-admin'] as const;

const campaignPageSchema = pageSchema(adminCampaignSchema);
const deletedSchema = z.object({ id: z.number().int() });

/** GET /campaigns: one page, filtered by keyword and state. */
export function getCampaigns(query: AdminCampaignQuery, signal?: AbortSignal) {
  return apiRequest('/campaigns', { query, schema: campaignPageSchema, signal });
}

export function useCampaigns(query: AdminCampaignQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...campaignsQueryKey, 'list', query],
      queryFn: ({ signal }) => getCampaigns(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function campaignQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...campaignsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/campaigns/${id}`, { schema: adminCampaignSchema, signal }),
    staleTime: 0,
  });
}

/** GET /campaigns/:id; a missing one shows as a 404 page rather than a toast. */
export function useCampaign(id: number | undefined) {
  return useQuery({ ...campaignQueryOptions(id ?? 0), enabled: id !== undefined, meta: { silent: true } });
}

function useCampaignWrite<Variables>(mutationFn: (variables: Variables) => Promise<AdminCampaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (campaign) => queryClient.setQueryData(campaignQueryOptions(campaign.id).queryKey, campaign),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] }),
  });
}

/** POST /campaigns (a new draft) or PUT /campaigns/:id with the `updated_at` of the copy edited. */
export function useSaveCampaign() {
  return useCampaignWrite(
    ({ id, values }: { id?: number; values: AdminCampaignInput & { updated_at?: string } }) =>
      id === undefined
        ? apiRequest('/campaigns', { method: 'POST', body: values, schema: adminCampaignSchema })
        : apiRequest(`/campaigns/${id}`, { method: 'PUT', body: values, schema: adminCampaignSchema }),
  );
}

/** 发布 or 下线 (POST /campaigns/:id/publish { published, updated_at }). */
export function usePublishCampaign() {
  return useCampaignWrite((campaign: Pick<AdminCampaign, 'id' | 'updated_at'> & { published: boolean }) =>
    apiRequest(`/campaigns/${campaign.id}/publish`, {
      method: 'POST',
      body: { published: campaign.published, updated_at: campaign.updated_at },
      schema: adminCampaignSchema,
    }),
  );
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/campaigns/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
