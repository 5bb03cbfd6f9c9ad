import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OauthStateRow, oauthStates } from './wechat.table';

/** Queries on the OAuth `state` values of logins in progress. */
export class WechatRepository {
  constructor(private readonly db: Database) {}

  async insertState(state: typeof oauthStates.$inferInsert): Promise<void> {
    await this.db.insert(oauthStates).values(state);
  }

  /**
   * Marks a state used when it exists, belongs to this browser, is unexpired and unused; in one
   * statement, so two requests racing with the same state cannot both win.
   */
  async consumeState(stateHash: string, bindingHash: string, now: Date): Promise<OauthStateRow | undefined> {
    const rows = await this.db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthStates.stateHash, stateHash),
          eq(oauthStates.bindingHash, bindingHash),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, now),
        ),
      )
      .returning();
    return rows[0];
  }

  /** Forgets states that can no longer be used. */
  async deleteExpiredStates(now: Date): Promise<void> {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  }
}
