import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

export type CommentAction = 'approve' | 'reject' | 'delete';

/** POST /comments/:id/approve, /reject, or DELETE /comments/:id. */
export function moderateComment(id: number, action: CommentAction) {
  return action === 'delete'
    ? apiRequest(`/comments/${id}`, { method: 'DELETE', schema: z.null() })
    : apiRequest(`/comments/${id}/${action}`, { method: 'POST', schema: z.null() });
}

/**
 * Approves, rejects or deletes a comment. Errors are left to the caller (a 40900 means another
 * operator was first, which deserves its own words); the lists refresh either way.
 */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CommentAction }) => moderateComment(id, action),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey }),
  });
}
