import { text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Column groups several tables share. Functions, because Drizzle column builders must not be
// shared between tables: each call makes fresh ones.

/** A timestamptz column (every time in the schema is stored with its zone). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** created_at and updated_at, both defaulting to now. */
export function timestamps() {
  return {
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  };
}

/** The columns of an opaque-token session table (app sessions and console sessions alike). */
export function sessionColumns() {
  return {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  };
}
