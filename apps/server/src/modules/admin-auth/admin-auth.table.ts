import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sessionColumns, timestamps, timestampTz } from '../../db/columns';

/** Console operators. Passwords are scrypt hashes (see password.ts). */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 100 }).notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestampTz('last_login_at'),
    disabledAt: timestampTz('disabled_at'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('operators_username_uq').on(table.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    ...sessionColumns(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * Failed console sign-ins per username and client IP (OWASP ASVS 2.2.1): a source that keeps
 * failing is throttled with a growing pause, while the operator signs in from anywhere else.
 * Rows quiet for a day are deleted. The username is as typed, known or not.
 */
export const operatorSignInThrottles = pgTable(
  'operator_sign_in_throttles',
  {
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestampTz('last_failure_at').notNull(),
    blockedUntil: timestampTz('blocked_until'),
  },
  (table) => [
    primaryKey({ columns: [table.username, table.ip] }),
    index('operator_sign_in_throttles_last_failure_idx').on(table.lastFailureAt),
  ],
);

/** Append-only record of every operator write, sign-in attempt and audited read. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 100 }),
    action: varchar('action', { length: 100 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    statusCode: smallint('status_code').notNull(),
    target: varchar('target', { length: 200 }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_operator_idx').on(table.operatorId),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type SignInThrottleRow = typeof operatorSignInThrottles.$inferSelect;
