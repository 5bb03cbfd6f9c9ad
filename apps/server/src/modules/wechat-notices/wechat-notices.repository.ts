import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificationSubmissions, meetings, messages, wechatIdentities } from '../../db/schema';
import { type WechatNoticeRow, wechatNotices, wechatSubscribeConsents } from './wechat-notices.table';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type NewWechatNotice = typeof wechatNotices.$inferInsert;

/** A message-centre message that has a WeChat counterpart and has none yet. */
export interface MessageToForward {
  messageId: number;
  userId: number;
  openid: string;
  category: string;
  dedupeKey: string;
  createdAt: Date;
}

/** What the outcome of one delivery attempt writes back. */
export type NoticeOutcome = Partial<
  Pick<
    WechatNoticeRow,
    'status' | 'errcode' | 'errmsg' | 'msgid' | 'nextAttemptAt' | 'sentAt' | 'channel' | 'templateId'
  >
>;

/** Queries on WeChat notices and subscription consents (the only code here that touches Drizzle). */
export class WechatNoticesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Messages of the message centre written since `since` whose dedupe key starts with one of
   * `prefixes` and that have no WeChat notice yet, with the member's openid of this official account.
   */
  async messagesToForward(appId: string, since: Date, limit: number): Promise<MessageToForward[]> {
    const result = await this.db.execute(sql`
      select distinct on (m.id) m.id as message_id, m.user_id, w.openid, m.category, m.dedupe_key, m.created_at
      from ${messages} m
      join ${wechatIdentities} w on w.user_id = m.user_id and w.app_id = ${appId}
      where m.created_at >= ${since.toISOString()}::timestamptz
        and (m.dedupe_key like 'meeting:%:reminder' or m.dedupe_key like 'certification:%:approved'
          or m.dedupe_key like 'certification:%:rejected')
        and not exists (
          select 1 from ${wechatNotices} n where n.user_id = m.user_id and n.subject = m.dedupe_key
        )
      order by m.id, w.created_at desc
      limit ${limit}
    `);
    return rowsOf<{
      message_id: number;
      user_id: number;
      openid: string;
      category: string;
      dedupe_key: string;
      created_at: string | Date;
    }>(result).map((row) => ({
      messageId: row.message_id,
      userId: row.user_id,
      openid: row.openid,
      category: row.category,
      dedupeKey: row.dedupe_key,
      createdAt: new Date(row.created_at),
    }));
  }

  async meetingHeads(ids: number[]): Promise<Map<number, { title: string; startAt: Date; endAt: Date }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: meetings.id, title: meetings.title, startAt: meetings.startAt, endAt: meetings.endAt })
      .from(meetings)
      .where(inArray(meetings.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async rejectReasons(ids: number[]): Promise<Map<number, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: certificationSubmissions.id, reason: certificationSubmissions.rejectReason })
      .from(certificationSubmissions)
      .where(inArray(certificationSubmissions.id, ids));
    return new Map(rows.map((row) => [row.id, row.reason]));
  }

  /** Adds notices; one that exists for its (user, kind, subject) is left as it is. Answers how many were new. */
  async insertMany(values: NewWechatNotice[]): Promise<number> {
    if (values.length === 0) return 0;
    const inserted = await this.db
      .insert(wechatNotices)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: wechatNotices.id });
    return inserted.length;
  }

  /**
   * Claims up to `limit` notices due at `now` for this process, in one statement: pending or retry
   * ones whose time has come, and sending ones whose claimer's lease ran out (a process that died).
   * Rows another process is claiming are skipped (FOR UPDATE SKIP LOCKED), so each goes to one.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<WechatNoticeRow[]> {
    const at = now.toISOString();
    const result = await this.db.execute(sql`
      update ${wechatNotices} set status = 'sending', attempts = attempts + 1,
        lease_until = ${leaseUntil.toISOString()}::timestamptz, updated_at = ${at}::timestamptz
      where id in (
        select id from ${wechatNotices}
        where (status in ('pending', 'retry') and next_attempt_at <= ${at}::timestamptz)
           or (status = 'sending' and lease_until <= ${at}::timestamptz)
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id
    `);
    const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(wechatNotices)
      .where(inArray(wechatNotices.id, ids))
      .orderBy(wechatNotices.id);
  }

  /** Writes an attempt's outcome, and lets go of the claim. */
  async finish(id: number, outcome: NoticeOutcome, now: Date): Promise<void> {
    await this.db
      .update(wechatNotices)
      .set({ ...outcome, leaseUntil: null, updatedAt: now })
      .where(eq(wechatNotices.id, id));
  }

  /** Records the member's answer for a template; an accept allows one more send. */
  async recordConsent(userId: number, templateId: string, status: string, now: Date): Promise<void> {
    const accepted = status === 'accept' || status === 'acceptWithAudio';
    await this.db
      .insert(wechatSubscribeConsents)
      .values({ userId, templateId, lastStatus: status, available: accepted ? 1 : 0, updatedAt: now })
      .onConflictDoUpdate({
        target: [wechatSubscribeConsents.userId, wechatSubscribeConsents.templateId],
        set: {
          lastStatus: status,
          available: accepted
            ? sql`${wechatSubscribeConsents.available} + 1`
            : wechatSubscribeConsents.available,
          updatedAt: now,
        },
      });
  }

  /** Uses one accepted send of the template; false when none is left. */
  async useConsent(userId: number, templateId: string, now: Date): Promise<boolean> {
    const used = await this.db
      .update(wechatSubscribeConsents)
      .set({ available: sql`${wechatSubscribeConsents.available} - 1`, updatedAt: now })
      .where(
        and(
          eq(wechatSubscribeConsents.userId, userId),
          eq(wechatSubscribeConsents.templateId, templateId),
          gt(wechatSubscribeConsents.available, 0),
        ),
      )
      .returning({ available: wechatSubscribeConsents.available });
    return used.length > 0;
  }
}
