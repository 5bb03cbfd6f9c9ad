import { MEETING_WATCHING_WINDOW_S, type MeetingStateValue } from '@ia/shared';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GuardedUpdate, nextUpdatedAt, unchangedSince } from '../../db/guarded-update';
import { memberGroups, tags, users, wechatNotices } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { meetingStateCondition } from './meeting-conditions';
import { type MeetingRow, meetingAttendance, meetingSubscriptions, meetings } from './meetings.table';

/** The columns an operator writes on a meeting. */
export type MeetingValues = Omit<
  typeof meetings.$inferInsert,
  | 'id'
  | 'status'
  | 'cancelledAt'
  | 'cancelReason'
  | 'subscriberCount'
  | 'zanCount'
  | 'commentCount'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
>;

export interface AdminMeetingFilter {
  keyword?: string | undefined;
  state?: MeetingStateValue | undefined;
}

/** A subscriber with the profile the console shows. */
export interface SubscriberRow {
  userId: number;
  name: string | null;
  hospital: string | null;
  department: string | null;
  mobile: string | null;
  subscribedAt: Date;
  remindedAt: Date | null;
  /** The reminder's WeChat delivery (decision 036), when there is one. */
  wechatStatus: string | null;
  wechatErrcode: number | null;
  wechatAttempts: number | null;
}

/** An attendee's watching of a meeting with the profile the console shows. */
export interface AttendeeRow {
  userId: number;
  name: string | null;
  hospital: string | null;
  department: string | null;
  liveSeconds: number;
  playbackSeconds: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export interface AttendanceTotals {
  attendees: number;
  liveSeconds: number;
  playbackSeconds: number;
  watchingNow: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const notDeleted = isNull(meetings.deletedAt);

/** The console's queries on meetings, their subscribers and attendance. */
export class MeetingsAdminRepository {
  constructor(private readonly db: Database) {}

  async list(
    filter: AdminMeetingFilter,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<{ total: number; rows: MeetingRow[] }> {
    const conditions: (SQL | undefined)[] = [notDeleted];
    if (filter.state) conditions.push(meetingStateCondition(filter.state, now));
    if (filter.keyword) {
      const byTitle = ilike(meetings.title, containsPattern(filter.keyword));
      conditions.push(
        /^\d{1,9}$/.test(filter.keyword) ? or(eq(meetings.id, Number(filter.keyword)), byTitle) : byTitle,
      );
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(meetings)
        .where(where)
        .orderBy(desc(meetings.startAt), desc(meetings.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ value: count() }).from(meetings).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async find(id: number): Promise<MeetingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.id, id), notDeleted))
      .limit(1);
    return row;
  }

  async insert(values: MeetingValues, now: Date): Promise<MeetingRow> {
    const [row] = await this.db
      .insert(meetings)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into meetings returned no row');
    return row;
  }

  /** Updates a meeting only if it still carries `editedAt`, the `updated_at` the operator edited. */
  async update(
    id: number,
    editedAt: Date,
    values: Partial<MeetingValues> & { status?: number },
    now: Date,
  ): Promise<GuardedUpdate<MeetingRow>> {
    const [row] = await this.db
      .update(meetings)
      .set({ ...values, updatedAt: nextUpdatedAt(meetings.updatedAt, now) })
      .where(and(eq(meetings.id, id), notDeleted, unchangedSince(meetings.updatedAt, editedAt)))
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.find(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  async softDelete(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(meetings)
      .set({ deletedAt: now, updatedAt: nextUpdatedAt(meetings.updatedAt, now) })
      .where(and(eq(meetings.id, id), notDeleted))
      .returning({ id: meetings.id });
    return rows.length > 0;
  }

  /**
   * Cancels a meeting and tells every subscriber in the message centre, in ONE statement: only
   * the statement that actually sets cancelled_at writes messages (and their dedupe key would
   * refuse a second copy anyway). Answers how many subscribers it told, or null when the meeting
   * was already cancelled (or is missing).
   */
  async cancel(id: number, reason: string, now: Date): Promise<number | null> {
    const at = now.toISOString();
    const result = await this.db.execute(sql`
      with cancelled as (
        update meetings set cancelled_at = ${at}::timestamptz, cancel_reason = ${reason},
          updated_at = ${nextUpdatedAt(meetings.updatedAt, now)}
        where id = ${id} and deleted_at is null and cancelled_at is null
        returning id, title
      ),
      told as (
        insert into messages (user_id, category, title, body, link, dedupe_key, created_at)
        select s.user_id, 'meeting', '会议取消', '「' || c.title || '」已取消：' || ${reason},
          '/meetingdetail?id=' || c.id, 'meeting:' || c.id || ':cancelled', ${at}::timestamptz
        from cancelled c
        join meeting_subscriptions s on s.meeting_id = c.id
        order by s.user_id
        on conflict do nothing
        returning 1
      )
      select (select count(*) from cancelled)::int as cancelled, (select count(*) from told)::int as told
    `);
    const row = rowsOf<{ cancelled: number; told: number }>(result)[0];
    return row && Number(row.cancelled) > 0 ? Number(row.told) : null;
  }

  async subscribersPage(
    meetingId: number,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: SubscriberRow[] }> {
    const where = eq(meetingSubscriptions.meetingId, meetingId);
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          userId: meetingSubscriptions.userId,
          name: users.name,
          hospital: users.hospitalName,
          department: users.department,
          mobile: users.mobile,
          subscribedAt: meetingSubscriptions.createdAt,
          remindedAt: meetingSubscriptions.remindedAt,
          wechatStatus: wechatNotices.status,
          wechatErrcode: wechatNotices.errcode,
          wechatAttempts: wechatNotices.attempts,
        })
        .from(meetingSubscriptions)
        .leftJoin(users, eq(users.id, meetingSubscriptions.userId))
        .leftJoin(
          wechatNotices,
          and(
            eq(wechatNotices.userId, meetingSubscriptions.userId),
            eq(wechatNotices.kind, 'meeting_reminder'),
            eq(wechatNotices.subject, `meeting:${meetingId}:reminder`),
          ),
        )
        .where(where)
        .orderBy(desc(meetingSubscriptions.createdAt), desc(meetingSubscriptions.userId))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ value: count() }).from(meetingSubscriptions).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  /** Attendees, longest total watching first (all of them without a page). */
  async attendees(meetingId: number, page?: { limit: number; offset: number }): Promise<AttendeeRow[]> {
    const query = this.db
      .select({
        userId: meetingAttendance.userId,
        name: users.name,
        hospital: users.hospitalName,
        department: users.department,
        liveSeconds: meetingAttendance.liveSeconds,
        playbackSeconds: meetingAttendance.playbackSeconds,
        firstSeenAt: meetingAttendance.firstSeenAt,
        lastSeenAt: meetingAttendance.lastSeenAt,
      })
      .from(meetingAttendance)
      .leftJoin(users, eq(users.id, meetingAttendance.userId))
      .where(eq(meetingAttendance.meetingId, meetingId))
      .orderBy(
        desc(sql`${meetingAttendance.liveSeconds} + ${meetingAttendance.playbackSeconds}`),
        desc(meetingAttendance.userId),
      )
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  /** Totals over every attendee of a meeting, and how many watch live now. */
  async attendanceTotals(meetingId: number, now: Date): Promise<AttendanceTotals> {
    const since = new Date(now.getTime() - MEETING_WATCHING_WINDOW_S * 1000);
    const [row] = await this.db
      .select({
        attendees: count(),
        liveSeconds: sql<number>`coalesce(sum(${meetingAttendance.liveSeconds}), 0)::int`,
        playbackSeconds: sql<number>`coalesce(sum(${meetingAttendance.playbackSeconds}), 0)::int`,
        watchingNow: sql<number>`(count(*) filter (where ${meetingAttendance.lastLiveAt} > ${since.toISOString()}::timestamptz))::int`,
      })
      .from(meetingAttendance)
      .where(eq(meetingAttendance.meetingId, meetingId));
    return {
      attendees: row?.attendees ?? 0,
      liveSeconds: Number(row?.liveSeconds ?? 0),
      playbackSeconds: Number(row?.playbackSeconds ?? 0),
      watchingNow: Number(row?.watchingNow ?? 0),
    };
  }

  tagsByIds(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, [...ids]));
  }

  memberGroupsByIds(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: memberGroups.id })
      .from(memberGroups)
      .where(inArray(memberGroups.id, [...ids]));
  }
}
