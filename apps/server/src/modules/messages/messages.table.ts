import { sql } from 'drizzle-orm';
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
    // A broadcast's read count looks its messages up by key.
    index('messages_dedupe_key_idx').on(table.dedupeKey),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * An operator's broadcast from the console: one row per send; its messages are fanned out in one
 * INSERT … SELECT with the dedupe key `broadcast:<id>`, so running it twice adds nothing.
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 300 }),
    /** 'all' registered users, or 'groups': members of any of `group_ids`. */
    audience: varchar('audience', { length: 12 }).notNull(),
    groupIds: integer('group_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The console's idempotency key: the same compose form sent twice is one broadcast. */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    /** Messages the fan-out created. */
    recipients: integer('recipients').notNull().default(0),
    operatorId: integer('operator_id'),
    sentAt: timestampTz('sent_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_broadcasts_request_uq').on(table.requestKey)],
);

export type MessageBroadcastRow = typeof messageBroadcasts.$inferSelect;
