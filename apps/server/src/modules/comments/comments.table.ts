import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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

/** Likes ('zan') and favourites ('faver') of contents: one row per user, content, type and kind. */
export const contentReactions = pgTable(
  'content_reactions',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    type: smallint('type').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.userId, table.contentId, table.type] }),
    index('content_reactions_user_idx').on(table.userId, table.kind, table.createdAt),
  ],
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

/** A form attached to a content (content/form): questions a user answers once (re-submittable). */
export const contentForms = pgTable(
  'content_forms',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    /** typeMap of what the form is attached to: 1–3 a content (contents.id), 6 a campaign (campaigns.id). */
    type: smallint('type').notNull().default(1),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (table) => [uniqueIndex('content_forms_target_uq').on(table.type, table.contentId)],
);

export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    /** input | textarea | select | upload */
    kind: varchar('kind', { length: 12 }).notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    required: boolean('required').notNull().default(false),
    options: text('options').array().notNull().default([]),
    publicAnswers: boolean('public_answers').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('form_questions_form_idx').on(table.formId, table.sort)],
);

/** One submission per user and form; answers are replaced when the user submits again. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('form_submissions_user_uq').on(table.formId, table.userId)],
);

export const formAnswers = pgTable(
  'form_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    questionId: integer('question_id').notNull(),
    userId: integer('user_id').notNull(),
    value: text('value').notNull(),
    zanCount: integer('zan_count').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('form_answers_submission_question_uq').on(table.submissionId, table.questionId),
    index('form_answers_question_idx').on(table.questionId, table.createdAt),
  ],
);

export const formAnswerLikes = pgTable(
  'form_answer_likes',
  {
    answerId: integer('answer_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.answerId, table.userId] })],
);
