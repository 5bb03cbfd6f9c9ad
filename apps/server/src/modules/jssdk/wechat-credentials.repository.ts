import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type WechatCredentialRow, wechatCredentials } from './wechat-credentials.table';

export type CredentialKind = 'access_token' | 'jsapi_ticket';

/** Queries on the cached WeChat credentials. */
export class WechatCredentialsRepository {
  constructor(private readonly db: Database) {}

  async find(appId: string, kind: CredentialKind): Promise<WechatCredentialRow | undefined> {
    const rows = await this.db
      .select()
      .from(wechatCredentials)
      .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
    return rows[0];
  }

  /**
   * Runs `work` in a transaction holding the app's refresh lock: the access_token row, locked
   * FOR UPDATE (created empty first, so there is always a row to lock). A second process
   * waits here, then finds the fresh values the first one saved. `appId` is an official
   * account's app id or a WeCom corp id (modules/wecom keeps its access token here too).
   */
  async withRefreshLock<T>(
    appId: string,
    work: (locked: WechatCredentialsRepository) => Promise<T>,
  ): Promise<T> {
    await this.db
      .insert(wechatCredentials)
      .values({ appId, kind: 'access_token', value: '', expiresAt: new Date(0) })
      .onConflictDoNothing();
    return this.db.transaction(async (tx) => {
      await tx
        .select({ appId: wechatCredentials.appId })
        .from(wechatCredentials)
        .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, 'access_token')))
        .for('update');
      return work(new WechatCredentialsRepository(tx as unknown as Database));
    });
  }

  async save(
    appId: string,
    kind: CredentialKind,
    credential: { value: string; expiresAt: Date; refreshedAt: Date },
  ): Promise<void> {
    await this.db
      .insert(wechatCredentials)
      .values({ appId, kind, ...credential })
      .onConflictDoUpdate({
        target: [wechatCredentials.appId, wechatCredentials.kind],
        set: credential,
      });
  }
}
