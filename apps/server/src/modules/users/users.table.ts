import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sessionColumns, timestamps, timestampTz } from '../../db/columns';

/**
 * A person of the mobile app: member (doctor, technician, nurse) or sales-rep staff.
 * Registration, consent and certification columns are filled by the Identity feature.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 'member' or 'staff' once registered; null while only WeChat-authenticated. */
    kind: varchar('kind', { length: 16 }),
    nickname: varchar('nickname', { length: 100 }),
    avatarUrl: text('avatar_url'),
    registeredAt: timestampTz('registered_at'),
    consentedAt: timestampTz('consented_at'),
    certifiedAt: timestampTz('certified_at'),
    /** Member groups that course-category visibility (member_group_ids) refers to. */
    memberGroupIds: integer('member_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (table) => [index('users_registered_at_idx').on(table.registeredAt)],
);

/** WeChat identities: one openid per official account (appid), unionid shared across them. */
export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: varchar('app_id', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wechat_identities_app_openid_uq').on(table.appId, table.openid),
    index('wechat_identities_unionid_idx').on(table.unionid),
    index('wechat_identities_user_idx').on(table.userId),
  ],
);

/** App sessions: an opaque token handed to the app, stored here only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    ...sessionColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openid: varchar('openid', { length: 64 }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
