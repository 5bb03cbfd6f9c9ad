import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { FetchLike, UpstreamLogger } from '../../lib/upstream';
import { wechatErrorReplySchema } from '../wechat';

export const WECHAT_JSSDK_UNAVAILABLE_MESSAGE = '微信分享签名暂不可用，请稍后再试';
const DEFAULT_TIMEOUT_MS = 5000;

/** cgi-bin/token's answer. */
const wechatServerTokenReplySchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

/** cgi-bin/ticket/getticket's answer (errcode 0 on success, as WeChat sends it). */
const wechatTicketReplySchema = z.object({
  errcode: z.literal(0),
  errmsg: z.string(),
  ticket: z.string().min(1),
  expires_in: z.number().int().positive(),
});

/** A credential WeChat handed out, and how long it lasts. */
export interface FetchedCredential {
  value: string;
  expiresInSeconds: number;
}

/** WeChat answered with a non-zero errcode (the caller decides whether to retry). */
export class WechatApiError extends Error {
  override readonly name = 'WechatApiError';
  constructor(
    readonly endpoint: 'token' | 'getticket',
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat ${endpoint} errcode ${errcode}`);
  }
}

/** Errcodes of getticket that mean "this access token no longer works": fetch a new one and retry once. */
export const ACCESS_TOKEN_REJECTED_ERRCODES: readonly number[] = [40001, 40014, 42001];

export interface WechatServerClientOptions {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com, or the sandbox on this server. */
  apiBase: string;
  fetch?: FetchLike | undefined;
  timeoutMs?: number;
  logger?: UpstreamLogger | undefined;
}

/**
 * The server-to-server half of WeChat's official-account API that the JS-SDK needs: the
 * account's access token (cgi-bin/token) and the jsapi_ticket (cgi-bin/ticket/getticket).
 * Unreachable, HTTP errors and odd shapes become SERVICE_UNAVAILABLE; a non-zero errcode
 * becomes a WechatApiError. The URL of a token request holds the app secret and is never logged.
 */
export class WechatServerClient {
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: WechatServerClientOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async fetchAccessToken(): Promise<FetchedCredential> {
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: this.options.appId,
      secret: this.options.appSecret,
    });
    const body = await this.call('token', `/cgi-bin/token?${query}`);
    const reply = wechatServerTokenReplySchema.safeParse(body);
    if (!reply.success) throw this.unexpected('token');
    return { value: reply.data.access_token, expiresInSeconds: reply.data.expires_in };
  }

  async fetchJsapiTicket(accessToken: string): Promise<FetchedCredential> {
    const query = new URLSearchParams({ access_token: accessToken, type: 'jsapi' });
    const body = await this.call('getticket', `/cgi-bin/ticket/getticket?${query}`);
    const reply = wechatTicketReplySchema.safeParse(body);
    if (!reply.success) throw this.unexpected('getticket');
    return { value: reply.data.ticket, expiresInSeconds: reply.data.expires_in };
  }

  private async call(endpoint: 'token' | 'getticket', pathAndQuery: string): Promise<unknown> {
    let body: unknown;
    try {
      const response = await this.fetch(`${this.options.apiBase}${pathAndQuery}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        this.options.logger?.warn(
          { endpoint, status: response.status },
          'WeChat answered with an HTTP error',
        );
        throw new AppError('SERVICE_UNAVAILABLE', WECHAT_JSSDK_UNAVAILABLE_MESSAGE);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.options.logger?.warn(
        { endpoint, reason: error instanceof Error ? error.name : 'unknown' },
        'WeChat unreachable',
      );
      throw new AppError('SERVICE_UNAVAILABLE', WECHAT_JSSDK_UNAVAILABLE_MESSAGE);
    }
    const failure = wechatErrorReplySchema.safeParse(body);
    if (failure.success && failure.data.errcode !== 0) {
      throw new WechatApiError(endpoint, failure.data.errcode, failure.data.errmsg);
    }
    return body;
  }

  private unexpected(endpoint: 'token' | 'getticket'): AppError {
    this.options.logger?.warn({ endpoint }, 'WeChat answered in an unexpected shape');
    return new AppError('SERVICE_UNAVAILABLE', WECHAT_JSSDK_UNAVAILABLE_MESSAGE);
  }
}
