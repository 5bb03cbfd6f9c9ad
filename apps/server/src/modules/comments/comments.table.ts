import { index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Comments on contents (and, later, meetings and campaigns: `type` is the typeMap of what is
 * commented on). One level of replies: a reply's parent_id is always a top-level comment.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    type: smallint('type').notNull(),
    userId: integer('user_id').notNull(),
    parentId: integer('parent_id'),
    /** The user a reply answers, for "回复 张医生". */
    replyToUserId: integer('reply_to_user_id'),
    content: text('content').notNull(),
    /** published | pending | rejected */
    status: varchar('status', { length: 12 }).notNull(),
    zanCount: integer('zan_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestampTz('reviewed_at'),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [
    index('comments_content_idx').on(table.contentId, table.type, table.parentId, table.createdAt),
    index('comments_status_idx').on(table.status, table.createdAt),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** Words a comment may not contain (operators edit the list in the console). */
export const sensitiveWords = pgTable('sensitive_words', {
  id: serial('id').primaryKey(),
  word: varchar('word', { length: 40 }).notNull().unique(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

/** Settings operators change at run time, by key (e.g. comment_moderation = immediate | review). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});
