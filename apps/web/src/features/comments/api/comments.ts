import type { Comment, CommentCreate, CommentReply } from '@ia/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const COMMENT_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 20;

export interface CommentPage {
  total: number;
  data: Comment[];
}

export interface CommentTarget {
  contentId: number;
  /** typeMap of the content. */
  type: number;
}

/** GET comments: top-level comments newest first, or with `parent_id` the thread's replies oldest first. */
export async function getComments(
  target: CommentTarget,
  current: number,
  parentId?: number,
): Promise<CommentPage> {
  return unwrapData(
    apiClient.get<CommentPage>('comments', {
      content_id: target.contentId,
      type: target.type,
      parent_id: parentId,
      current,
      pageSize: parentId === undefined ? COMMENT_PAGE_SIZE : REPLY_PAGE_SIZE,
    }),
  );
}

function nextPage(last: CommentPage, pages: CommentPage[]): number | undefined {
  // Spec §7: list merging uses the total count.
  return pages.reduce((sum, page) => sum + page.data.length, 0) < last.total ? pages.length + 1 : undefined;
}

export function commentsQueryKey(target: CommentTarget) {
  return ['comments', target.contentId, target.type] as const;
}

export function commentsQueryOptions(target: CommentTarget) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(target),
    queryFn: ({ pageParam }) => getComments(target, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useComments(target: CommentTarget) {
  return useInfiniteQuery(commentsQueryOptions(target));
}

/** All replies of one thread, loaded when the reader asks for them (查看全部 N 条回复). */
export function useReplies(target: CommentTarget, parentId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...commentsQueryKey(target), 'replies', parentId] as const,
    queryFn: ({ pageParam }) => getComments(target, pageParam, parentId),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** POST comments: answers the new comment (or reply), possibly pending review. */
export async function postComment(input: CommentCreate): Promise<Partial<CommentReply> | null> {
  return unwrapData(apiClient.post<Partial<CommentReply> | null>('comments', { ...input }));
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    // The list (and any open thread) reloads, so the new comment shows where the server puts it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(target) }),
  });
}

/** POST comments-zan-log(-delete). */
export async function setCommentZan(
  commentId: number,
  active: boolean,
): Promise<{ zanned: boolean; zan_count: number }> {
  const path = active ? 'comments-zan-log' : 'comments-zan-log-delete';
  return unwrapData(apiClient.post<{ zanned: boolean; zan_count: number }>(path, { comment_id: commentId }));
}

/**
 * Likes or unlikes a comment, and writes the answer into every cached copy of it (the list's
 * pages, an opened thread): a live meeting's pushed comments carry no personal flags, and the
 * viewer's like must survive them.
 */
export function useCommentZan(target: CommentTarget) {
  const queryClient = useQueryClient();
  return async (commentId: number, active: boolean) => {
    const answer = await setCommentZan(commentId, active);
    const patch = <T extends Comment | CommentReply>(item: T): T =>
      item.id === commentId ? { ...item, ...answer } : item;
    queryClient.setQueriesData<InfiniteData<CommentPage, number>>(
      { queryKey: commentsQueryKey(target) },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) =>
              'replies' in item ? { ...patch(item), replies: item.replies.map(patch) } : patch(item),
            ),
          })),
        },
    );
    return answer;
  };
}
