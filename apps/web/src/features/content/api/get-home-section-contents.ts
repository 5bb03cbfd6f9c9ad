import type { ContentSummary } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectArray } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET /api/platform/home/recommend: the operators' picks, in their order. */
export async function getHomeRecommend(): Promise<ContentSummary[]> {
  return expectArray<ContentSummary>(await unwrapData(apiClient.get<ContentSummary[]>('home/recommend')));
}

/** GET /api/platform/content/home/{id}: the contents of a `contents` home section. */
export async function getHomeSectionContents(sectionId: number): Promise<ContentSummary[]> {
  return expectArray<ContentSummary>(
    await unwrapData(apiClient.get<ContentSummary[]>(`content/home/${sectionId}`)),
  );
}

export function homeRecommendQueryOptions() {
  return queryOptions({ queryKey: ['content', 'home', 'recommend'] as const, queryFn: getHomeRecommend });
}

export function homeSectionContentsQueryOptions(sectionId: number) {
  return queryOptions({
    queryKey: ['content', 'home', 'section', sectionId] as const,
    queryFn: () => getHomeSectionContents(sectionId),
  });
}

export function useHomeRecommend(options: { enabled?: boolean } = {}) {
  return useQuery({ ...homeRecommendQueryOptions(), enabled: options.enabled ?? true });
}

export function useHomeSectionContents(sectionId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...homeSectionContentsQueryOptions(sectionId), enabled: options.enabled ?? true });
}
