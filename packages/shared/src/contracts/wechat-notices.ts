import { z } from 'zod';

/**
 * A WeChat message's delivery (decision 036): pending, sending and retry on the way; sent;
 * not_following (43004), refused (43101), failed and expired are final and never retried.
 */
export const WechatNoticeStatus = [
  'pending',
  'sending',
  'retry',
  'sent',
  'not_following',
  'refused',
  'failed',
  'expired',
] as const;
export type WechatNoticeStatusValue = (typeof WechatNoticeStatus)[number];

/** The answers the wx-open-subscribe open tag reports per template (subscribeDetails). */
export const SubscribeAnswer = ['accept', 'reject', 'ban', 'filter', 'acceptWithAudio'] as const;

/**
 * POST /api/platform/wechat-notices/subscriptions: what the open tag's success event said, per
 * template id (`subscribeDetails` parsed: { [templateId]: { status } }).
 */
export const subscribeConsentBodySchema = z.object({
  details: z
    .record(
      z.string().trim().min(1).max(64),
      z.object({ status: z.enum(SubscribeAnswer, { error: '订阅结果无效' }) }),
      { error: '缺少订阅结果' },
    )
    .refine((details) => Object.keys(details).length > 0 && Object.keys(details).length <= 5, {
      message: '订阅结果应包含 1 到 5 个模板',
    }),
});
export type SubscribeConsentBody = z.infer<typeof subscribeConsentBodySchema>;

/** The subscription templates the app may ask for (null: WeChat messages are off for it). */
export const wechatSubscribeSettingsSchema = z.object({
  meeting_reminder: z.string().nullable(),
});
export type WechatSubscribeSettings = z.infer<typeof wechatSubscribeSettingsSchema>;

/** One message in the WeChat sandbox's outbox: what WeChat would have delivered. */
export const sandboxWechatMessageSchema = z.object({
  id: z.number().int(),
  msgid: z.string(),
  api: z.enum(['template', 'subscribe']),
  openid: z.string(),
  template_id: z.string(),
  url: z.string().nullable(),
  data: z.record(z.string(), z.object({ value: z.string() })),
  created_at: z.string(),
});
export type SandboxWechatMessage = z.infer<typeof sandboxWechatMessageSchema>;
