import { z } from 'zod';
import { pageSchema, pagingQuerySchema } from '../paging';
import { searchKeywordSchema, speakerSchema, tagSchema } from './content';
import { commentSchema } from './social';

/**
 * Meetings (issue 5): live academic meetings and their playbacks. The app's calls (spec §7
 * "Meetings", home/home-meeting, score-log/meetingview, demo/meeting/{id}) and their answers.
 * Comments and likes on a meeting use the content calls with type 4 (TypeMap.MEETING).
 */

// ---- State -----------------------------------------------------------------------------------

/**
 * A meeting's state, derived from its times and what operators did (never stored):
 * - upcoming: before start_at;
 * - live: start_at ≤ now < end_at;
 * - ended: after end_at with no playback yet (awaiting the recording);
 * - playback: after end_at with a playback recording;
 * - cancelled: an operator cancelled it (whatever the time).
 */
export const MeetingState = ['upcoming', 'live', 'ended', 'playback', 'cancelled'] as const;
export type MeetingStateValue = (typeof MeetingState)[number];

/** Who may watch: everyone signed in, certified members (and staff) only, or listed member groups. */
export const MeetingAudience = ['all', 'certified', 'groups'] as const;
export type MeetingAudienceValue = (typeof MeetingAudience)[number];

/** How long before the start subscribers get their reminder in the message centre. */
export const MEETING_REMINDER_LEAD_MINUTES = 30;
/** A live viewer counts as watching now while their last heartbeat is younger than this. */
export const MEETING_WATCHING_WINDOW_S = 45;
/** How often the live page refreshes the viewer count and the comments, seconds. */
export const MEETING_LIVE_POLL_S = 5;

/** time_type of a MEETING_VIEW heartbeat: which part of the meeting's one total it adds to. */
export const MeetingTimeType = { LIVE: 1, PLAYBACK: 2 } as const;

// ---- Pieces ----------------------------------------------------------------------------------

export const agendaItemSchema = z.object({
  /** "09:00" or "09:00-09:30" as the operator wrote it. */
  time: z.string(),
  title: z.string(),
  speaker: z.string().nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** A playback chapter: where a talk starts in the recording. */
export const chapterSchema = z.object({ title: z.string(), start: z.number().int().min(0) });
export type Chapter = z.infer<typeof chapterSchema>;

// ---- Lists -----------------------------------------------------------------------------------

/** A meeting in lists (/meeting, home-meeting, my-meeting). */
export const meetingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  state: z.enum(MeetingState),
  speakers: z.array(speakerSchema),
  tags: z.array(tagSchema),
  category_id: z.number().int().nullable(),
  audience: z.enum(MeetingAudience),
  subscriber_count: z.number().int(),
  /** Whether the viewer subscribed (false for visitors). */
  subscribed: z.boolean(),
  /** Whether a playback recording exists. */
  has_playback: z.boolean(),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

/** Which meetings /meeting lists: by state (`ongoing` = upcoming or live) and tag. */
export const MeetingListState = ['ongoing', 'upcoming', 'live', 'playback', 'ended'] as const;
export const meetingListQuerySchema = pagingQuerySchema.extend({
  state: z.enum(MeetingListState).optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  /** 1: the answer also carries the tags in use, for the filter chips. */
  get_tag: z.coerce.number().int().min(0).max(1).optional(),
  /** Meetings whose title, summary or speakers hold every term of the keyword (the app's search). */
  keyword: searchKeywordSchema.optional(),
});
export type MeetingListQuery = z.infer<typeof meetingListQuerySchema>;
export const meetingListSchema = z.object({
  total: z.number().int(),
  data: z.array(meetingSummarySchema),
  tags: z.array(tagSchema).optional(),
});
export type MeetingList = z.infer<typeof meetingListSchema>;

/** GET home/home-meeting: live and upcoming meetings for the home block, soonest first (then recent playbacks). */
export const homeMeetingSchema = z.array(meetingSummarySchema);

// ---- Detail ----------------------------------------------------------------------------------

/**
 * The viewer's watching of a meeting: the signed session every MEETING_VIEW heartbeat quotes,
 * where playback resumes, and the seconds counted (live and playback add to one total).
 */
export const meetingViewingSchema = z.object({
  session_num: z.string(),
  position: z.number().int(),
  live_tims: z.number().int(),
  playback_tims: z.number().int(),
  total_tims: z.number().int(),
  heartbeat_interval: z.number().int(),
});
export type MeetingViewing = z.infer<typeof meetingViewingSchema>;

/** GET meeting/{id}: the detail page (live or playback). */
export const meetingDetailSchema = meetingSummarySchema.extend({
  /** Sanitised HTML introduction. */
  description: z.string(),
  agenda: z.array(agendaItemSchema),
  /** HLS address of the live stream; only while live. */
  live_url: z.string().nullable(),
  /** HLS or MP4 address of the recording; only once in playback. */
  playback_url: z.string().nullable(),
  playback_duration: z.number().int(),
  chapters: z.array(chapterSchema),
  /** Seconds until the start (0 once started), by the server's clock, for the countdown. */
  starts_in: z.number().int(),
  watching_now: z.number().int(),
  comments_enabled: z.boolean(),
  zan_count: z.number().int(),
  comment_count: z.number().int(),
  approval_code: z.string().nullable(),
  /** Null for states with nothing to watch (upcoming, ended without playback, cancelled). */
  viewing: meetingViewingSchema.nullable(),
  /** ISO time the operator cancelled it, when cancelled. */
  cancelled_at: z.string().nullable(),
  /** Server time of the answer, so the countdown does not trust the phone's clock. */
  server_time: z.string(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** GET demo/meeting/{id}: the public preview (/previewmeetingdetail): no stream, no viewing. */
export const meetingPreviewSchema = meetingSummarySchema.extend({
  description: z.string(),
  agenda: z.array(agendaItemSchema),
  starts_in: z.number().int(),
  approval_code: z.string().nullable(),
});
export type MeetingPreview = z.infer<typeof meetingPreviewSchema>;

/** GET meeting/live-status/{id}: polled by the live page every MEETING_LIVE_POLL_S. */
export const meetingLiveStatusSchema = z.object({
  state: z.enum(MeetingState),
  watching_now: z.number().int(),
  comment_count: z.number().int(),
  starts_in: z.number().int(),
});
export type MeetingLiveStatus = z.infer<typeof meetingLiveStatusSchema>;

/**
 * GET meeting/live-snapshot/{id}: what the live push sends (meeting/live-events' `live` event), as one
 * answer: the live status with the newest comments, the same for every viewer (`mine` and `zanned`
 * false). The live page polls it every MEETING_LIVE_POLL_S while no stream can be had.
 */
export const meetingLiveSnapshotSchema = meetingLiveStatusSchema.extend({
  comments: pageSchema(commentSchema),
});
export type MeetingLiveSnapshot = z.infer<typeof meetingLiveSnapshotSchema>;

// ---- Subscriptions ---------------------------------------------------------------------------

/** POST meeting/subscribe: subscribe (idempotent), or cancel with `cancel=1`. Only before the end. */
export const meetingSubscribeSchema = z.object({
  meeting_id: z.coerce.number().int().positive(),
  cancel: z.coerce.number().int().min(0).max(1).default(0),
});
export type MeetingSubscribe = z.infer<typeof meetingSubscribeSchema>;
export const meetingSubscriptionSchema = z.object({
  subscribed: z.boolean(),
  subscriber_count: z.number().int(),
});
export type MeetingSubscription = z.infer<typeof meetingSubscriptionSchema>;

/** GET meeting/my-meeting (/personal/signup): meetings the viewer subscribed to, soonest first. */
export const myMeetingQuerySchema = pagingQuerySchema;

// ---- Heartbeats ------------------------------------------------------------------------------

/**
 * POST score-log/meetingview: one MEETING_VIEW heartbeat. Idempotent per (session, sequence)
 * like learn-log. The server decides live or playback from the meeting's state at that moment;
 * `time_type` from the client is recorded for reference only.
 */
export const meetingViewHeartbeatSchema = z.object({
  session_num: z.string().min(1).max(200),
  sequence: z.coerce.number().int().min(1).max(100_000),
  /** The meeting id (the spec's content_id). */
  content_id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().min(4).max(4).default(4),
  action_type: z.literal('MEETING_VIEW').default('MEETING_VIEW'),
  total_tims: z.coerce.number().int().min(0).max(3600),
  /** Playback position, seconds (0 while live). */
  position: z.coerce.number().int().min(0).max(1_000_000).default(0),
  time_type: z.coerce.number().int().min(1).max(9).optional(),
});
export type MeetingViewHeartbeat = z.infer<typeof meetingViewHeartbeatSchema>;
export const meetingViewAckSchema = z.object({
  counted: z.boolean(),
  added: z.number().int(),
  /** Which total the seconds went to: 1 live, 2 playback. */
  time_type: z.number().int(),
  live_tims: z.number().int(),
  playback_tims: z.number().int(),
  total_tims: z.number().int(),
  position: z.number().int(),
  watching_now: z.number().int(),
});
export type MeetingViewAck = z.infer<typeof meetingViewAckSchema>;

// ---- Message centre (the reminder's destination; the full centre grows in issue 6) -----------

export const messageSchema = z.object({
  id: z.number().int(),
  /** certification, meeting, campaign, system … */
  category: z.string(),
  title: z.string(),
  body: z.string(),
  /** In-app path the message opens, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
/** GET messagecneter: the viewer's messages, newest first. */
export const messageListQuerySchema = pagingQuerySchema;
/** PUT messagecneter/read: marks one message (`id`) or all (`all=1`) read. */
export const messageReadSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  all: z.coerce.number().int().min(0).max(1).optional(),
});
export type MessageRead = z.infer<typeof messageReadSchema>;
/** Answer of PUT messagecneter/read: the viewer's unread messages left (as msg-unread-num counts them). */
export const messageReadResultSchema = z.object({ num: z.number().int().min(0) });
export type MessageReadResult = z.infer<typeof messageReadResultSchema>;
