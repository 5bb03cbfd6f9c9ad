import {
  type AdminCampaignParticipant,
  adminCampaignParticipantSchema,
  type PagingQuery,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, apiRequest } from '../../../lib/api-client';
import { campaignsQueryKey } from './campaigns';

export type { AdminCampaignParticipant };

const participantPageSchema = pageSchema(adminCampaignParticipantSchema);

/** GET /campaigns/:id/participants: one page, ranked by the points earned in the campaign. */
export function useCampaignParticipants(campaignId: number, paging: PagingQuery) {
  return useQuery({
    queryKey: [...campaignsQueryKey, 'participants', campaignId, paging],
    queryFn: ({ signal }) =>
      apiRequest(`/campaigns/${campaignId}/participants`, {
        query: { ...paging },
        schema: participantPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The participants export's address: a plain link the browser downloads with the session cookie. */
export function campaignParticipantsCsvUrl(campaignId: number): string {
  return `${ADMIN_API_PREFIX}/campaigns/${campaignId}/participants.csv`;
}
