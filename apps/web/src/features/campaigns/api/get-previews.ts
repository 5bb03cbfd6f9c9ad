import type { CampaignContentPreview, CampaignSectionPreview } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET demo/campain-section/{id}: a section and its contents, for visitors (/activitymoduledetail). */
export async function getSectionPreview(id: number): Promise<CampaignSectionPreview> {
  return unwrapData(apiClient.get<CampaignSectionPreview>(`demo/campain-section/${id}`));
}

export function useSectionPreview(id: number | null) {
  return useQuery({
    queryKey: ['campaigns', 'preview', 'section', id] as const,
    queryFn: () => getSectionPreview(id ?? 0),
    enabled: id !== null,
  });
}

/** GET demo/campain-content/{id}: one campaign content for visitors (HCP-only bodies withheld). */
export async function getCampaignContentPreview(id: number): Promise<CampaignContentPreview> {
  return unwrapData(apiClient.get<CampaignContentPreview>(`demo/campain-content/${id}`));
}

export function useCampaignContentPreview(id: number | null) {
  return useQuery({
    queryKey: ['campaigns', 'preview', 'content', id] as const,
    queryFn: () => getCampaignContentPreview(id ?? 0),
    enabled: id !== null,
  });
}
