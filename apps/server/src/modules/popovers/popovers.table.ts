import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/** Home pop-overs operators schedule (member/popover): an image with a link, in a time window. */
export const popovers = pgTable(
  'popovers',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    image: text('image').notNull(),
    link: varchar('link', { length: 500 }),
    startAt: timestampTz('start_at').notNull(),
    endAt: timestampTz('end_at').notNull(),
    /** once: once ever per user; daily: at most once per China day per user. */
    frequency: varchar('frequency', { length: 8 }).notNull(),
    /** all | certified | groups */
    audience: varchar('audience', { length: 12 }).notNull(),
    groupIds: integer('group_ids').array().notNull().default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    /** Higher first when several are due. */
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('popovers_window_idx').on(table.enabled, table.startAt, table.endAt)],
);

/** Each time a user was shown a pop-over: one row per pop-over, user and China day. */
export const popoverImpressions = pgTable(
  'popover_impressions',
  {
    popoverId: integer('popover_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The China (UTC+8) day it was shown. */
    shownOn: date('shown_on', { mode: 'string' }).notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.popoverId, table.userId, table.shownOn] }),
    index('popover_impressions_user_idx').on(table.userId, table.popoverId),
  ],
);

export type PopoverRow = typeof popovers.$inferSelect;
