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
