import type { ContentForm, ContentFormSubmit } from '@ia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET content/form/{content_id}/{type}: the form with the viewer's answers, if any. */
export async function getContentForm(contentId: number, type: number): Promise<ContentForm> {
  return unwrapData(apiClient.get<ContentForm>(`content/form/${contentId}/${type}`));
}

export function contentFormQueryOptions(contentId: number, type: number) {
  return queryOptions({
    queryKey: ['content', 'form', contentId, type] as const,
    queryFn: () => getContentForm(contentId, type),
  });
}

export function useContentForm(contentId: number, type: number, enabled: boolean) {
  return useQuery({ ...contentFormQueryOptions(contentId, type), enabled });
}

/** GET content/claim/status?content_id=: 1 once the viewer submitted the content's form. */
export async function getClaimStatus(contentId: number): Promise<{ result: 0 | 1 }> {
  return unwrapData(apiClient.get<{ result: 0 | 1 }>('content/claim/status', { content_id: contentId }));
}

export function useClaimStatus(contentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'claim', contentId] as const,
    queryFn: () => getClaimStatus(contentId),
    enabled,
  });
}

/** POST content/form (JSON): submitting again replaces the answers. */
export async function submitContentForm(input: ContentFormSubmit): Promise<unknown> {
  return unwrapData(apiClient.post('content/form', { ...input }, { json: true }));
}

export function useSubmitContentForm(contentId: number, type: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContentForm,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['content', 'form', contentId, type] }),
        queryClient.invalidateQueries({ queryKey: ['content', 'claim', contentId] }),
      ]);
    },
  });
}
