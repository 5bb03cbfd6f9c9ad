import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * OAuth `state` values handed to WeChat's authorize URL. Each is bound to the browser that
 * started the login (a cookie holds its twin), used once, and short-lived.
 */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state value. */
  stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
  /** SHA-256 of the browser-binding cookie set when the login started. */
  bindingHash: varchar('binding_hash', { length: 64 }).notNull(),
  /** Where the app wants to land after login (same origin as the app, checked). */
  websiteUrl: text('website_url').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

export type OauthStateRow = typeof oauthStates.$inferSelect;
