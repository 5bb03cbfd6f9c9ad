import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type SandboxWechatMessageRow,
  sandboxWechatFollowers,
  sandboxWechatMessages,
  sandboxWechatSubscriptions,
} from './wechat-sandbox-messages.table';

/** What the WeChat sandbox delivered and knows about its users (shared by every node through the database). */
export class WechatSandboxMessagesRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof sandboxWechatMessages.$inferInsert): Promise<SandboxWechatMessageRow> {
    const [row] = await this.db.insert(sandboxWechatMessages).values(values).returning();
    if (!row) throw new Error('insert into sandbox_wechat_messages returned no row');
    return row;
  }

  /** The message an openid already got with this client_msg_id since `since`, if any. */
  async findByClientMsgId(
    openid: string,
    clientMsgId: string,
    since: Date,
  ): Promise<SandboxWechatMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxWechatMessages)
      .where(
        and(
          eq(sandboxWechatMessages.openid, openid),
          eq(sandboxWechatMessages.clientMsgId, clientMsgId),
          gte(sandboxWechatMessages.createdAt, since),
        ),
      )
      .limit(1);
    return row;
  }

  /** The newest deliveries, to one openid or to anyone. */
  list(openid: string | undefined, limit: number): Promise<SandboxWechatMessageRow[]> {
    return this.db
      .select()
      .from(sandboxWechatMessages)
      .where(openid ? eq(sandboxWechatMessages.openid, openid) : undefined)
      .orderBy(desc(sandboxWechatMessages.createdAt), desc(sandboxWechatMessages.id))
      .limit(limit);
  }

  /** Whether the user follows the official account (no row: following). */
  async isFollowing(openid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ following: sandboxWechatFollowers.following })
      .from(sandboxWechatFollowers)
      .where(eq(sandboxWechatFollowers.openid, openid));
    return row?.following ?? true;
  }

  async setFollowing(openid: string, following: boolean, now: Date): Promise<void> {
    await this.db
      .insert(sandboxWechatFollowers)
      .values({ openid, following, updatedAt: now })
      .onConflictDoUpdate({ target: sandboxWechatFollowers.openid, set: { following, updatedAt: now } });
  }

  /** One accepted one-time subscription more (the user tapped 允许 in the open tag's dialog). */
  async grantSubscription(openid: string, templateId: string, now: Date): Promise<void> {
    await this.db
      .insert(sandboxWechatSubscriptions)
      .values({ openid, templateId, remaining: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [sandboxWechatSubscriptions.openid, sandboxWechatSubscriptions.templateId],
        set: { remaining: sql`${sandboxWechatSubscriptions.remaining} + 1`, updatedAt: now },
      });
  }

  /** Uses one accepted subscription; false when none is left (WeChat's 43101). */
  async useSubscription(openid: string, templateId: string, now: Date): Promise<boolean> {
    const used = await this.db
      .update(sandboxWechatSubscriptions)
      .set({ remaining: sql`${sandboxWechatSubscriptions.remaining} - 1`, updatedAt: now })
      .where(
        and(
          eq(sandboxWechatSubscriptions.openid, openid),
          eq(sandboxWechatSubscriptions.templateId, templateId),
          gt(sandboxWechatSubscriptions.remaining, 0),
        ),
      )
      .returning({ remaining: sandboxWechatSubscriptions.remaining });
    return used.length > 0;
  }
}
