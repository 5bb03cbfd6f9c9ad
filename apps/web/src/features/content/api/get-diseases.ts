import type { DiseaseList } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectObjectWithArray } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET /api/platform/disease?get_tag=1: the case filters (diseases, and the tags cases use). */
export async function getDiseases(): Promise<DiseaseList> {
  const list = expectObjectWithArray<DiseaseList>(
    await unwrapData(apiClient.get<DiseaseList>('disease', { get_tag: 1 })),
    'data',
  );
  return { ...list, data: [...list.data].sort((a, b) => a.sort - b.sort || a.id - b.id) };
}

export function diseasesQueryOptions() {
  return queryOptions({ queryKey: ['content', 'diseases'] as const, queryFn: getDiseases });
}

export function useDiseases() {
  return useQuery(diseasesQueryOptions());
}
