import { sensitiveWordSchema, sensitiveWordsAddResultSchema, sensitiveWordsAddSchema } from '@ia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const wordsQueryKey = ['sensitive-words'] as const;
const wordListSchema = z.array(sensitiveWordSchema);

/** GET /sensitive-words: the whole list, newest first. */
export function getSensitiveWords(signal?: AbortSignal) {
  return apiRequest('/sensitive-words', { schema: wordListSchema, signal });
}

export function sensitiveWordsQueryOptions() {
  return queryOptions({ queryKey: wordsQueryKey, queryFn: ({ signal }) => getSensitiveWords(signal) });
}

export function useSensitiveWords() {
  return useQuery(sensitiveWordsQueryOptions());
}

/** POST /sensitive-words: several at once; words already on the list are skipped. */
export function addSensitiveWords(words: string[]) {
  return apiRequest('/sensitive-words', {
    method: 'POST',
    body: sensitiveWordsAddSchema.parse({ words }),
    schema: sensitiveWordsAddResultSchema,
  });
}

export function useAddSensitiveWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSensitiveWords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordsQueryKey }),
  });
}

/** DELETE /sensitive-words/:id. */
export function deleteSensitiveWord(id: number) {
  return apiRequest(`/sensitive-words/${id}`, { method: 'DELETE', schema: z.null() });
}

export function useDeleteSensitiveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSensitiveWord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wordsQueryKey }),
  });
}
