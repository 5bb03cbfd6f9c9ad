import { type AdminSearchKeyword, type AdminSearchKeywordInput, adminSearchKeywordSchema } from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminSearchKeyword };

const keywordsSchema = z.array(adminSearchKeywordSchema);
const deletedSchema = z.object({ id: z.number().int() });
const keywordsKey = ['content-admin', 'search-keywords'] as const;

/** The searched and operator-added keywords, pinned first, then the most searched. */
export function useSearchKeywords() {
  return useQuery({
    queryKey: keywordsKey,
    queryFn: ({ signal }) => apiRequest('/search-keywords', { schema: keywordsSchema, signal }),
  });
}

export function useSaveSearchKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminSearchKeywordInput }) =>
      apiRequest(id === undefined ? '/search-keywords' : `/search-keywords/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminSearchKeywordSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordsKey }),
  });
}

export function useDeleteSearchKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/search-keywords/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordsKey }),
  });
}
