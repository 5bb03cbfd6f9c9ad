import type { LessonList } from '@ia/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const LESSON_PAGE_SIZE = 10;

export interface LessonFilters {
  category_id?: number;
  tag_id?: number;
}

/**
 * Course series: GET /api/platform/lesson/lesson, or the 专题 (topic series) with
 * lesson/campain-list (`topics`).
 */
export async function getLessons(
  filters: LessonFilters,
  current: number,
  options: { pageSize?: number; topics?: boolean } = {},
): Promise<LessonList> {
  const path = options.topics ? 'lesson/campain-list' : 'lesson/lesson';
  const answer = await unwrapData(
    apiClient.get<LessonList>(path, {
      ...filters,
      current,
      pageSize: options.pageSize ?? LESSON_PAGE_SIZE,
    }),
  );
  return expectPage<LessonList>(answer);
}

/** The first `limit` series (a home section, the strip on /course). */
export function lessonsPreviewQueryOptions(filters: LessonFilters, limit: number, topics = false) {
  return queryOptions({
    queryKey: ['content', topics ? 'topics' : 'lessons', 'preview', filters, limit] as const,
    queryFn: () => getLessons(filters, 1, { pageSize: limit, topics }),
  });
}

export function useLessonsPreview(
  filters: LessonFilters,
  limit: number,
  options: { topics?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    ...lessonsPreviewQueryOptions(filters, limit, options.topics),
    enabled: options.enabled ?? true,
  });
}

export function lessonsQueryOptions(filters: LessonFilters) {
  return infiniteQueryOptions({
    queryKey: ['content', 'lessons', 'list', filters] as const,
    queryFn: ({ pageParam }) => getLessons(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useLessons(filters: LessonFilters) {
  return useInfiniteQuery(lessonsQueryOptions(filters));
}
