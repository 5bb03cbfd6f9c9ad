import { useQuery } from '@tanstack/react-query';
import { expectArray } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET home-search/hot: the keywords the search page offers (operators' pinned ones, then the most searched). */
export async function getHotKeywords(): Promise<string[]> {
  return expectArray<string>(await unwrapData(apiClient.get<string[]>('home-search/hot'))).filter(
    (keyword) => typeof keyword === 'string' && keyword.length > 0,
  );
}

export function useHotKeywords() {
  return useQuery({ queryKey: ['search', 'hot'] as const, queryFn: getHotKeywords });
}
