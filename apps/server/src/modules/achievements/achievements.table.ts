import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Medals: earned when a criterion computed from the logs reaches its threshold —
 * learning_minutes, streak_days, meetings_attended, cases_read, campaign_rank (rank ≤ threshold
 * in `campaign_id`'s rich list once it has ended).
 */
export const medals = pgTable('medals', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  /** English name and description; empty: the app shows the Chinese (decision 038). */
  nameEn: varchar('name_en', { length: 50 }).notNull().default(''),
  descriptionEn: varchar('description_en', { length: 300 }).notNull().default(''),
  /** Artwork URL (own media or an upload); the app greys it until earned. */
  artworkUrl: text('artwork_url'),
  criterion: varchar('criterion', { length: 32 }).notNull(),
  threshold: integer('threshold').notNull(),
  campaignId: integer('campaign_id'),
  sort: integer('sort').notNull().default(0),
  /** 0 draft, 1 published. */
  status: smallint('status').notNull().default(0),
  ...timestamps(),
  deletedAt: timestampTz('deleted_at'),
});
export type MedalRow = typeof medals.$inferSelect;

/** A medal a user has earned (earned_at) and claimed (medal/draw-medal). */
export const userMedals = pgTable(
  'user_medals',
  {
    userId: integer('user_id').notNull(),
    medalId: integer('medal_id').notNull(),
    earnedAt: timestampTz('earned_at').notNull(),
    claimedAt: timestampTz('claimed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.medalId] }),
    index('user_medals_medal_idx').on(table.medalId),
  ],
);
export type UserMedalRow = typeof userMedals.$inferSelect;

/**
 * Certificate programmes: completing a course series (`lesson_id`, every content finished) or a
 * set of meetings (`meeting_ids`, each attended at least `min_meeting_minutes`) issues one.
 */
export const certificatePrograms = pgTable('certificate_programs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  /** English name and description; empty: the app shows the Chinese (decision 038). */
  nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
  descriptionEn: varchar('description_en', { length: 300 }).notNull().default(''),
  /** 'series' or 'meetings'. */
  kind: varchar('kind', { length: 16 }).notNull(),
  lessonId: integer('lesson_id'),
  meetingIds: integer('meeting_ids').array().notNull().default(sql`'{}'::integer[]`),
  minMeetingMinutes: integer('min_meeting_minutes').notNull().default(0),
  /** Who issues it, printed on the certificate. */
  issuer: varchar('issuer', { length: 100 }).notNull().default('影像学院'),
  /** 0 draft, 1 published. */
  status: smallint('status').notNull().default(0),
  ...timestamps(),
  deletedAt: timestampTz('deleted_at'),
});
export type CertificateProgramRow = typeof certificatePrograms.$inferSelect;

/** An issued certificate: its public number, what it names (copied at issue) and its life. */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: serial('id').primaryKey(),
    /** Printed and in the verification URL (/verify/<number>); unguessable. */
    number: varchar('number', { length: 32 }).notNull(),
    userId: integer('user_id').notNull(),
    programId: integer('program_id').notNull(),
    holderName: varchar('holder_name', { length: 50 }).notNull(),
    programName: varchar('program_name', { length: 100 }).notNull(),
    /** The programme's English name at issue; empty: the app shows the Chinese (decision 038). */
    programNameEn: varchar('program_name_en', { length: 100 }).notNull().default(''),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    /** certificate/draw-certificate. */
    claimedAt: timestampTz('claimed_at'),
    /** An operator withdrew it: the verification page then says so. */
    revokedAt: timestampTz('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 200 }),
  },
  (table) => [
    uniqueIndex('user_certificates_number_uq').on(table.number),
    uniqueIndex('user_certificates_user_program_uq').on(table.userId, table.programId),
  ],
);
export type UserCertificateRow = typeof userCertificates.$inferSelect;

/** Views and shares of medals and certificates (medalcertificatelog, medalcertificateback). */
export const achievementEvents = pgTable(
  'achievement_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** 'medal' or 'certificate'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** 'view' or 'share'. */
    action: varchar('action', { length: 16 }).notNull(),
    /** For shares: timeline, appmessage or save. */
    channel: varchar('channel', { length: 16 }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('achievement_events_item_idx').on(table.kind, table.itemId)],
);
