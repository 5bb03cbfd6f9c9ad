import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

// Rollups of learn_logs for the console's 数据分析 (decision 039). The refresh job rebuilds the
// China days that received logs since its last run; operators' pages read only these tables.

/**
 * One row per China day, content and member who learned it that day: sessions opened (VIEW),
 * seconds counted (LEARN heartbeats) and whether the member's progress was finished by the end
 * of that day (learning_progress.finished_at: the heartbeat writer's 95 % rule).
 */
export const analyticsLearningDays = pgTable(
  'analytics_learning_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id').notNull(),
    views: integer('views').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.contentId, table.userId] }),
    index('analytics_learning_days_content_idx').on(table.contentId, table.day),
  ],
);

/**
 * Where video sessions stopped: per China day and content, how many sessions reached at most
 * each tenth (0..9) of the duration (the session's furthest reported position).
 */
export const analyticsDropoffDays = pgTable(
  'analytics_dropoff_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    contentId: integer('content_id').notNull(),
    tenth: smallint('tenth').notNull(),
    sessions: integer('sessions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.contentId, table.tenth] })],
);

/**
 * A meeting's viewers per minute (MEETING_VIEW heartbeats, time_type 1 live, 2 playback):
 * distinct members with a heartbeat in that minute, and the seconds they counted.
 * Peak concurrency is the largest `viewers` of a meeting's live minutes.
 */
export const analyticsMeetingMinutes = pgTable(
  'analytics_meeting_minutes',
  {
    meetingId: integer('meeting_id').notNull(),
    timeType: smallint('time_type').notNull(),
    minute: timestampTz('minute').notNull(),
    viewers: integer('viewers').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.timeType, table.minute] }),
    index('analytics_meeting_minutes_minute_idx').on(table.minute),
  ],
);

/** How far the refresh job has read learn_logs (by id), and when it last finished. */
export const analyticsRefreshState = pgTable('analytics_refresh_state', {
  name: varchar('name', { length: 32 }).primaryKey(),
  lastLogId: bigint('last_log_id', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestampTz('refreshed_at'),
});
