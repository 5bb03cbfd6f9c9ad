import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * The sandbox outbox: SMS and mail that the development sandbox "sends" instead of a real
 * provider, readable at GET /sandbox/outbox?to=… (sandbox only).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    to: varchar('to', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to, table.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
