import {
  type CampaignContent,
  type CampaignSection,
  type CampaignSectionDetail,
  PAGE_SIZE_MAX,
  type Page,
} from '@ia/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const SECTION_CONTENT_PAGE_SIZE = 10;

/** GET campain/campain-section/{id}: one section, and whether the viewer accepted its description. */
export async function getSection(id: number): Promise<CampaignSectionDetail> {
  return unwrapData(apiClient.get<CampaignSectionDetail>(`campain/campain-section/${id}`));
}

export function sectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['campaigns', 'section', id, 'detail'] as const,
    queryFn: () => getSection(id),
  });
}

export function useSection(id: number | null) {
  return useQuery({ ...sectionQueryOptions(id ?? 0), enabled: id !== null });
}

/** A section has a handful of modules: one page of the most the API gives holds them all. */
const CHILD_SECTIONS_PAGE_SIZE = PAGE_SIZE_MAX;

/** GET campain/campain-section/section/{id}: the modules nested under a section. */
export async function getChildSections(id: number): Promise<CampaignSection[]> {
  const page = await unwrapData(
    apiClient.get<Page<CampaignSection>>(`campain/campain-section/section/${id}`, {
      current: 1,
      pageSize: CHILD_SECTIONS_PAGE_SIZE,
    }),
  );
  return page.data;
}

export function useChildSections(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['campaigns', 'section', id, 'children'] as const,
    queryFn: () => getChildSections(id ?? 0),
    enabled: enabled && id !== null,
  });
}

/** GET campain/campain-content?section_id=: one page of a section's contents with their points. */
export async function getSectionContents(sectionId: number, current: number): Promise<Page<CampaignContent>> {
  return unwrapData(
    apiClient.get<Page<CampaignContent>>('campain/campain-content', {
      section_id: sectionId,
      current,
      pageSize: SECTION_CONTENT_PAGE_SIZE,
    }),
  );
}

export function useSectionContents(sectionId: number | null, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['campaigns', 'section', sectionId, 'contents'] as const,
      queryFn: ({ pageParam }) => getSectionContents(sectionId ?? 0, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageByTotal,
    }),
    enabled: enabled && sectionId !== null,
  });
}
