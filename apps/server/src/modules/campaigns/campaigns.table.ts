import type { MeetingAudienceValue } from '@ia/shared';
import {
  boolean,
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
 * Campaigns (the spec's `campain`): a date window, an audience rule, a description members may
 * have to accept, a poster and a sign-up form (content_forms with type 6) each shown once.
 * `status`: 0 draft, 1 published; the state (upcoming, ongoing, ended) comes from the dates.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    cover: varchar('cover', { length: 1000 }),
    poster: varchar('poster', { length: 1000 }),
    /** Sanitised HTML: the description (rules) members read and accept. */
    description: text('description').notNull().default(''),
    requiresDesc: boolean('requires_desc').notNull().default(false),
    startAt: timestampTz('start_at').notNull(),
    endAt: timestampTz('end_at').notNull(),
    audience: varchar('audience', { length: 16 }).$type<MeetingAudienceValue>().notNull().default('all'),
    memberGroupIds: integer('member_group_ids').array().notNull().default([]),
    formPoints: integer('form_points').notNull().default(0),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    approvalCode: varchar('approval_code', { length: 60 }),
    expiresAt: timestampTz('expires_at'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    participantCount: integer('participant_count').notNull().default(0),
    zanCount: integer('zan_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('campaigns_list_idx').on(table.status, table.sort, table.startAt)],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/** Sections of a campaign; `parent_id` nests modules one level (campain-section/section/{id}). */
export const campaignSections = pgTable(
  'campaign_sections',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    parentId: integer('parent_id'),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    cover: varchar('cover', { length: 1000 }),
    description: text('description').notNull().default(''),
    requiresDesc: boolean('requires_desc').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('campaign_sections_campaign_idx').on(table.campaignId, table.parentId, table.sort)],
);
export type CampaignSectionRow = typeof campaignSections.$inferSelect;

/** A catalogue content listed in a section, and the points finishing it there earns. */
export const campaignContents = pgTable(
  'campaign_contents',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    sectionId: integer('section_id').notNull(),
    contentId: integer('content_id').notNull(),
    points: integer('points').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('campaign_contents_section_content_uq').on(table.sectionId, table.contentId),
    index('campaign_contents_content_idx').on(table.contentId),
  ],
);
export type CampaignContentRow = typeof campaignContents.$inferSelect;

/** A member in a campaign: joined, and what was shown once (poster, form) or accepted (description). */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    campaignId: integer('campaign_id').notNull(),
    userId: integer('user_id').notNull(),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
    posterShownAt: timestampTz('poster_shown_at'),
    formShownAt: timestampTz('form_shown_at'),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    index('campaign_participants_user_idx').on(table.userId, table.joinedAt),
  ],
);
export type CampaignParticipantRow = typeof campaignParticipants.$inferSelect;

/**
 * content/desc/status: a member accepted the description of a campaign (section_id 0) or of one
 * of its sections. Append-once per (user, campaign, section).
 */
export const campaignDescAcceptances = pgTable(
  'campaign_desc_acceptances',
  {
    userId: integer('user_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    sectionId: integer('section_id').notNull().default(0),
    acceptedAt: timestampTz('accepted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.campaignId, table.sectionId] })],
);
