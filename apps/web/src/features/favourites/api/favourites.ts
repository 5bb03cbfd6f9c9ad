import { FAVOURITE_PATHS, type Favourite } from '@ia/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageByTotal, type PageAnswer } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const FAVOURITE_PAGE_SIZE = 10;

/** GET member/my-faver: the viewer's favourites, newest first; `type` narrows to one typeMap. */
export async function getFavourites(
  current: number,
  type: number | undefined,
): Promise<PageAnswer<Favourite>> {
  return unwrapData(
    apiClient.get<PageAnswer<Favourite>>(FAVOURITE_PATHS.list, {
      current,
      pageSize: FAVOURITE_PAGE_SIZE,
      ...(type === undefined ? {} : { type }),
    }),
  );
}

export function useFavourites(type: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['favourites', type ?? 'all'],
    queryFn: ({ pageParam }) => getFavourites(pageParam, type),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    staleTime: 0,
  });
}
