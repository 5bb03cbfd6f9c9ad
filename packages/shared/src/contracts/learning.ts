import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/** GET /learn-log: the signed-in user's learning history (learnHistoryItemSchema), most recent first. */
export const learnLogQuerySchema = pagingQuerySchema.extend({
  /** 1: only contents begun (some time learned) and not finished, for the home's 继续学习 row. */
  unfinished: z.coerce.number().int().min(0).max(1).optional(),
});
export type LearnLogQuery = z.infer<typeof learnLogQuerySchema>;

// ---- Heartbeats (issue 4) --------------------------------------------------------------------

/** Seconds of active learning between two heartbeats the player sends (issue 4). */
export const HEARTBEAT_INTERVAL_S = 15;
/** Most seconds a single heartbeat may add: a heartbeat claiming more is capped to this. */
export const HEARTBEAT_MAX_SECONDS = 20;
/** Text-and-image reading: no input for this long pauses the reading clock. */
export const READING_IDLE_CUTOFF_S = 60;

/**
 * POST learnlog/create: opens a learning session on a content (the detail page calls it once per
 * visit) and records a VIEW. The answer carries the session id the heartbeats must quote, and
 * where to resume.
 */
export const learnSessionCreateSchema = z.object({
  content_id: z.coerce.number().int().positive(),
  /** typeMap of the content (1 course, 2 case, 3 other). */
  type: z.coerce.number().int().min(1).max(7),
  content_type: z.coerce.number().int().min(0).max(2).optional(),
  page_url: z.string().max(500).optional(),
  page_param: z.string().max(500).optional(),
  campain_id: z.coerce.number().int().positive().optional(),
  section_id: z.coerce.number().int().positive().optional(),
});
export type LearnSessionCreate = z.infer<typeof learnSessionCreateSchema>;
export const learnSessionSchema = z.object({
  /** The client session id (signed by the server) every heartbeat of this visit carries. */
  session_num: z.string(),
  /** Where to resume: seconds (video) or scroll share 0..100 (text-and-image). */
  position: z.number().int(),
  total_tims: z.number().int(),
  finish: z.union([z.literal(0), z.literal(1)]),
  duration: z.number().int(),
  heartbeat_interval: z.number().int(),
  /** Points the VIEW earned just now (VIEW rule); the app's points popup reads it. */
  score: z.number().int().optional(),
});
export type LearnSession = z.infer<typeof learnSessionSchema>;

/**
 * POST learn-log: one heartbeat. `session_num` + `sequence` identify it: a replay is acknowledged
 * again and counted once. `total_tims` is the active seconds since the previous heartbeat.
 */
export const heartbeatSchema = z.object({
  session_num: z.string().min(1).max(200),
  sequence: z.coerce.number().int().min(1).max(100_000),
  content_id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().min(1).max(7),
  action_type: z.literal('LEARN').default('LEARN'),
  total_tims: z.coerce.number().int().min(0).max(3600),
  /** Playback position in seconds (video) or scroll share 0..100 (text-and-image). */
  position: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** The client's own view; the server decides finish from the counted time. */
  finish: z.coerce.number().int().min(0).max(1).optional(),
  time_type: z.coerce.number().int().min(1).max(9).default(2),
  content_type: z.coerce.number().int().min(0).max(2).optional(),
  campain_id: z.coerce.number().int().positive().optional(),
  section_id: z.coerce.number().int().positive().optional(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;
export const heartbeatAckSchema = z.object({
  /** False when this heartbeat had been acknowledged before (a replay): nothing was added. */
  counted: z.boolean(),
  /** Seconds this heartbeat added after capping (0 for a replay). */
  added: z.number().int(),
  total_tims: z.number().int(),
  position: z.number().int(),
  finish: z.union([z.literal(0), z.literal(1)]),
});
export type HeartbeatAck = z.infer<typeof heartbeatAckSchema>;

/**
 * GET learn-log: the user's learning history, one row per content, most recently learned first
 * (/personal/history: resumable from `position`).
 */
export const learnHistoryItemSchema = z.object({
  content_id: z.number().int(),
  /** typeMap of the content. */
  type: z.number().int(),
  content_type: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  total_tims: z.number().int(),
  position: z.number().int(),
  duration: z.number().int(),
  finish: z.union([z.literal(0), z.literal(1)]),
  updated_at: z.string(),
});
export type LearnHistoryItem = z.infer<typeof learnHistoryItemSchema>;
