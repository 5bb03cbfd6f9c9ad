import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Privacy requests (PIPL arts. 45–47): a copy, a correction, a deletion or a cancellation, made
 * in the app (answered at once) or by the hotline (entered and answered by an operator). A row
 * names the member by id only: it outlives a cancellation as the record that it was carried out.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** copy | correction | deletion | cancellation */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** app | hotline */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** open | completed | rejected */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    /** What was asked (the operator's words for a hotline request). */
    note: text('note'),
    receivedAt: timestampTz('received_at').notNull(),
    /** The China day the answer is due: 15 working days after receipt (decision 028). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The operator who entered a hotline request. */
    enteredBy: integer('entered_by'),
    /** The operator who answered it; null when the member did it in the app. */
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestampTz('resolved_at'),
    resolution: text('resolution'),
    ...timestamps(),
  },
  (table) => [
    index('privacy_requests_due_idx').on(table.status, table.dueOn),
    index('privacy_requests_user_idx').on(table.userId),
  ],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
