import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wechatIdentities } from '../../db/schema';
import { type WecomContactRow, wecomContacts } from './wecom.table';

/** One contact change to record, as the callback service decided it. */
export interface ContactChangeRecord {
  externalUserId: string;
  wecomUserId: string;
  change: 'added' | 'removed';
  changeType: string;
  occurredAt: Date;
  unionid: string | null;
}

/** Queries on the WeCom contacts. */
export class WecomRepository {
  constructor(private readonly db: Database) {}

  async find(externalUserId: string, wecomUserId: string): Promise<WecomContactRow | undefined> {
    const rows = await this.db
      .select()
      .from(wecomContacts)
      .where(
        and(eq(wecomContacts.externalUserId, externalUserId), eq(wecomContacts.wecomUserId, wecomUserId)),
      );
    return rows[0];
  }

  /**
   * Records the change unless the row already holds an event as new or newer (a replay, or a
   * retry overtaken by a later change); one statement, so concurrent deliveries cannot both
   * win. True when it was written.
   */
  async applyChange(record: ContactChangeRecord, now: Date): Promise<boolean> {
    const state =
      record.change === 'added'
        ? { addedAt: record.occurredAt, removedAt: null }
        : { removedAt: record.occurredAt };
    const written = await this.db
      .insert(wecomContacts)
      .values({
        externalUserId: record.externalUserId,
        wecomUserId: record.wecomUserId,
        unionid: record.unionid,
        ...state,
        eventAt: record.occurredAt,
        lastChangeType: record.changeType,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [wecomContacts.externalUserId, wecomContacts.wecomUserId],
        set: {
          ...state,
          // A removal learns no unionid; keep the one the add brought.
          unionid: sql`coalesce(excluded.unionid, ${wecomContacts.unionid})`,
          eventAt: record.occurredAt,
          lastChangeType: record.changeType,
          updatedAt: now,
        },
        where: lt(wecomContacts.eventAt, record.occurredAt),
      })
      .returning({ externalUserId: wecomContacts.externalUserId });
    return written.length > 0;
  }

  /** The user's newest standing contact, matched through the unionids of their WeChat identities. */
  async standingContactOf(userId: number): Promise<WecomContactRow | undefined> {
    const unionids = this.db
      .select({ unionid: wechatIdentities.unionid })
      .from(wechatIdentities)
      .where(and(eq(wechatIdentities.userId, userId), isNotNull(wechatIdentities.unionid)));
    const rows = await this.db
      .select()
      .from(wecomContacts)
      .where(
        and(
          inArray(wecomContacts.unionid, unionids),
          isNull(wecomContacts.removedAt),
          isNotNull(wecomContacts.addedAt),
        ),
      )
      .orderBy(desc(wecomContacts.addedAt))
      .limit(1);
    return rows[0];
  }
}
