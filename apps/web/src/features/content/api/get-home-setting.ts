import type { HomeSetting } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectObjectWithArray } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET /api/platform/home/setting: the home sections in the order the operators arranged them. */
export async function getHomeSetting(): Promise<HomeSetting> {
  return expectObjectWithArray<HomeSetting>(
    await unwrapData(apiClient.get<HomeSetting>('home/setting')),
    'sections',
  );
}

export function homeSettingQueryOptions() {
  return queryOptions({ queryKey: ['content', 'home', 'setting'] as const, queryFn: getHomeSetting });
}

export function useHomeSetting() {
  return useQuery(homeSettingQueryOptions());
}
