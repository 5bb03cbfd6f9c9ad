import { type AdminTerm, adminTermSchema } from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { contentsQueryKey } from './contents';

export type TermKind = 'tags' | 'diseases';
export type { AdminTerm };

const termsSchema = z.array(adminTermSchema);
const deletedSchema = z.object({ id: z.number().int() });
const termsKey = (kind: TermKind) => ['content-admin', kind] as const;

/** Every tag (or disease) with how many contents use it; small lists, read whole. */
export function useTerms(kind: TermKind) {
  return useQuery({
    queryKey: termsKey(kind),
    queryFn: ({ signal }) => apiRequest(`/${kind}`, { schema: termsSchema, signal }),
  });
}

export function useSaveTerm(kind: TermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: { name: string; sort: number } }) =>
      apiRequest(id === undefined ? `/${kind}` : `/${kind}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminTermSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: termsKey(kind) });
      // A renamed tag shows under its new name in the content lists.
      await queryClient.invalidateQueries({ queryKey: contentsQueryKey });
    },
  });
}

export function useDeleteTerm(kind: TermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/${kind}/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: termsKey(kind) }),
  });
}
