import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../paging';

/**
 * The console's 数据分析 beyond page views (issue 15, decision 039): the overview, the
 * registration funnel, learning, contents, meetings and campaigns. Every figure comes from the
 * rollup tables the refresh job keeps (or from small tables); `refreshed_at` says how fresh.
 */

const isoDay = z.iso.date({ error: '日期格式应为 YYYY-MM-DD 且是存在的日期' });

/** Every view filters by China days `from`..`to` (inclusive; default the last 30 days). */
export const analyticsRangeQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;
export const ANALYTICS_DEFAULT_DAYS = 30;

export const analyticsPagedQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });
export type AnalyticsPagedQuery = z.infer<typeof analyticsPagedQuerySchema>;

const count = z.number().int().min(0);
const minutes = z.number().min(0);

/** A figure for the chosen period and the one of equal length just before it. */
const compared = z.object({ current: z.number(), previous: z.number() });
export type ComparedFigure = z.infer<typeof compared>;

const range = { from: z.string(), to: z.string(), previous_from: z.string(), previous_to: z.string() };

export const analyticsOverviewSchema = z.object({
  ...range,
  /** When the rollups were last refreshed (null: never yet). */
  refreshed_at: z.string().nullable(),
  /** Administrators and reviewers. */
  members: z
    .object({
      registrations: compared,
      consents: compared,
      certification_submissions: compared,
      certification_approvals: compared,
    })
    .nullable(),
  /** Administrators and content editors. */
  learning: z
    .object({
      /** Distinct learners on the period's last day, its last 7 days and its last 30 days. */
      active_day: count,
      active_week: count,
      active_month: count,
      learners: compared,
      minutes: compared,
      meetings_held: compared,
      meeting_attendees: compared,
      campaign_participants: compared,
    })
    .nullable(),
  /** What waits for the role now (not bound to the period). */
  open_items: z.object({
    certifications_pending: count.nullable(),
    questions_unanswered: count.nullable(),
    /** Drug-safety reports not yet submitted, due within 3 days or overdue. */
    safety_reports_due: count.nullable(),
  }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

const funnelStepSchema = z.object({
  week: z.string(),
  logged_in: count,
  registered: count,
  consented: count,
  certified: count,
  trial_expired: count,
});
export const analyticsFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: funnelStepSchema.omit({ week: true }),
  /** registered/logged_in, consented/registered, certified/consented (0..1; null when nothing to divide). */
  rates: z.object({
    registered: z.number().nullable(),
    consented: z.number().nullable(),
    certified: z.number().nullable(),
  }),
  /** Median days from the step before (null when no one took the step). */
  median_days: z.object({
    registered: z.number().nullable(),
    consented: z.number().nullable(),
    certified: z.number().nullable(),
  }),
  /** Cohorts by the China week (Monday) of the first WeChat login. */
  weeks: z.array(funnelStepSchema),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;

const groupRow = z.object({ key: z.string(), label: z.string(), learners: count, minutes });
export const analyticsLearningSchema = z.object({
  from: z.string(),
  to: z.string(),
  refreshed_at: z.string().nullable(),
  days: z.array(z.object({ day: z.string(), learners: count, minutes })),
  by_department: z.array(groupRow),
  by_title: z.array(groupRow),
  by_province: z.array(groupRow),
});
export type AnalyticsLearning = z.infer<typeof analyticsLearningSchema>;
export type AnalyticsGroupRow = z.infer<typeof groupRow>;

const analyticsContentRowSchema = z.object({
  content_id: z.number().int(),
  title: z.string(),
  views: count,
  learners: count,
  minutes,
  finished: count,
  /** finished / learners (0..1; null without learners). */
  completion_rate: z.number().nullable(),
});
export type AnalyticsContentRow = z.infer<typeof analyticsContentRowSchema>;
export const analyticsContentsSchema = z.object({
  total: count,
  data: z.array(analyticsContentRowSchema),
  refreshed_at: z.string().nullable(),
});
export type AnalyticsContents = z.infer<typeof analyticsContentsSchema>;

export const analyticsContentDetailSchema = analyticsContentRowSchema.extend({
  from: z.string(),
  to: z.string(),
  duration_seconds: count,
  /** Video sessions by the furthest tenth of the duration they reached (index 0 = 0–10 %). */
  dropoff: z.array(z.object({ tenth: z.number().int(), sessions: count })),
  days: z.array(z.object({ day: z.string(), learners: count, minutes })),
});
export type AnalyticsContentDetail = z.infer<typeof analyticsContentDetailSchema>;

const analyticsMeetingRowSchema = z.object({
  meeting_id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  subscribers: count,
  live_viewers: count,
  peak_concurrent: count,
  playback_viewers: count,
  live_minutes: minutes,
  playback_minutes: minutes,
});
export type AnalyticsMeetingRow = z.infer<typeof analyticsMeetingRowSchema>;
export const analyticsMeetingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(analyticsMeetingRowSchema),
});
export type AnalyticsMeetings = z.infer<typeof analyticsMeetingsSchema>;

const analyticsAttendeeSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  hospital: z.string(),
  department: z.string(),
  title: z.string(),
  /** certified | registered | unregistered */
  certification: z.enum(['certified', 'pending', 'registered', 'unregistered']),
  subscribed: z.boolean(),
  live_minutes: minutes,
  playback_minutes: minutes,
  first_seen_at: z.string(),
});
export type AnalyticsAttendee = z.infer<typeof analyticsAttendeeSchema>;
export const analyticsMeetingDetailSchema = analyticsMeetingRowSchema.extend({
  /** Live viewers per minute (China time `HH:mm`), for the concurrency chart. */
  minutes_live: z.array(z.object({ minute: z.string(), viewers: count })),
  attendees: z.object({ total: count, data: z.array(analyticsAttendeeSchema) }),
});
export type AnalyticsMeetingDetail = z.infer<typeof analyticsMeetingDetailSchema>;

const analyticsCampaignRowSchema = z.object({
  campaign_id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  participants: count,
  points_awarded: count,
  sections: z.array(
    z.object({ section_id: z.number().int(), title: z.string(), contents: count, completed: count }),
  ),
});
export const analyticsCampaignsSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(analyticsCampaignRowSchema),
});
export type AnalyticsCampaigns = z.infer<typeof analyticsCampaignsSchema>;

/** The tables the console exports as CSV (GET /api/admin/analytics/export.csv). */
const AnalyticsExportTable = [
  'funnel',
  'learning-days',
  'learning-groups',
  'contents',
  'meetings',
  'attendees',
  'campaigns',
] as const;
export type AnalyticsExportTableValue = (typeof AnalyticsExportTable)[number];
export const analyticsExportQuerySchema = z
  .object({
    table: z.enum(AnalyticsExportTable, { error: '导出表格不正确' }),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The meeting of `attendees`. */
    id: z.coerce.number().int().positive('编号无效').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  })
  .refine((query) => query.table !== 'attendees' || query.id !== undefined, {
    message: '请指定会议',
    path: ['id'],
  });
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;
