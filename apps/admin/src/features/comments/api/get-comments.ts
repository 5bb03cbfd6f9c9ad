import { type AdminComment, type adminCommentQuerySchema, adminCommentSchema, pageSchema } from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CommentQuery = z.output<typeof adminCommentQuerySchema>;
export type { AdminComment };

/** Everything cached about comments; a decision or a deletion invalidates all of it. */
export const commentsQueryKey = ['comments'] as const;

const commentPageSchema = pageSchema(adminCommentSchema);

/** One page of comments (pending ones oldest first, the rest newest first). */
export function getComments(query: CommentQuery, signal?: AbortSignal) {
  return apiRequest('/comments', { query, schema: commentPageSchema, signal });
}

export function commentsQueryOptions(query: CommentQuery) {
  return queryOptions({
    queryKey: [...commentsQueryKey, 'list', query],
    queryFn: ({ signal }) => getComments(query, signal),
    placeholderData: keepPreviousData,
    // Several operators moderate the same comments: always ask again.
    staleTime: 0,
  });
}

export function useComments(query: CommentQuery) {
  return useQuery(commentsQueryOptions(query));
}

/** How many comments wait for review (the badge on the 待审核 tab). */
export function usePendingCommentCount() {
  return useQuery({
    ...commentsQueryOptions({ status: 'pending', current: 1, pageSize: 1 }),
    select: (page) => page.total,
  });
}
