import { adminCampaignQuerySchema } from '@ia/shared';
import { useListSearchParams } from '../../../hooks/use-list-search-params';

const FILTERS = ['keyword', 'state'] as const;

/** The campaign list's filters and paging, kept in the URL (parsed with the server's own schema). */
export function useCampaignSearchParams() {
  return useListSearchParams(adminCampaignQuerySchema, FILTERS);
}
