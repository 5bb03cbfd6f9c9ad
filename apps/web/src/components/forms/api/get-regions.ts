import { REGION_PATHS, type Region } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET /api/platform/region/list[?parent=]: provinces without a parent, else the children of a province. */
export async function getRegions(parent?: string): Promise<Region[]> {
  return unwrapData(apiClient.get<Region[]>(REGION_PATHS.list, parent ? { parent } : {}));
}

export function regionsQueryOptions(parent?: string) {
  return queryOptions({
    queryKey: ['regions', parent ?? ''] as const,
    queryFn: () => getRegions(parent),
    // Reference data: it does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Provinces (no parent) or the cities of `parent`; `enabled: false` leaves the list unloaded. */
export function useRegions(parent?: string, enabled = true) {
  return useQuery({ ...regionsQueryOptions(parent), enabled });
}
