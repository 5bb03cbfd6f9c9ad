import {
  type AdminContent,
  type AdminContentInput,
  type AdminContentListItem,
  adminContentListItemSchema,
  type adminContentQuerySchema,
  adminContentSchema,
  contentPublishRefusal,
  ErrorCode,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type ContentQuery = z.output<typeof adminContentQuerySchema>;
export type { AdminContent, AdminContentInput, AdminContentListItem };

/** Everything cached about contents; a write invalidates all of it (lists, details, pickers). */
export const contentsQueryKey = ['content-admin', 'contents'] as const;

const contentPageSchema = pageSchema(adminContentListItemSchema);
const deletedSchema = z.object({ id: z.number().int() });

/** One page of contents, filtered by list type, state, category and keyword. */
export function getContents(query: Partial<ContentQuery>, signal?: AbortSignal) {
  return apiRequest('/contents', { query, schema: contentPageSchema, signal });
}

export function useContents(query: ContentQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...contentsQueryKey, 'list', query],
      queryFn: ({ signal }) => getContents(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function useContent(id: number | undefined) {
  return useQuery({
    queryKey: [...contentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/contents/${id}`, { schema: adminContentSchema, signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Saves a content: a new draft, or an update carrying the `updated_at` of the copy edited. */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminContentInput & { updated_at?: string } }) =>
      id === undefined
        ? apiRequest('/contents', { method: 'POST', body: values, schema: adminContentSchema })
        : apiRequest(`/contents/${id}`, { method: 'PUT', body: values, schema: adminContentSchema }),
    onSuccess: (content) => queryClient.setQueryData([...contentsQueryKey, 'detail', content.id], content),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...contentsQueryKey, 'list'] }),
  });
}

/** 发布 or 下线; answers the content as it is now. */
/**
 * Publishes or unpublishes the saved copy `content`. A publish the shared rule refuses
 * (contentPublishSchema: approval, expiry, cover) fails here with the refusal the server would
 * answer (40000, the message and `data.issues`), without asking it.
 */
export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      content,
      action,
    }: {
      content: AdminContentListItem;
      action: 'publish' | 'unpublish';
    }) => {
      const refusal = action === 'publish' ? contentPublishRefusal(content, new Date()) : null;
      if (refusal) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, refusal.msg, 400, { issues: refusal.issues });
      }
      return apiRequest(`/contents/${content.id}/${action}`, { method: 'POST', schema: adminContentSchema });
    },
    onSuccess: (content) => queryClient.setQueryData([...contentsQueryKey, 'detail', content.id], content),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...contentsQueryKey, 'list'] }),
  });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/contents/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentsQueryKey }),
  });
}

/** Contents whose title (or id) matches `keyword`, for pickers (course series, recommendations). */
export function useContentSearch(keyword: string) {
  return useQuery({
    queryKey: [...contentsQueryKey, 'search', keyword],
    queryFn: ({ signal }) => getContents({ keyword: keyword || undefined, pageSize: 20, current: 1 }, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
