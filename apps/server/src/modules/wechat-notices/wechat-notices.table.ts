import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * What the app tells a doctor through the official account (decision 036): one row per
 * (user, kind, subject), so a message goes out once however many processes run the job. The row
 * is also the delivery record operators read: status, WeChat's errcode and errmsg, attempts.
 *
 * status: pending → sending (claimed by one process until `lease_until`) → sent | retry (transient
 * failure, again at `next_attempt_at`) | not_following (43004) | refused (43101) | failed (a
 * permanent errcode, or transient failures past the bound) | expired (too late to matter).
 */
export const wechatNotices = pgTable(
  'wechat_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    /** 'meeting_reminder' | 'certification_result'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What the message is about, e.g. 'meeting:12:reminder' (the message centre's dedupe key). */
    subject: varchar('subject', { length: 100 }).notNull(),
    /** 'template' (cgi-bin/message/template/send) or 'subscribe' (cgi-bin/message/subscribe/bizsend). */
    channel: varchar('channel', { length: 12 }),
    templateId: varchar('template_id', { length: 64 }),
    /** The app page the message opens, and the template's fields ({ key: value }). */
    url: varchar('url', { length: 500 }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    errcode: integer('errcode'),
    errmsg: varchar('errmsg', { length: 300 }),
    /** WeChat's message id, once sent. */
    msgid: varchar('msgid', { length: 32 }),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    leaseUntil: timestampTz('lease_until'),
    /** After this the message is no longer worth sending (a reminder after its meeting started). */
    expiresAt: timestampTz('expires_at'),
    sentAt: timestampTz('sent_at'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('wechat_notices_subject_uq').on(table.userId, table.kind, table.subject),
    index('wechat_notices_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status in ('pending', 'retry', 'sending')`),
    index('wechat_notices_user_idx').on(table.userId, table.createdAt),
  ],
);

export type WechatNoticeRow = typeof wechatNotices.$inferSelect;

/**
 * One-time subscription consents given through the `wx-open-subscribe` open tag: per member and
 * subscription template, how many accepted sends are still unused (each accept allows one bizsend)
 * and the member's last answer.
 */
export const wechatSubscribeConsents = pgTable(
  'wechat_subscribe_consents',
  {
    userId: integer('user_id').notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    /** The last answer WeChat reported: 'accept' | 'reject' | 'ban' | 'filter'. */
    lastStatus: varchar('last_status', { length: 12 }).notNull(),
    available: integer('available').notNull().default(0),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.templateId] })],
);
