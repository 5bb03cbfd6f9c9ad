import type { CourseCategory } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** Id 0 is the virtual root: its tree is every top-level category. */
export const ROOT_CATEGORY_ID = 0;

/** GET /api/platform/category/tree/{id}: categories the user may see, ordered by `sort`. */
export async function getCategoryTree(id: number = ROOT_CATEGORY_ID): Promise<CourseCategory[]> {
  const categories = await unwrapData(apiClient.get<CourseCategory[]>(`/category/tree/${id}`));
  return [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function categoryTreeQueryOptions(id: number = ROOT_CATEGORY_ID) {
  return queryOptions({
    queryKey: ['categories', 'tree', id] as const,
    queryFn: () => getCategoryTree(id),
  });
}

export function useCategoryTree(id: number = ROOT_CATEGORY_ID) {
  return useQuery(categoryTreeQueryOptions(id));
}
