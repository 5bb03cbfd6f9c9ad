import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * One-time codes sent by SMS or mail. Only a hash of the code is kept; a code is single use,
 * expires, and dies after too many wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** 'sms' or 'mail'. */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** The mobile number or the mailbox, normalised (mailboxes lower-cased). */
    target: varchar('target', { length: 200 }).notNull(),
    /** What the code is for, e.g. 'register' or 'update'; a code verifies only its own purpose. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }),
    /** The WeChat-authenticated user who asked for it, when known. */
    requestedBy: integer('requested_by'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
  },
  (table) => [
    index('verification_codes_target_idx').on(table.target, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
