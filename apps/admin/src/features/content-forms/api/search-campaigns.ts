import { adminCampaignSchema, pageSchema } from '@ia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentFormsQueryKey } from './get-content-form';

const campaignPageSchema = pageSchema(adminCampaignSchema);

/** Campaigns whose title (or id) matches `keyword`, for opening a campaign's sign-up form. */
export function useCampaignSearch(keyword: string) {
  return useQuery({
    queryKey: [...contentFormsQueryKey, 'campaign-search', keyword],
    queryFn: ({ signal }) =>
      apiRequest('/campaigns', {
        query: { keyword: keyword || undefined, current: 1, pageSize: 20 },
        schema: campaignPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
