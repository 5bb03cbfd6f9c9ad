import { pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * WeChat's server credentials, cached for every server process (WeChat limits how often they
 * may be fetched, and a new access token retires the previous one): one row per official
 * account and kind ('access_token', 'jsapi_ticket'), and the access_token of the WeCom corp
 * (app_id = corp id; modules/wecom, decision 021). The access_token row is also the lock a
 * refresher holds (SELECT … FOR UPDATE), so only one process fetches at a time.
 */
export const wechatCredentials = pgTable(
  'wechat_credentials',
  {
    appId: varchar('app_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Empty until first fetched. */
    value: text('value').notNull().default(''),
    /** When WeChat said it stops working (fetched at + expires_in). */
    expiresAt: timestampTz('expires_at').notNull(),
    refreshedAt: timestampTz('refreshed_at'),
  },
  (table) => [primaryKey({ columns: [table.appId, table.kind] })],
);

export type WechatCredentialRow = typeof wechatCredentials.$inferSelect;
