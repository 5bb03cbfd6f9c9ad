import { z } from 'zod';

/** GET /api/platform/wechat/auth: where the browser should land after WeChat's authorize page. */
export const wechatAuthQuerySchema = z.object({
  website_url: z.string().trim().min(1, '缺少 website_url').max(2000),
});

/** The answer to a forged, replayed, expired or missing OAuth `state`. */
export const OAUTH_STATE_INVALID_MESSAGE = '登录状态校验失败，请重新进入';

/**
 * GET /api/oauth: the code and state WeChat returned to the app. `state` is required: it is
 * what ties the code to the browser that started the login (login-CSRF protection).
 */
export const oauthQuerySchema = z.object({
  code: z.string().trim().min(1, '缺少授权 code').max(512),
  state: z
    .string({ error: OAUTH_STATE_INVALID_MESSAGE })
    .trim()
    .min(1, OAUTH_STATE_INVALID_MESSAGE)
    .max(256, OAUTH_STATE_INVALID_MESSAGE),
});

/** GET /api/platform/token: a fresh session for the signed-in openid (rotation). */
export const tokenQuerySchema = z.object({
  openid: z.string().trim().min(1, '缺少 openid').max(64),
});

/** The login calls: `auth` and `token` under /api/platform, `oauth` from the root. */
export const WECHAT_LOGIN_PATHS = {
  auth: '/wechat/auth',
  oauth: '/api/oauth',
  token: '/token',
} as const;

/** HttpOnly cookie binding an OAuth `state` to the browser that started the login. */
export const OAUTH_BINDING_COOKIE = 'ia_oauth_binding';

/** Query parameter of the external login URL carrying the address to come back to. */
export const EXTERNAL_LOGIN_REDIRECT_PARAM = 'redirect';

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
  INVALID_GRANT_TYPE: 40002,
  INVALID_CODE: 40029,
  CODE_USED: 40163,
  MISSING_CODE: 41008,
} as const;

/** Development sandbox paths (served only when the sandbox is enabled). */
export const SANDBOX_WECHAT_PATHS = {
  authorize: '/sandbox/wechat/connect/oauth2/authorize',
  accessToken: '/sandbox/wechat/sns/oauth2/access_token',
  /** The official account's server API (JS-SDK): access token and jsapi_ticket. */
  serverToken: '/sandbox/wechat/cgi-bin/token',
  jsapiTicket: '/sandbox/wechat/cgi-bin/ticket/getticket',
  /** Stand-in for the middle-platform / look-star external login page. */
  externalLogin: '/sandbox/external-login',
  outbox: '/sandbox/outbox',
  /** The official account's message API (decision 036): template messages and one-time subscriptions. */
  templateSend: '/sandbox/wechat/cgi-bin/message/template/send',
  subscribeSend: '/sandbox/wechat/cgi-bin/message/subscribe/bizsend',
  /** What WeChat would have delivered: a page to read, and its JSON under /api/sandbox. */
  wechatOutboxPage: '/sandbox/wechat/outbox',
  wechatOutbox: '/api/sandbox/wechat/outbox',
  /** PUT { following }: whether a test openid follows the official account (default: yes). */
  wechatFollower: '/api/sandbox/wechat/followers',
  /** POST { openid, template_id, status }: the user's answer in the subscription dialog. */
  wechatSubscription: '/api/sandbox/wechat/subscriptions',
} as const;

/**
 * Extra query parameters the sandbox's authorize and external-login pages accept, so an
 * automated client is signed in at once instead of shown the identity picker.
 */
export const SANDBOX_LOGIN_PARAMS = {
  openid: 'sandbox_openid',
  unionid: 'sandbox_unionid',
  /** External login only: create a new identity in this sandbox role (see SandboxRole). */
  role: 'sandbox_role',
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
