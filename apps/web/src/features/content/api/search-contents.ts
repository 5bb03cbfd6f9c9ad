import { SEARCH_KEYWORD_MAX, type SearchResult } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 10;

/** The keyword as the server takes it: trimmed, at most SEARCH_KEYWORD_MAX characters. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().slice(0, SEARCH_KEYWORD_MAX).trim();
}

/** GET /api/platform/home-search: contents matching the keyword, with the terms matched. */
export async function searchContents(
  keyword: string,
  current: number,
  typeMap: number | undefined,
): Promise<SearchResult> {
  const answer = await unwrapData(
    apiClient.get<SearchResult>('home-search', {
      keyword,
      typeMap,
      current,
      pageSize: SEARCH_PAGE_SIZE,
    }),
  );
  const result = expectPage<SearchResult>(answer);
  return { ...result, terms: Array.isArray(result.terms) ? result.terms : [] };
}

export function searchQueryOptions(keyword: string, typeMap: number | undefined) {
  return infiniteQueryOptions({
    queryKey: ['content', 'search', keyword, typeMap ?? null] as const,
    queryFn: ({ pageParam }) => searchContents(keyword, pageParam, typeMap),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    // Searching again for the same words shows the same answer at once.
    staleTime: 30_000,
  });
}

/** Runs only with a keyword. */
export function useContentSearch(keyword: string, typeMap: number | undefined) {
  return useInfiniteQuery({ ...searchQueryOptions(keyword, typeMap), enabled: keyword.length > 0 });
}
