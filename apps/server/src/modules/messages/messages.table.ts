import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/** The message centre: notices to one user (certification results, meeting reminders, …). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** e.g. 'certification', 'meeting', 'system'. */
    category: varchar('category', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** An app path to open, e.g. /veeva. */
    link: varchar('link', { length: 300 }),
    /** Makes a message idempotent, e.g. 'certification:42:approved'. */
    dedupeKey: varchar('dedupe_key', { length: 100 }),
    readAt: timestampTz('read_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('messages_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('messages_dedupe_uq').on(table.userId, table.dedupeKey),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
