import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Healthcare-professional certification requests (the veeva examine calls). A user may resubmit
 * after a rejection; each submission is its own row, so the history stays.
 */
export const certificationSubmissions = pgTable(
  'certification_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    hospitalId: integer('hospital_id'),
    hospitalName: varchar('hospital_name', { length: 100 }).notNull(),
    department: varchar('department', { length: 32 }).notNull(),
    title: varchar('title', { length: 32 }).notNull(),
    licenceNumber: varchar('licence_number', { length: 40 }).notNull(),
    /** Ids of private uploads (1 to 3 photos). */
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 'pending', 'approved' or 'rejected'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('certification_user_idx').on(table.userId, table.createdAt),
    index('certification_status_idx').on(table.status, table.createdAt),
  ],
);

export type CertificationSubmissionRow = typeof certificationSubmissions.$inferSelect;
