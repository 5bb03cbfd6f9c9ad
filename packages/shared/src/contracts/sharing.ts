import { z } from 'zod';

/**
 * JS-SDK, share cards and monitoring (spec §7 `jssdk`, `monitor`; §9 share API list; §2 share
 * links). The server route, the app's share hook and the console's analytics page read these.
 */

/** Spec §9: the JS-SDK interfaces the app configures (share to timeline / friends, hide menu items, choose image). */
export const SHARE_JS_API_LIST = [
  'onMenuShareTimeline',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'updateAppMessageShareData',
  'hideMenuItems',
  'chooseImage',
] as const;

/** The query parameters a share link carries (spec §2, §7). */
export const SHARE_LINK_PARAMS = {
  /** The sharer's openid. */
  source: 'source',
  /** 'timeline' or 'appmessage'. */
  from: 'from',
  /** 'true' marks a page opened from a share card. */
  sharedata: 'sharedata',
  contentid: 'contentid',
} as const;
export const ShareTarget = ['timeline', 'appmessage'] as const;
export type ShareTargetValue = (typeof ShareTarget)[number];

/** GET jssdk: the page to sign (`url`; its `#…` is dropped), the app id and the interfaces wanted. */
export const jssdkQuerySchema = z.object({
  url: z.string().trim().min(1, '缺少要签名的页面地址').max(2000, '页面地址过长'),
  appid: z.string().trim().max(64).optional(),
  /** Comma-separated interface names; echoed back (default: SHARE_JS_API_LIST). */
  js_api_list: z.string().trim().max(1000).optional(),
});
export type JssdkQuery = z.infer<typeof jssdkQuerySchema>;

/** What wx.config needs (field names as WeChat spells them). */
export const jssdkConfigSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  jsApiList: z.array(z.string()),
});
export type JssdkConfig = z.infer<typeof jssdkConfigSchema>;

/** Longest value kept for each free-text monitor field (longer values are cut, not refused: events are telemetry). */
export const MONITOR_TEXT_LIMITS = {
  type: 32,
  openid: 64,
  unionid: 64,
  page_title: 200,
  page_url: 1000,
  page_param: 2000,
  keywords: 500,
  page_event_key: 100,
  page_event_type: 50,
  fromsource: 100,
  opentype: 50,
  channel: 100,
} as const;

const cutText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, max))
    .optional();

const optionalId = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === 'null' || value === 'undefined' ? undefined : value,
    z.coerce
      .number({ error: `${label}须为数字` })
      .int(`${label}须为整数`)
      .min(0)
      .max(2_147_483_647)
      .optional(),
  );

/** POST monitor: one event with the spec's fields, plus `channel` (spec §7). */
export const monitorEventSchema = z.object({
  type: cutText(MONITOR_TEXT_LIMITS.type),
  content_id: optionalId('content_id'),
  unionid: cutText(MONITOR_TEXT_LIMITS.unionid),
  openid: cutText(MONITOR_TEXT_LIMITS.openid),
  page_title: cutText(MONITOR_TEXT_LIMITS.page_title),
  page_url: cutText(MONITOR_TEXT_LIMITS.page_url),
  page_param: cutText(MONITOR_TEXT_LIMITS.page_param),
  /** Tag ids: a comma-separated string or a list. */
  keywords: z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) => (Array.isArray(value) ? value.join(',') : String(value)).trim().slice(0, 500))
    .optional(),
  page_event_key: cutText(MONITOR_TEXT_LIMITS.page_event_key),
  page_event_type: cutText(MONITOR_TEXT_LIMITS.page_event_type),
  campain_id: optionalId('campain_id'),
  section_id: optionalId('section_id'),
  fromsource: cutText(MONITOR_TEXT_LIMITS.fromsource),
  opentype: cutText(MONITOR_TEXT_LIMITS.opentype),
  channel: cutText(MONITOR_TEXT_LIMITS.channel),
});
export type MonitorEventInput = z.infer<typeof monitorEventSchema>;

/** Why an event was or was not kept. */
export const MonitorDecision = ['registered', 'source', 'ignored'] as const;
export type MonitorDecisionValue = (typeof MonitorDecision)[number];

/** The answer to POST monitor: always acknowledged; `stored` says whether the event was kept. */
export const monitorAckSchema = z.object({
  stored: z.boolean(),
  reason: z.enum(MonitorDecision),
});
export type MonitorAck = z.infer<typeof monitorAckSchema>;

/** Longest date range the analytics page reads at once, in days. */
export const ANALYTICS_MAX_DAYS = 366;
/** A day of the calendar (2026-02-30 is refused, not left to fail further on). */
const isoDay = z.iso.date({ error: '日期格式应为 YYYY-MM-DD 且是存在的日期' });

/** GET /api/admin/analytics/monitor: China days `from`..`to` (inclusive; default the last 7 days). */
export const adminAnalyticsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** How many rows of each top list (pages, sources, channels). */
    top: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Distinct visitors (registered users by id, others by openid) over the range. */
  visitors: z.number().int(),
  /** One row per China day of the range, zero-filled. */
  days: z.array(z.object({ day: z.string(), events: z.number().int(), visitors: z.number().int() })),
  topPages: z.array(z.object({ page_url: z.string(), page_title: z.string(), events: z.number().int() })),
  /** '' stands for events without a fromsource / channel. */
  bySource: z.array(z.object({ fromsource: z.string(), events: z.number().int() })),
  byChannel: z.array(z.object({ channel: z.string(), events: z.number().int() })),
  byEventType: z.array(z.object({ page_event_type: z.string(), events: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
