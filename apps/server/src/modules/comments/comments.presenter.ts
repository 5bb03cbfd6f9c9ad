import type { AdminComment, Comment, CommentReply, CommentStatusValue, SensitiveWord } from '@ia/shared';
import { optionLabel, TITLES } from '@ia/shared';
import { displayName } from '../../lib/display-name';
import type { AdminCommentRow, CommentAuthorRow } from './comments.repository';
import type { CommentRow } from './comments.table';

/** What a comment row needs around it to be shown to a viewer. */
export interface CommentContext {
  viewerId: number;
  authors: Map<number, CommentAuthorRow>;
  liked: Set<number>;
}

function presentReply(row: CommentRow, context: CommentContext): CommentReply {
  const author = context.authors.get(row.userId);
  const replyTo = row.replyToUserId === null ? null : context.authors.get(row.replyToUserId);
  return {
    id: row.id,
    content_id: row.contentId,
    type: row.type,
    parent_id: row.parentId,
    reply_to_name: row.replyToUserId === null ? null : displayName(row.replyToUserId, replyTo?.name ?? null),
    content: row.content,
    author: {
      name: displayName(row.userId, author?.name),
      avatar: author?.avatarUrl ?? null,
      title: author?.title ? optionLabel(TITLES, author.title) : null,
      title_en: author?.title ? optionLabel(TITLES, author.title, 'en-US') : null,
    },
    mine: row.userId === context.viewerId,
    status: row.status as CommentStatusValue,
    zan_count: row.zanCount,
    zanned: context.liked.has(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentComment(row: CommentRow, replies: CommentRow[], context: CommentContext): Comment {
  return {
    ...presentReply(row, context),
    reply_count: row.replyCount,
    replies: replies.map((reply) => presentReply(reply, context)),
  };
}

export function presentAdminComment(row: AdminCommentRow, replyToName: string | null): AdminComment {
  return {
    id: row.id,
    content_id: row.contentId,
    type: row.type,
    content_title: row.contentTitle,
    parent_id: row.parentId,
    content: row.content,
    author: { id: row.userId, name: displayName(row.userId, row.authorName) },
    reply_to_name: replyToName,
    status: row.status as CommentStatusValue,
    zan_count: row.zanCount,
    reply_count: row.replyCount,
    reviewed_by: row.reviewerName,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSensitiveWord(row: { id: number; word: string; createdAt: Date }): SensitiveWord {
  return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
}
