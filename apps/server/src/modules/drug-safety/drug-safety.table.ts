import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Suspected adverse-reaction reports from /personal/warning. Personal and health data (reporter,
 * contact, patient, reaction, outcome) are sealed at rest in `sealed` (AES-256-GCM); only what
 * the inbox lists and sorts by stays in plain columns.
 */
export const adverseEventReports = pgTable(
  'adverse_event_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** e.g. AE-20260601-000042. */
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    profession: varchar('profession', { length: 16 }).notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    batchNumber: varchar('batch_number', { length: 60 }),
    onsetDate: date('onset_date', { mode: 'string' }),
    /** non_serious | serious | death */
    seriousness: varchar('seriousness', { length: 12 }).notNull(),
    /** The sealed JSON of the sensitive fields (see drug-safety.service). */
    sealed: text('sealed').notNull(),
    /** When the reporter agreed to the processing of the sensitive data. */
    consentAt: timestampTz('consent_at').notNull(),
    receivedAt: timestampTz('received_at').notNull(),
    /** The China day the report must reach the authority by (the legal clock). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** new | processing | submitted | closed */
    status: varchar('status', { length: 12 }).notNull().default('new'),
    handledBy: integer('handled_by'),
    note: text('note'),
    submittedAt: timestampTz('submitted_at'),
    closedAt: timestampTz('closed_at'),
    ...timestamps(),
  },
  (table) => [
    index('adverse_event_reports_due_idx').on(table.status, table.dueOn),
    index('adverse_event_reports_received_idx').on(table.receivedAt),
  ],
);

export type AdverseEventReportRow = typeof adverseEventReports.$inferSelect;
