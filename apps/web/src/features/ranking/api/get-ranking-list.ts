import type { RankingList, RankingPeriodValue, RankingRoleValue } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const RANKING_PAGE_SIZE = 20;

/** GET member/ranking-list/{id}: a page of the board, with the viewer's row and neighbours. */
export async function getRankingList(
  period: RankingPeriodValue,
  role: RankingRoleValue,
  current: number,
): Promise<RankingList> {
  return unwrapData(
    apiClient.get<RankingList>(`member/ranking-list/${period}`, {
      role,
      current,
      pageSize: RANKING_PAGE_SIZE,
    }),
  );
}

export function rankingListQueryOptions(period: RankingPeriodValue, role: RankingRoleValue) {
  return infiniteQueryOptions({
    queryKey: ['ranking', 'list', period, role] as const,
    queryFn: ({ pageParam }) => getRankingList(period, role, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useRankingList(period: RankingPeriodValue, role: RankingRoleValue) {
  return useInfiniteQuery(rankingListQueryOptions(period, role));
}
