import { z } from 'zod';

/** GET /api/platform/wechat/auth: where the browser should land after WeChat's authorize page. */
export const wechatAuthQuerySchema = z.object({
  website_url: z.string().trim().min(1, '缺少 website_url').max(2000),
});

/** GET /api/oauth: the code (and state) WeChat returned to the app. */
export const oauthQuerySchema = z.object({
  code: z.string().trim().min(1, '缺少授权 code').max(512),
  state: z.string().trim().min(1, '缺少 state').max(256).optional(),
});

/** GET /api/platform/token: a fresh session for the signed-in openid (rotation). */
export const tokenQuerySchema = z.object({
  openid: z.string().trim().min(1, '缺少 openid').max(64),
});

/** Query parameters WeChat appends on return, which the app strips after use. */
export const OAUTH_RETURN_PARAMS = ['code', 'state'] as const;
/** Query parameters the middle-platform / look-star login appends on return. */
export const EXTERNAL_LOGIN_RETURN_PARAMS = ['openid', 'token', 'unionid'] as const;
/** sessionStorage key of the address saved before leaving for an external login. */
export const LOGIN_RETURN_URL_STORAGE_KEY = 'ia_login_return_url';

/** WeChat's errcodes the OAuth exchange reacts to. */
export const WECHAT_ERRCODE = {
  BUSY: -1,
  INVALID_APPSECRET: 40125,
  INVALID_APPID: 40013,
  INVALID_CODE: 40029,
  CODE_USED: 40163,
} as const;

/** Development sandbox paths (served only when the sandbox is enabled). */
export const SANDBOX_WECHAT_PATHS = {
  authorize: '/sandbox/wechat/connect/oauth2/authorize',
  accessToken: '/sandbox/wechat/sns/oauth2/access_token',
  /** Stand-in for the middle-platform / look-star external login page. */
  externalLogin: '/sandbox/external-login',
  outbox: '/sandbox/outbox',
} as const;

/** One sandbox outbox entry (GET /sandbox/outbox?to=…), newest first. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
