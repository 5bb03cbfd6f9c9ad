import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/** Questions users ask (/personal/question) and the operator's answer. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    content: text('content').notNull(),
    /** Up to 3 of the asker's own uploads (imageupload ids). */
    imageIds: integer('image_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** pending | answered */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestampTz('answered_at'),
    ...timestamps(),
  },
  (table) => [
    index('questions_user_idx').on(table.userId, table.createdAt),
    index('questions_status_idx').on(table.status, table.createdAt),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
