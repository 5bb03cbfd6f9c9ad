import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Codes the WeChat sandbox issued at its authorize page, until exchanged or expired. In the database,
 * not in memory: behind a load balancer the browser reaches the authorize page of one node and the
 * server exchanges the code at its own node's sandbox (decision 031).
 */
export const sandboxWechatCodes = pgTable(
  'sandbox_wechat_codes',
  {
    code: varchar('code', { length: 64 }).primaryKey(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    scope: varchar('scope', { length: 32 }).notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [index('sandbox_wechat_codes_expires_idx').on(table.expiresAt)],
);

export type SandboxWechatCodeRow = typeof sandboxWechatCodes.$inferSelect;
