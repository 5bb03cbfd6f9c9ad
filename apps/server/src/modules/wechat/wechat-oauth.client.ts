import { WECHAT_ERRCODE } from '@ia/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { FetchLike, UpstreamLogger } from '../../lib/upstream';

const WECHAT_CODE_REJECTED_MESSAGE = '授权码无效或已使用，请重新进入';
const WECHAT_BUSY_MESSAGE = '微信服务繁忙，请稍后再试';
const DEFAULT_TIMEOUT_MS = 5000;

/** WeChat's error reply: HTTP 200 with a non-zero errcode. */
export const wechatErrorReplySchema = z.object({ errcode: z.number().int(), errmsg: z.string() });

/** WeChat's successful answer to sns/oauth2/access_token (unionid only for accounts bound to an open platform). */
export const wechatAccessTokenReplySchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  openid: z.string().min(1).max(64),
  scope: z.string(),
  unionid: z.string().min(1).max(64).optional(),
});
export type WechatAccessTokenReply = z.infer<typeof wechatAccessTokenReplySchema>;

export interface AuthorizeUrlInput {
  oauthBase: string;
  appId: string;
  redirectUri: string;
  scope: string;
  state: string;
}

/**
 * WeChat's authorize URL. WeChat is strict about it: the parameters in this order,
 * redirect_uri URL-encoded, and the `#wechat_redirect` fragment (without it some WeChat
 * versions show a blank page).
 */
export function buildAuthorizeUrl({
  oauthBase,
  appId,
  redirectUri,
  scope,
  state,
}: AuthorizeUrlInput): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${encodeURIComponent(scope)}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${oauthBase.replace(/\/+$/, '')}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

export interface WechatOAuthClientOptions {
  appId: string;
  appSecret: string;
  apiBase: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  logger?: UpstreamLogger;
}

/** The web-authorization half of WeChat's API that login needs: exchanging a code for the openid. */
export class WechatOAuthClient {
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: WechatOAuthClientOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * Exchanges an authorization code at sns/oauth2/access_token. A rejected code is the user's
   * problem (VALIDATION_FAILED, start again); anything else from WeChat is ours or theirs
   * (SERVICE_UNAVAILABLE, logged): never a 500.
   */
  async exchangeCode(code: string): Promise<WechatAccessTokenReply> {
    const query = new URLSearchParams({
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const url = `${this.options.apiBase}/sns/oauth2/access_token?${query}`;
    let body: unknown;
    try {
      const response = await this.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        this.warn({ status: response.status }, 'WeChat access_token answered with an HTTP error');
        throw new AppError('SERVICE_UNAVAILABLE', WECHAT_BUSY_MESSAGE);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The URL carries the app secret: log the reason, never the URL.
      this.warn(
        { reason: error instanceof Error ? error.name : 'unknown' },
        'WeChat access_token unreachable',
      );
      throw new AppError('SERVICE_UNAVAILABLE', WECHAT_BUSY_MESSAGE);
    }

    const failure = wechatErrorReplySchema.safeParse(body);
    if (failure.success && failure.data.errcode !== 0) throw this.errorFor(failure.data);
    const success = wechatAccessTokenReplySchema.safeParse(body);
    if (!success.success) {
      this.warn({}, 'WeChat access_token answered in an unexpected shape');
      throw new AppError('SERVICE_UNAVAILABLE', WECHAT_BUSY_MESSAGE);
    }
    return success.data;
  }

  private errorFor(reply: z.infer<typeof wechatErrorReplySchema>): AppError {
    if (reply.errcode === WECHAT_ERRCODE.INVALID_CODE || reply.errcode === WECHAT_ERRCODE.CODE_USED) {
      return new AppError('VALIDATION_FAILED', WECHAT_CODE_REJECTED_MESSAGE);
    }
    if (reply.errcode !== WECHAT_ERRCODE.BUSY) {
      // Wrong appid/secret, an IP not on the whitelist, ...: configuration problems to fix.
      this.warn({ errcode: reply.errcode, errmsg: reply.errmsg }, 'WeChat access_token refused the exchange');
    }
    return new AppError('SERVICE_UNAVAILABLE', WECHAT_BUSY_MESSAGE);
  }

  private warn(details: Record<string, unknown>, message: string): void {
    this.options.logger?.warn(details, message);
  }
}
