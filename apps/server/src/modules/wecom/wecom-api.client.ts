import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { FetchLike, UpstreamLogger } from '../../lib/upstream';

export const WECOM_UNAVAILABLE_MESSAGE = '企业微信暂不可用，请稍后再试';
const DEFAULT_TIMEOUT_MS = 5000;

const wecomReplySchema = z.object({ errcode: z.number().int(), errmsg: z.string() });

/** cgi-bin/gettoken's answer. */
const wecomTokenReplySchema = z.object({
  errcode: z.literal(0),
  errmsg: z.string(),
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

/** cgi-bin/externalcontact/get's answer, the fields this app reads (unionid only for WeChat users of a corp bound to an open platform). */
const wecomExternalContactReplySchema = z.object({
  errcode: z.literal(0),
  errmsg: z.string(),
  external_contact: z.object({
    external_userid: z.string().min(1),
    name: z.string().optional(),
    type: z.number().int().optional(),
    unionid: z.string().max(64).optional(),
  }),
});

export type WecomEndpoint = 'gettoken' | 'externalcontact/get';

/** WeCom answered with a non-zero errcode (the caller decides whether to retry). */
export class WecomApiError extends Error {
  override readonly name = 'WecomApiError';
  constructor(
    readonly endpoint: WecomEndpoint,
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeCom ${endpoint} errcode ${errcode}`);
  }
}

/** Errcodes meaning "this access token no longer works" (invalid, expired): fetch a new one and retry once. */
export const WECOM_TOKEN_REJECTED_ERRCODES: readonly number[] = [40014, 42001];

/** The contact as WeCom knows it. */
export interface ExternalContact {
  externalUserId: string;
  unionid: string | null;
}

export interface WecomApiClientOptions {
  corpId: string;
  contactSecret: string;
  apiBase: string;
  fetch?: FetchLike | undefined;
  timeoutMs?: number;
  logger?: UpstreamLogger | undefined;
}

/**
 * The two WeCom server calls the contact status needs: the corp's access token
 * (cgi-bin/gettoken) and one external contact (cgi-bin/externalcontact/get). Unreachable, HTTP
 * errors and odd shapes become SERVICE_UNAVAILABLE; a non-zero errcode becomes a WecomApiError.
 * The gettoken URL holds the secret and is never logged.
 */
export class WecomApiClient {
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: WecomApiClientOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async fetchAccessToken(): Promise<{ value: string; expiresInSeconds: number }> {
    const query = new URLSearchParams({
      corpid: this.options.corpId,
      corpsecret: this.options.contactSecret,
    });
    const reply = wecomTokenReplySchema.safeParse(await this.call('gettoken', `/cgi-bin/gettoken?${query}`));
    if (!reply.success) throw this.unexpected('gettoken');
    return { value: reply.data.access_token, expiresInSeconds: reply.data.expires_in };
  }

  async externalContact(accessToken: string, externalUserId: string): Promise<ExternalContact> {
    const query = new URLSearchParams({ access_token: accessToken, external_userid: externalUserId });
    const body = await this.call('externalcontact/get', `/cgi-bin/externalcontact/get?${query}`);
    const reply = wecomExternalContactReplySchema.safeParse(body);
    if (!reply.success) throw this.unexpected('externalcontact/get');
    const contact = reply.data.external_contact;
    return { externalUserId: contact.external_userid, unionid: contact.unionid || null };
  }

  private async call(endpoint: WecomEndpoint, pathAndQuery: string): Promise<unknown> {
    let body: unknown;
    try {
      const response = await this.fetch(`${this.options.apiBase}${pathAndQuery}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        this.options.logger?.warn({ endpoint, status: response.status }, 'WeCom answered with an HTTP error');
        throw new AppError('SERVICE_UNAVAILABLE', WECOM_UNAVAILABLE_MESSAGE);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.options.logger?.warn(
        { endpoint, reason: error instanceof Error ? error.name : 'unknown' },
        'WeCom unreachable',
      );
      throw new AppError('SERVICE_UNAVAILABLE', WECOM_UNAVAILABLE_MESSAGE);
    }
    const reply = wecomReplySchema.safeParse(body);
    if (reply.success && reply.data.errcode !== 0) {
      throw new WecomApiError(endpoint, reply.data.errcode, reply.data.errmsg);
    }
    return body;
  }

  private unexpected(endpoint: WecomEndpoint): AppError {
    this.options.logger?.warn({ endpoint }, 'WeCom answered in an unexpected shape');
    return new AppError('SERVICE_UNAVAILABLE', WECOM_UNAVAILABLE_MESSAGE);
  }
}
