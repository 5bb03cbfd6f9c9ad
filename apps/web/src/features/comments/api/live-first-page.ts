import type { Comment, CommentReply } from '@ia/shared';
import { COMMENT_REPLY_PREVIEW } from '@ia/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE, type CommentPage, type CommentTarget, commentsQueryKey } from './comments';

/**
 * A live room's newest comments arrive pushed (issue 12): the same first page for every viewer,
 * so its `mine` and `zanned` are false throughout and the viewer's own pending comments are not
 * in it. These functions write such a page into the comments cache the list renders from, with
 * what this viewer's cache already knew.
 */

type CommentsData = InfiniteData<CommentPage, number>;
type ViewerFlags = Pick<CommentReply, 'mine' | 'zanned'>;

const isOwnPending = (item: CommentReply) => item.mine && item.status === 'pending';

/** The viewer's own flags of every comment and reply cached for the target: its list pages and its opened threads. */
function knownFlags(queryClient: QueryClient, target: CommentTarget): Map<number, ViewerFlags> {
  const known = new Map<number, ViewerFlags>();
  for (const [, data] of queryClient.getQueriesData<CommentsData>({ queryKey: commentsQueryKey(target) })) {
    for (const page of data?.pages ?? []) {
      for (const item of page.data as (Comment | CommentReply)[]) {
        known.set(item.id, { mine: item.mine, zanned: item.zanned });
        for (const reply of 'replies' in item ? item.replies : []) {
          known.set(reply.id, { mine: reply.mine, zanned: reply.zanned });
        }
      }
    }
  }
  return known;
}

/** Newest first, as GET comments orders them (created_at, then id). */
function isOlder(item: Comment, than: Comment): boolean {
  return item.created_at === than.created_at ? item.id < than.id : item.created_at < than.created_at;
}

function withFlags<T extends CommentReply>(item: T, known: Map<number, ViewerFlags>): T {
  const flags = known.get(item.id);
  return flags ? { ...item, mine: flags.mine, zanned: flags.zanned } : item;
}

/**
 * The pushed first page in place of the cached one:
 * - `mine` and `zanned` as the cache knew them for the same ids;
 * - the viewer's own pending comments on the cached first page stay on top (and their pending
 *   replies in a thread's preview, while it has room), counted in the total as GET comments counts them;
 * - when the viewer has scrolled to later pages, those keep their comments, and comments that the
 *   newest pushed out of the first page stay at its end instead of falling between two pages.
 */
export function mergeLiveFirstPage(
  cached: CommentsData,
  pushed: CommentPage,
  known: Map<number, ViewerFlags>,
): CommentsData {
  const [first, ...later] = cached.pages;
  const cachedFirst = first?.data ?? [];
  const pushedIds = new Set(pushed.data.map((comment) => comment.id));
  const cachedById = new Map(cachedFirst.map((comment) => [comment.id, comment]));

  const ownPending = cachedFirst.filter((comment) => isOwnPending(comment) && !pushedIds.has(comment.id));
  const fresh = pushed.data.map((comment) => {
    const replies = comment.replies.map((reply) => withFlags(reply, known));
    const replyIds = new Set(replies.map((reply) => reply.id));
    for (const reply of cachedById.get(comment.id)?.replies ?? []) {
      if (replies.length >= COMMENT_REPLY_PREVIEW) break;
      if (isOwnPending(reply) && !replyIds.has(reply.id)) replies.push(reply);
    }
    return { ...withFlags(comment, known), replies };
  });

  const oldestPushed = pushed.data.at(-1);
  const laterIds = new Set(later.flatMap((page) => page.data.map((comment) => comment.id)));
  const pushedOut =
    later.length > 0 && oldestPushed !== undefined && pushed.data.length >= COMMENT_PAGE_SIZE
      ? cachedFirst.filter(
          (comment) =>
            !pushedIds.has(comment.id) &&
            !laterIds.has(comment.id) &&
            !isOwnPending(comment) &&
            isOlder(comment, oldestPushed),
        )
      : [];

  const total = pushed.total + ownPending.length;
  return {
    ...cached,
    pages: [
      { total, data: [...ownPending, ...fresh, ...pushedOut] },
      // Their comments stay as the viewer loaded them; their count follows, so "more" stays right.
      ...later.map((page) => ({ ...page, total })),
    ],
    pageParams: cached.pageParams.length > 0 ? cached.pageParams : [1],
  };
}

export interface LiveCommentsWriter {
  /** Writes a pushed first page into the cached list (a list nobody loaded is left alone). */
  apply: (pushed: CommentPage) => void;
  stop: () => void;
}

/**
 * Writes pushed first pages into the target's comments cache. A fetch of the list that is on its
 * way (the first load, the next page, the reload after posting) answers with the pages it read
 * before the push and would put the old first page back: the push is written again when it lands.
 */
export function createLiveCommentsWriter(
  queryClient: QueryClient,
  target: CommentTarget,
): LiveCommentsWriter {
  const queryKey = commentsQueryKey(target);
  const cache = queryClient.getQueryCache();
  let afterFetch: CommentPage | null = null;

  const write = (pushed: CommentPage) => {
    const known = knownFlags(queryClient, target);
    queryClient.setQueryData<CommentsData>(queryKey, (cached) =>
      cached ? mergeLiveFirstPage(cached, pushed, known) : undefined,
    );
  };

  const unsubscribe = cache.subscribe((event) => {
    if (afterFetch === null || event.type !== 'updated') return;
    const { action } = event;
    // `manual` marks setQueryData's own writes; only an answer from the server counts here.
    if (action.type !== 'success' || action.manual) return;
    if (event.query !== cache.find({ queryKey, exact: true })) return;
    const pushed = afterFetch;
    afterFetch = null;
    write(pushed);
  });

  return {
    apply: (pushed) => {
      const query = cache.find({ queryKey, exact: true });
      if (!query) return;
      afterFetch = query.state.fetchStatus === 'fetching' ? pushed : null;
      write(pushed);
    },
    stop: () => {
      unsubscribe();
      afterFetch = null;
    },
  };
}
