import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SandboxWechatCodeRow, sandboxWechatCodes } from './wechat-sandbox-codes.table';

/** What an exchange found: the code's grant, or why WeChat would refuse it. */
export type TakenCode = { kind: 'taken'; row: SandboxWechatCodeRow } | { kind: 'used' } | { kind: 'invalid' };

/** The sandbox's issued OAuth codes, shared by every node through the database. */
export class WechatSandboxCodesRepository {
  constructor(private readonly db: Database) {}

  /** Stores a new code, dropping the expired ones first. */
  async issue(values: typeof sandboxWechatCodes.$inferInsert, now: Date): Promise<void> {
    await this.db.delete(sandboxWechatCodes).where(lte(sandboxWechatCodes.expiresAt, now));
    await this.db.insert(sandboxWechatCodes).values(values);
  }

  /** Marks a live, unused code used, in one statement (two exchanges of one code: one wins). */
  async take(code: string, now: Date): Promise<TakenCode> {
    const [row] = await this.db
      .update(sandboxWechatCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(sandboxWechatCodes.code, code),
          gt(sandboxWechatCodes.expiresAt, now),
          isNull(sandboxWechatCodes.usedAt),
        ),
      )
      .returning();
    if (row) return { kind: 'taken', row };
    const [known] = await this.db
      .select({ expiresAt: sandboxWechatCodes.expiresAt })
      .from(sandboxWechatCodes)
      .where(eq(sandboxWechatCodes.code, code))
      .limit(1);
    // An expired code is simply unknown to WeChat, used or not.
    return known && known.expiresAt > now ? { kind: 'used' } : { kind: 'invalid' };
  }
}
