import { type AdminContentForm, adminContentFormSchema } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type FormTarget, targetQuery } from '../form-target';

export type { AdminContentForm };

/** Everything cached about content forms; saving one invalidates all of it. */
export const contentFormsQueryKey = ['content-forms'] as const;

/** GET /contents/:id/form (`?type=6` for a campaign): the target and its form (null before one is created). */
export function getContentForm(target: FormTarget, signal?: AbortSignal) {
  return apiRequest(`/contents/${target.id}/form`, {
    query: targetQuery(target),
    schema: adminContentFormSchema,
    signal,
  });
}

export function contentFormQueryOptions(target: FormTarget) {
  return queryOptions({
    queryKey: [...contentFormsQueryKey, 'form', target.type, target.id],
    queryFn: ({ signal }) => getContentForm(target, signal),
  });
}

export function useContentForm(target: FormTarget) {
  return useQuery({ ...contentFormQueryOptions(target), meta: { silent: true } });
}
