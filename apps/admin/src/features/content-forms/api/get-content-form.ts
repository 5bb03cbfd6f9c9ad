import { type AdminContentForm, adminContentFormSchema } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { AdminContentForm };

/** Everything cached about content forms; saving one invalidates all of it. */
export const contentFormsQueryKey = ['content-forms'] as const;

/** GET /contents/:id/form: the content and its form (null before one is created). */
export function getContentForm(contentId: number, signal?: AbortSignal) {
  return apiRequest(`/contents/${contentId}/form`, { schema: adminContentFormSchema, signal });
}

export function contentFormQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: [...contentFormsQueryKey, 'form', contentId],
    queryFn: ({ signal }) => getContentForm(contentId, signal),
  });
}

export function useContentForm(contentId: number) {
  return useQuery({ ...contentFormQueryOptions(contentId), meta: { silent: true } });
}
