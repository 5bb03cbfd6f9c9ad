import { type CommentModerationValue, commentModerationSettingSchema } from '@ia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingQueryKey = ['comment-moderation'] as const;

/** GET /comment-moderation: publish at once, or after review. */
export function getCommentModeration(signal?: AbortSignal) {
  return apiRequest('/comment-moderation', { schema: commentModerationSettingSchema, signal });
}

export function commentModerationQueryOptions() {
  return queryOptions({ queryKey: settingQueryKey, queryFn: ({ signal }) => getCommentModeration(signal) });
}

export function useCommentModeration() {
  return useQuery(commentModerationQueryOptions());
}

/** PUT /comment-moderation. */
export function updateCommentModeration(moderation: CommentModerationValue) {
  return apiRequest('/comment-moderation', {
    method: 'PUT',
    body: commentModerationSettingSchema.parse({ moderation }),
    schema: commentModerationSettingSchema,
  });
}

export function useUpdateCommentModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommentModeration,
    onSuccess: (setting) => queryClient.setQueryData(settingQueryKey, setting),
  });
}
