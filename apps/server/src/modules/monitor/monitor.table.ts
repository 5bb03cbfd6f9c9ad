import { bigserial, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Page views and events the app reports (POST monitor, spec §7), kept only for registered users
 * or visits that came with a fromsource / channel. Written in batches (group commit); the
 * console's 数据分析 reads them by China day.
 */
export const monitorEvents = pgTable(
  'monitor_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestampTz('received_at').notNull(),
    /** The China (UTC+8) day it was received: what the analytics group by. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The signed-in user, when the request carried a session. */
    userId: integer('user_id'),
    /** Why it was kept: 'registered' (a registered user) or 'source' (fromsource / channel given). */
    decision: varchar('decision', { length: 16 }).notNull(),
    type: varchar('type', { length: 32 }),
    contentId: integer('content_id'),
    openid: varchar('openid', { length: 64 }),
    unionid: varchar('unionid', { length: 64 }),
    pageTitle: varchar('page_title', { length: 200 }),
    pageUrl: varchar('page_url', { length: 1000 }),
    pageParam: varchar('page_param', { length: 2000 }),
    keywords: varchar('keywords', { length: 500 }),
    pageEventKey: varchar('page_event_key', { length: 100 }),
    pageEventType: varchar('page_event_type', { length: 50 }),
    campaignId: integer('campain_id'),
    sectionId: integer('section_id'),
    fromsource: varchar('fromsource', { length: 100 }),
    /** How the page was opened (the spec's `opentype`), e.g. wechat or browser. */
    opentype: varchar('opentype', { length: 50 }),
    channel: varchar('channel', { length: 100 }),
  },
  (table) => [
    index('monitor_events_day_idx').on(table.day),
    index('monitor_events_user_idx').on(table.userId),
  ],
);

export type MonitorEventRow = typeof monitorEvents.$inferSelect;
export type NewMonitorEventRow = typeof monitorEvents.$inferInsert;
