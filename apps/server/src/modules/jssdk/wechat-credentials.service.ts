import { AppError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/job-scheduler';
import type { UpstreamLogger } from '../../lib/upstream';
import type { CredentialKind, WechatCredentialsRepository } from './wechat-credentials.repository';
import type { WechatCredentialRow } from './wechat-credentials.table';
import {
  ACCESS_TOKEN_REJECTED_ERRCODES,
  type FetchedCredential,
  WECHAT_JSSDK_UNAVAILABLE_MESSAGE,
  WechatApiError,
  type WechatServerClient,
} from './wechat-server.client';

/** Credentials are replaced this long before WeChat's expiry (WeChat gives 7200 s). */
export const CREDENTIAL_REFRESH_MARGIN_MS = 10 * 60_000;
/** How often the refresh job looks (well inside the margin, so a refresh is never late). */
const CREDENTIAL_REFRESH_INTERVAL_MS = 60_000;

export interface WechatCredentialsOptions {
  refreshMarginMs?: number;
  logger?: UpstreamLogger | undefined;
}

/** What one locked refresh round did. */
export interface RefreshOutcome {
  ticket: string;
  /** Calls made to WeChat (0 when another process had already refreshed). */
  fetched: number;
}

/**
 * The official account's access token and jsapi_ticket, cached in the database for every server
 * process and replaced before they expire. Reads are lock-free; a refresh takes the row lock
 * (WechatCredentialsRepository.withRefreshLock) and looks again before calling WeChat, so
 * processes racing for a stale ticket fetch it once between them.
 */
export class WechatCredentialsService {
  private readonly refreshMarginMs: number;

  constructor(
    private readonly repository: WechatCredentialsRepository,
    private readonly client: WechatServerClient,
    private readonly appId: string,
    private readonly now: () => Date,
    private readonly options: WechatCredentialsOptions = {},
  ) {
    this.refreshMarginMs = options.refreshMarginMs ?? CREDENTIAL_REFRESH_MARGIN_MS;
  }

  /** The current jsapi_ticket, fetched (with a token if need be) when none is fresh. */
  async jsapiTicket(): Promise<string> {
    const cached = await this.repository.find(this.appId, 'jsapi_ticket');
    if (cached && this.isFresh(cached)) return cached.value;
    return (await this.refresh()).ticket;
  }

  /**
   * The official account's access token for other server APIs (template and subscription messages,
   * decision 036): the cached one when fresh, else one fetched under the refresh lock.
   */
  async accessToken(): Promise<string> {
    const cached = await this.repository.find(this.appId, 'access_token');
    if (cached && this.isFresh(cached)) return cached.value;
    return this.replaceAccessToken(null);
  }

  /**
   * A new access token after WeChat refused `rejected` (40001/42001): under the refresh lock, the
   * token another process saved meanwhile is used as it is; otherwise one is fetched and saved.
   * With `rejected` null, only a missing or stale token is replaced.
   */
  async replaceAccessToken(rejected: string | null): Promise<string> {
    return this.repository.withRefreshLock(this.appId, async (locked) => {
      const cached = await locked.find(this.appId, 'access_token');
      if (cached && this.isFresh(cached) && cached.value !== rejected) return cached.value;
      return this.store(locked, 'access_token', await this.guard(() => this.client.fetchAccessToken()));
    });
  }

  /** Replaces whatever is due, holding the refresh lock. */
  async refresh(): Promise<RefreshOutcome> {
    return this.repository.withRefreshLock(this.appId, async (locked) => {
      const ticket = await locked.find(this.appId, 'jsapi_ticket');
      if (ticket && this.isFresh(ticket)) return { ticket: ticket.value, fetched: 0 };
      let fetched = 0;
      const cachedToken = await locked.find(this.appId, 'access_token');
      let token: string;
      if (cachedToken && this.isFresh(cachedToken)) {
        token = cachedToken.value;
      } else {
        token = await this.store(
          locked,
          'access_token',
          await this.guard(() => this.client.fetchAccessToken()),
        );
        fetched += 1;
      }
      let fresh: FetchedCredential;
      try {
        fresh = await this.client.fetchJsapiTicket(token);
        fetched += 1;
      } catch (error) {
        // WeChat retired the cached token early (another system fetched one, or it was reset):
        // one new token and one retry, then give up.
        const tokenRejected =
          error instanceof WechatApiError && ACCESS_TOKEN_REJECTED_ERRCODES.includes(error.errcode);
        if (!tokenRejected || fetched > 0) throw this.failure(error);
        token = await this.store(
          locked,
          'access_token',
          await this.guard(() => this.client.fetchAccessToken()),
        );
        fresh = await this.guard(() => this.client.fetchJsapiTicket(token));
        fetched += 2;
      }
      return { ticket: await this.store(locked, 'jsapi_ticket', fresh), fetched };
    });
  }

  /**
   * Refreshes the credentials ahead of expiry, in every process (the lock makes one of them do
   * it). Only once the JS-SDK has been used: an unused deployment never calls WeChat.
   */
  refreshJob(): ScheduledJob {
    return {
      name: 'wechat-credentials-refresh',
      intervalMs: CREDENTIAL_REFRESH_INTERVAL_MS,
      run: async () => {
        const ticket = await this.repository.find(this.appId, 'jsapi_ticket');
        if (!ticket?.value || this.isFresh(ticket)) return 0;
        return (await this.refresh()).fetched;
      },
    };
  }

  private isFresh(row: WechatCredentialRow): boolean {
    return row.value !== '' && row.expiresAt.getTime() - this.refreshMarginMs > this.now().getTime();
  }

  private async store(
    locked: WechatCredentialsRepository,
    kind: CredentialKind,
    credential: FetchedCredential,
  ): Promise<string> {
    const refreshedAt = this.now();
    await locked.save(this.appId, kind, {
      value: credential.value,
      expiresAt: new Date(refreshedAt.getTime() + credential.expiresInSeconds * 1000),
      refreshedAt,
    });
    return credential.value;
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** A WeChat errcode as the envelope error the app gets (never a 500), logged for the operators. */
  private failure(error: unknown): unknown {
    if (!(error instanceof WechatApiError)) return error;
    this.options.logger?.warn(
      { endpoint: error.endpoint, errcode: error.errcode, errmsg: error.errmsg },
      'WeChat refused a JS-SDK credential request',
    );
    return new AppError('SERVICE_UNAVAILABLE', WECHAT_JSSDK_UNAVAILABLE_MESSAGE, {
      wechat_errcode: error.errcode,
    });
  }
}
