import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * The WeChat sandbox's outbox: what WeChat would have delivered to a user's WeChat, one row per
 * accepted cgi-bin/message/template/send or cgi-bin/message/subscribe/bizsend (decision 036).
 * Readable at /sandbox/wechat/outbox (sandbox only).
 */
export const sandboxWechatMessages = pgTable(
  'sandbox_wechat_messages',
  {
    id: serial('id').primaryKey(),
    /** The msgid the sandbox answered with. */
    msgid: varchar('msgid', { length: 32 }).notNull(),
    /** 'template' | 'subscribe'. */
    api: varchar('api', { length: 12 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    url: varchar('url', { length: 1000 }),
    data: jsonb('data').$type<Record<string, { value: string }>>().notNull(),
    /** template/send's client_msg_id: the same openid and id within 10 minutes is one message. */
    clientMsgId: varchar('client_msg_id', { length: 64 }),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [index('sandbox_wechat_messages_openid_idx').on(table.openid, table.createdAt)],
);

export type SandboxWechatMessageRow = typeof sandboxWechatMessages.$inferSelect;

/**
 * What WeChat knows about a sandbox user: whether the user follows the official account (no row:
 * following) and the one-time subscriptions accepted and not yet used, per template.
 */
export const sandboxWechatFollowers = pgTable('sandbox_wechat_followers', {
  openid: varchar('openid', { length: 64 }).primaryKey(),
  following: boolean('following').notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
});

export const sandboxWechatSubscriptions = pgTable(
  'sandbox_wechat_subscriptions',
  {
    openid: varchar('openid', { length: 64 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    /** Accepted sends left (each bizsend uses one; none left: 43101). */
    remaining: integer('remaining').notNull().default(0),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.openid, table.templateId] })],
);
