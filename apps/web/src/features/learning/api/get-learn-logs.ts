import type { LearnHistoryItem, Page } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

const PAGE_SIZE = 20;

/** GET /api/platform/learn-log: one page of the user's learning history, one row per content (free-trial gated). */
export async function getLearnLogs(current: number): Promise<Page<LearnHistoryItem>> {
  return unwrapData(apiClient.get<Page<LearnHistoryItem>>('learn-log', { current, pageSize: PAGE_SIZE }));
}

export function learnLogsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['learning', 'history'] as const,
    queryFn: ({ pageParam }) => getLearnLogs(pageParam),
    initialPageParam: 1,
    // Spec §7: list merging uses the total count.
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.data.length, 0) < last.total ? pages.length + 1 : undefined,
  });
}

export function useLearnLogs() {
  return useInfiniteQuery(learnLogsQueryOptions());
}
