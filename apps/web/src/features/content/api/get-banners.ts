import type { Banner, BannerPositionValue } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectArray } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { sortBanners } from '../banners';

const BANNER_PATHS: Record<BannerPositionValue, string> = {
  home: 'home/banner',
  lesson: 'lesson/banner',
};

/** GET /api/platform/home/banner or lesson/banner: the operators' banners in their order. */
export async function getBanners(position: BannerPositionValue): Promise<Banner[]> {
  return sortBanners(expectArray<Banner>(await unwrapData(apiClient.get<Banner[]>(BANNER_PATHS[position]))));
}

export function bannersQueryOptions(position: BannerPositionValue) {
  return queryOptions({
    queryKey: ['content', 'banners', position] as const,
    queryFn: () => getBanners(position),
  });
}

export function useBanners(position: BannerPositionValue) {
  return useQuery(bannersQueryOptions(position));
}
