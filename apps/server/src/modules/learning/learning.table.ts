import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';

/**
 * Learning logs (spec §3 "Score/learn log"): one row per acknowledged learning event of a user —
 * a session's VIEW (learnlog/create, sequence 0) and its heartbeats (learn-log, sequence 1, 2, …).
 * `client_session_id` + `sequence` make a retried heartbeat idempotent; the heartbeat writer
 * (learning.repository.ts writeHeartbeats) inserts them and sums them into learning_progress.
 */
export const learnLogs = pgTable(
  'learn_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    /** typeMap of the content (spec §3 list type map). */
    type: smallint('type').notNull(),
    /** VIEW, LEARN, ZAN, MEETING_VIEW or click. */
    actionType: varchar('action_type', { length: 16 }).notNull(),
    contentType: smallint('content_type'),
    campaignId: integer('campain_id'),
    sectionId: integer('section_id'),
    timeType: smallint('time_type').notNull().default(2),
    /** Seconds of learning this event adds (the spec's total_tims). */
    totalSeconds: integer('total_tims').notNull().default(0),
    finish: smallint('finish').notNull().default(0),
    /** Playback position (s) or scroll share (0..100) the heartbeat reported. */
    position: integer('position').notNull().default(0),
    pageUrl: text('page_url'),
    clientSessionId: varchar('client_session_id', { length: 64 }),
    sequence: integer('sequence'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('learn_logs_user_idx').on(table.userId, table.createdAt),
    // The points reconciler reads the last two China days of LEARN / MEETING_VIEW logs.
    index('learn_logs_created_idx').on(table.createdAt),
    uniqueIndex('learn_logs_idempotency_uq').on(table.userId, table.clientSessionId, table.sequence),
  ],
);

export type LearnLogRow = typeof learnLogs.$inferSelect;

/**
 * Each user's progress on each content: the sum of counted heartbeats, where to resume, and
 * when it was finished. Written in the same statement as the heartbeats it sums.
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    type: smallint('type').notNull(),
    totalSeconds: integer('total_tims').notNull().default(0),
    position: integer('position').notNull().default(0),
    finishedAt: timestampTz('finished_at'),
    /** Sequence of the heartbeat `position` came from, within `last_session`: a late retry never moves it back. */
    lastSession: varchar('last_session', { length: 64 }),
    lastSequence: integer('last_sequence').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('learning_progress_recent_idx').on(table.userId, table.updatedAt),
  ],
);
export type LearningProgressRow = typeof learningProgress.$inferSelect;
