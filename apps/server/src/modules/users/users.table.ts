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
    /**
     * When the user last signed every current consent document; cleared when a document gets a
     * new version or the user withdraws (all_active = 0). consent_records keeps the full history.
     */
    consentedAt: timestampTz('consented_at'),
    /** Certification approved: permanent access to learning. */
    certifiedAt: timestampTz('certified_at'),

    // Profile (spec §3 select lists hold codes from packages/shared profile-options).
    name: varchar('name', { length: 50 }),
    mobile: varchar('mobile', { length: 11 }),
    /** Staff only: the company mailbox, verified with a mail code. */
    email: varchar('email', { length: 200 }),
    provinceCode: varchar('province_code', { length: 2 }),
    cityCode: varchar('city_code', { length: 4 }),
    /** A hospital of the hospitals table, or null with `hospitalName` typed in ('other'). */
    hospitalId: integer('hospital_id'),
    hospitalName: varchar('hospital_name', { length: 100 }),
    department: varchar('department', { length: 32 }),
    title: varchar('title', { length: 32 }),
    position: varchar('position', { length: 32 }),
    skillAreas: text('skill_areas').array().notNull().default(sql`'{}'::text[]`),
    interestingTopics: text('interesting_topics').array().notNull().default(sql`'{}'::text[]`),
    interestingSystems: text('interesting_systems').array().notNull().default(sql`'{}'::text[]`),
    workUpgrades: text('work_upgrades').array().notNull().default(sql`'{}'::text[]`),

    /** Set by an operator's CSV import; such users must confirm their details (/importregister). */
    importedAt: timestampTz('imported_at'),
    /** When the user confirmed their details; null for imported users who have not (reconfirmation = 0). */
    reconfirmedAt: timestampTz('reconfirmed_at'),
    /** An operator marked the hospital invalid (re_perfect_type); cleared when the user fixes it. */
    hospitalInvalidAt: timestampTz('hospital_invalid_at'),
    /** The veeva link: the sales-rep (staff) user this certified member is linked to. */
    veevaStaffId: integer('veeva_staff_id'),
    /** When the free-trial prompt was last dismissed with 'later' (istip/up-istip). */
    trialTipAt: timestampTz('trial_tip_at'),
    /** Member groups that course-category visibility (member_group_ids) refers to. */
    memberGroupIds: integer('member_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (table) => [
    index('users_registered_at_idx').on(table.registeredAt),
    uniqueIndex('users_mobile_uq').on(table.mobile),
    uniqueIndex('users_email_uq').on(table.email),
    index('users_veeva_staff_idx').on(table.veevaStaffId),
  ],
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
export type WechatIdentityRow = typeof wechatIdentities.$inferSelect;
