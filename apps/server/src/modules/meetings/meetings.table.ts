import type { AgendaItem, Chapter, MeetingAudienceValue } from '@ia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/** A speaker as stored on a meeting (the app's speakerSchema). */
export interface MeetingSpeaker {
  name: string;
  title: string | null;
  hospital: string | null;
  avatar: string | null;
}

/**
 * Live academic meetings. The app's state (upcoming, live, ended, playback, cancelled) is derived
 * from start_at/end_at, playback_url and cancelled_at at read time; `status` is the operator's
 * publication switch (0 draft, 1 published).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    cover: varchar('cover', { length: 1000 }),
    /** Sanitised HTML introduction. */
    description: text('description').notNull().default(''),
    speakers: jsonb('speakers').$type<MeetingSpeaker[]>().notNull().default([]),
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default([]),
    tagIds: integer('tag_ids').array().notNull().default([]),
    categoryId: integer('category_id'),
    startAt: timestampTz('start_at').notNull(),
    endAt: timestampTz('end_at').notNull(),
    liveUrl: varchar('live_url', { length: 1000 }),
    playbackUrl: varchar('playback_url', { length: 1000 }),
    playbackDuration: integer('playback_duration').notNull().default(0),
    chapters: jsonb('chapters').$type<Chapter[]>().notNull().default([]),
    audience: varchar('audience', { length: 16 }).$type<MeetingAudienceValue>().notNull().default('all'),
    memberGroupIds: integer('member_group_ids').array().notNull().default([]),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    approvalCode: varchar('approval_code', { length: 60 }),
    expiresAt: timestampTz('expires_at'),
    /** 0 draft, 1 published. */
    status: smallint('status').notNull().default(0),
    cancelledAt: timestampTz('cancelled_at'),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    subscriberCount: integer('subscriber_count').notNull().default(0),
    zanCount: integer('zan_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('meetings_start_idx').on(table.status, table.startAt)],
);
export type MeetingRow = typeof meetings.$inferSelect;

/**
 * Who subscribed to which meeting. `reminded_at` is set by the reminder job in the same statement
 * that writes the message, so a reminder goes out once per user per meeting even with two servers.
 */
export const meetingSubscriptions = pgTable(
  'meeting_subscriptions',
  {
    meetingId: integer('meeting_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    remindedAt: timestampTz('reminded_at'),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    index('meeting_subscriptions_user_idx').on(table.userId, table.createdAt),
    index('meeting_subscriptions_due_idx').on(table.meetingId).where(sql`reminded_at is null`),
  ],
);
export type MeetingSubscriptionRow = typeof meetingSubscriptions.$inferSelect;

/**
 * Each user's watching of each meeting: live and playback seconds (one total per meeting), where
 * playback resumes, and when they were last seen live (the "watching now" count). Written by the
 * MEETING_VIEW heartbeat writer in the statement that stores the heartbeats (learn_logs, type 4).
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: integer('meeting_id').notNull(),
    userId: integer('user_id').notNull(),
    liveSeconds: integer('live_seconds').notNull().default(0),
    playbackSeconds: integer('playback_seconds').notNull().default(0),
    position: integer('position').notNull().default(0),
    lastSession: varchar('last_session', { length: 64 }),
    lastSequence: integer('last_sequence').notNull().default(0),
    lastLiveAt: timestampTz('last_live_at'),
    firstSeenAt: timestampTz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    // No index holds a column a heartbeat writes (last_live_at, the seconds): each live heartbeat
    // rewrites its viewer's row, and only then can PostgreSQL update it in place (HOT, with the
    // table's fillfactor leaving room; migration 0018) instead of adding index entries that only a
    // vacuum removes. Who is watching is counted over the meeting's rows by the primary key.
    index('meeting_attendance_user_idx').on(table.userId),
  ],
);
export type MeetingAttendanceRow = typeof meetingAttendance.$inferSelect;
