import type { RichDetail, RichList } from '@ia/shared';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const RICH_LIST_PAGE_SIZE = 20;

/** Whose list: the member's (with their own row) or the public preview's (no login, no own row). */
export type RichListSource = 'member' | 'preview';

const RICH_LIST_PATHS: Record<RichListSource, (campaignId: number) => string> = {
  member: (id) => `campain/rich-list/${id}`,
  preview: (id) => `demo/campain/rich-list/${id}`,
};

/** GET campain/rich-list/{id} (or demo/campain/rich-list/{id}): one page of the ranking by points. */
export async function getRichList(
  source: RichListSource,
  campaignId: number,
  current: number,
): Promise<RichList> {
  return unwrapData(
    apiClient.get<RichList>(RICH_LIST_PATHS[source](campaignId), { current, pageSize: RICH_LIST_PAGE_SIZE }),
  );
}

export function richListQueryOptions(source: RichListSource, campaignId: number) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'rich-list', source, campaignId] as const,
    queryFn: ({ pageParam }) => getRichList(source, campaignId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useRichList(source: RichListSource, campaignId: number | null) {
  return useInfiniteQuery({ ...richListQueryOptions(source, campaignId ?? 0), enabled: campaignId !== null });
}

/** GET campain/rich-detail/{id}: how the viewer earned their points in the campaign. */
export async function getRichDetail(campaignId: number): Promise<RichDetail> {
  return unwrapData(apiClient.get<RichDetail>(`campain/rich-detail/${campaignId}`));
}

export function useRichDetail(campaignId: number | null) {
  return useQuery({
    queryKey: ['campaigns', 'rich-detail', campaignId] as const,
    queryFn: () => getRichDetail(campaignId ?? 0),
    enabled: campaignId !== null,
  });
}
