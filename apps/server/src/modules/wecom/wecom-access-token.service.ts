import type { WechatCredentialRow } from '../../db/schema';
import type { WechatCredentialsRepository } from '../jssdk';
import { CREDENTIAL_REFRESH_MARGIN_MS } from '../jssdk';
import { WECOM_TOKEN_REJECTED_ERRCODES, type WecomApiClient, WecomApiError } from './wecom-api.client';

/**
 * The corp's WeCom access token, cached for every server process in `wechat_credentials`
 * (app_id = corp id) with the JS-SDK's repository and its row lock: WeCom, like WeChat, limits
 * gettoken calls, so processes share one token. Reads are lock-free; a refresh takes the lock and
 * looks again before calling WeCom, so callbacks racing for a stale token fetch it once.
 */
export class WecomAccessTokenService {
  constructor(
    private readonly repository: WechatCredentialsRepository,
    private readonly client: WecomApiClient,
    private readonly corpId: string,
    private readonly now: () => Date,
  ) {}

  /** Runs `call` with the current token; a token WeCom rejects is replaced and the call retried once. */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.token();
    try {
      return await call(token);
    } catch (error) {
      const rejected =
        error instanceof WecomApiError && WECOM_TOKEN_REJECTED_ERRCODES.includes(error.errcode);
      if (!rejected) throw error;
      return call(await this.refresh(token));
    }
  }

  private async token(): Promise<string> {
    const cached = await this.repository.find(this.corpId, 'access_token');
    if (cached && this.isFresh(cached)) return cached.value;
    return this.refresh();
  }

  /** A fresh token; `rejected` is one WeCom refused, to be replaced even if it looks fresh. */
  private refresh(rejected?: string): Promise<string> {
    return this.repository.withRefreshLock(this.corpId, async (locked) => {
      const cached = await locked.find(this.corpId, 'access_token');
      if (cached && this.isFresh(cached) && cached.value !== rejected) return cached.value;
      const fetched = await this.client.fetchAccessToken();
      const refreshedAt = this.now();
      await locked.save(this.corpId, 'access_token', {
        value: fetched.value,
        expiresAt: new Date(refreshedAt.getTime() + fetched.expiresInSeconds * 1000),
        refreshedAt,
      });
      return fetched.value;
    });
  }

  private isFresh(row: WechatCredentialRow): boolean {
    return row.value !== '' && row.expiresAt.getTime() - CREDENTIAL_REFRESH_MARGIN_MS > this.now().getTime();
  }
}
