import type { ContentList, ContentSortValue, Tag } from '@ia/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const CONTENT_PAGE_SIZE = 10;

/** Filters of GET content (contentListQuerySchema); the list type is `typeMap`. */
export interface ContentFilters {
  typeMap?: number;
  category_id?: number;
  tag_id?: number;
  disease_id?: number;
  content_type?: number;
  sort?: ContentSortValue;
}

/** GET /api/platform/content: one page of live contents, HCP-only ones included (marked). */
export async function getContents(
  filters: ContentFilters,
  current: number,
  options: { pageSize?: number; withTags?: boolean } = {},
): Promise<ContentList> {
  const answer = await unwrapData(
    apiClient.get<ContentList>('content', {
      ...filters,
      get_tag: options.withTags ? 1 : undefined,
      current,
      pageSize: options.pageSize ?? CONTENT_PAGE_SIZE,
    }),
  );
  return expectPage<ContentList>(answer);
}

export function contentsQueryOptions(filters: ContentFilters) {
  return infiniteQueryOptions({
    queryKey: ['content', 'list', filters] as const,
    queryFn: ({ pageParam }) => getContents(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useContents(filters: ContentFilters) {
  return useInfiniteQuery(contentsQueryOptions(filters));
}

/**
 * The tags in use by a list (get_tag=1), for its filter chips. Asked apart from the list so
 * the chips stay put while a tag or the sort is picked.
 */
export function contentTagsQueryOptions(
  filters: Pick<ContentFilters, 'typeMap' | 'category_id' | 'disease_id'>,
) {
  return queryOptions({
    queryKey: ['content', 'tags', filters] as const,
    queryFn: async (): Promise<Tag[]> => {
      const list = await getContents(filters, 1, { pageSize: 1, withTags: true });
      return list.tags ?? [];
    },
  });
}

export function useContentTags(filters: Pick<ContentFilters, 'typeMap' | 'category_id' | 'disease_id'>) {
  return useQuery(contentTagsQueryOptions(filters));
}
