import { MEETING_WATCHING_WINDOW_S, type MeetingListState, TypeMap } from '@ia/shared';
import { and, arrayContains, asc, count, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homeSections, type TagRow, tags } from '../content/content.table';
import {
  appMeetingOrder,
  meetingStateCondition,
  ongoingMeetingCondition,
  visibleMeetingCondition,
} from './meeting-conditions';
import {
  type MeetingAttendanceRow,
  type MeetingRow,
  meetingAttendance,
  meetingSubscriptions,
  meetings,
} from './meetings.table';

/** What /meeting filters by. */
export interface MeetingFilter {
  state?: (typeof MeetingListState)[number] | undefined;
  tagId?: number | undefined;
  categoryIds?: number[] | undefined;
}

/** One MEETING_VIEW heartbeat as the writer stores it (seconds already capped by the service). */
export interface MeetingHeartbeatRecord {
  userId: number;
  meetingId: number;
  /** learn_logs.client_session_id (LearningSession.sessionId). */
  sessionId: string;
  sequence: number;
  seconds: number;
  position: number;
  at: Date;
}

/** What a written heartbeat did, and the viewer's totals it leaves. */
export interface MeetingHeartbeatOutcome {
  /** 1 live, 2 playback; null when the meeting had nothing to watch at that moment (refused, nothing written). */
  timeType: 1 | 2 | null;
  /** False for a replay of a stored (user, session, sequence), or a copy earlier in the batch. */
  counted: boolean;
  liveSeconds: number;
  playbackSeconds: number;
  position: number;
  watchingNow: number;
}

interface OutcomeRow {
  ord: number;
  time_type: number | null;
  counted: boolean;
  live_seconds: number;
  playback_seconds: number;
  position: number;
  watching_now: number;
}

const keyOf = (record: MeetingHeartbeatRecord) => `${record.userId}|${record.sessionId}|${record.sequence}`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The app's queries on meetings, subscriptions and attendance. */
export class MeetingsRepository {
  constructor(private readonly db: Database) {}

  async find(id: number): Promise<MeetingRow | undefined> {
    const [row] = await this.db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
    return row;
  }

  /** A page of the meetings the app shows, live first, then upcoming, then the past. */
  async page(
    filter: MeetingFilter,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: MeetingRow[] }> {
    const where = and(visibleMeetingCondition(now), ...filterConditions(filter, now));
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(meetings)
        .where(where)
        .orderBy(...appMeetingOrder(now))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(meetings).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  /** The home block: live and upcoming soonest first, then the latest playbacks, up to `limit`. */
  home(now: Date, limit: number): Promise<MeetingRow[]> {
    return this.db
      .select()
      .from(meetings)
      .where(
        and(
          visibleMeetingCondition(now),
          or(ongoingMeetingCondition(now), meetingStateCondition('playback', now)),
        ),
      )
      .orderBy(...appMeetingOrder(now))
      .limit(limit);
  }

  /** The item limit of the home page's first enabled `meetings` section, if there is one. */
  async homeSectionLimit(): Promise<number | undefined> {
    const [row] = await this.db
      .select({ limit: homeSections.itemLimit })
      .from(homeSections)
      .where(and(eq(homeSections.kind, 'meetings'), eq(homeSections.enabled, true)))
      .orderBy(asc(homeSections.sort), asc(homeSections.id))
      .limit(1);
    return row?.limit;
  }

  /** Tag ids on the meetings the app shows (the filter chips). */
  async usedTagIds(now: Date): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: sql<number>`unnest(${meetings.tagIds})` })
      .from(meetings)
      .where(visibleMeetingCondition(now));
    return rows.map((row) => Number(row.id));
  }

  /** Tags by id, in the operators' tag order. */
  tagsByIds(ids: readonly number[]): Promise<TagRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(tags)
      .where(inArray(tags.id, [...ids]))
      .orderBy(asc(tags.sort), asc(tags.id));
  }

  /** Which of `meetingIds` the user subscribed to. */
  async subscribedIds(userId: number, meetingIds: readonly number[]): Promise<Set<number>> {
    if (meetingIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: meetingSubscriptions.meetingId })
      .from(meetingSubscriptions)
      .where(
        and(
          eq(meetingSubscriptions.userId, userId),
          inArray(meetingSubscriptions.meetingId, [...meetingIds]),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /** The meetings the user subscribed to that the app still shows, in the app's order. */
  async subscribedPage(
    userId: number,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: MeetingRow[] }> {
    const where = and(visibleMeetingCondition(now), eq(meetingSubscriptions.userId, userId));
    const [rows, totals] = await Promise.all([
      this.db
        .select({ meeting: meetings })
        .from(meetingSubscriptions)
        .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
        .where(where)
        .orderBy(...appMeetingOrder(now))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(meetingSubscriptions)
        .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
        .where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows: rows.map((row) => row.meeting) };
  }

  /**
   * Subscribes (idempotent) and keeps meetings.subscriber_count in step in the same statement:
   * it adds exactly the rows the insert made, so a repeated or concurrent subscribe counts once.
   */
  async subscribe(meetingId: number, userId: number, now: Date): Promise<number> {
    const result = await this.db.execute(sql`
      with added as (
        insert into meeting_subscriptions (meeting_id, user_id, created_at)
        values (${meetingId}, ${userId}, ${now.toISOString()}::timestamptz)
        on conflict do nothing
        returning 1
      )
      update meetings set subscriber_count = subscriber_count + (select count(*) from added)::int
      where id = ${meetingId}
      returning subscriber_count
    `);
    return Number(rowsOf<{ subscriber_count: number }>(result)[0]?.subscriber_count ?? 0);
  }

  /** Cancels a subscription (idempotent), taking it off the count in the same statement. */
  async unsubscribe(meetingId: number, userId: number): Promise<number> {
    const result = await this.db.execute(sql`
      with removed as (
        delete from meeting_subscriptions where meeting_id = ${meetingId} and user_id = ${userId}
        returning 1
      )
      update meetings set subscriber_count = greatest(0, subscriber_count - (select count(*) from removed)::int)
      where id = ${meetingId}
      returning subscriber_count
    `);
    return Number(rowsOf<{ subscriber_count: number }>(result)[0]?.subscriber_count ?? 0);
  }

  async attendance(meetingId: number, userId: number): Promise<MeetingAttendanceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(meetingAttendance)
      .where(and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.userId, userId)));
    return row;
  }

  /** Viewers whose last live heartbeat is younger than MEETING_WATCHING_WINDOW_S. */
  async watchingNow(meetingId: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - MEETING_WATCHING_WINDOW_S * 1000);
    const [row] = await this.db
      .select({ value: count() })
      .from(meetingAttendance)
      .where(and(eq(meetingAttendance.meetingId, meetingId), gt(meetingAttendance.lastLiveAt, since)));
    return row?.value ?? 0;
  }

  /**
   * Writes a batch of MEETING_VIEW heartbeats in ONE statement. The meeting's state at each
   * heartbeat's time decides where it counts (live before the end, playback after it once a
   * recording exists); a heartbeat with nothing to watch writes nothing and answers time_type
   * null. The rest go into learn_logs (type 4, a replay skipped by the unique index), and
   * meeting_attendance adds exactly the seconds that insert stored — a heartbeat counts once
   * however often it is sent. The playback position follows the latest (session, sequence) of a
   * playback heartbeat, so a late retry never moves it back; a live heartbeat stamps last_live_at
   * (watching now). Answers one outcome per record, in order.
   */
  async writeHeartbeats(records: MeetingHeartbeatRecord[]): Promise<MeetingHeartbeatOutcome[]> {
    if (records.length === 0) return [];
    // A record repeated inside the batch is written once; its copies are replays.
    const firstIndex = new Map<string, number>();
    const unique: MeetingHeartbeatRecord[] = [];
    const slots = records.map((record) => {
      const key = keyOf(record);
      const seen = firstIndex.get(key);
      if (seen !== undefined) return { ord: seen, copy: true };
      firstIndex.set(key, unique.length);
      unique.push(record);
      return { ord: unique.length - 1, copy: false };
    });
    // One JSON parameter whatever the batch size: the same on PostgreSQL and PGlite.
    const batch = JSON.stringify(
      unique.map((record, ord) => ({
        ord,
        user_id: record.userId,
        meeting_id: record.meetingId,
        total_tims: record.seconds,
        position: record.position,
        client_session_id: record.sessionId,
        sequence: record.sequence,
        created_at: record.at.toISOString(),
      })),
    );
    const isLater = sql`(excluded.last_session collate "C", excluded.last_sequence) > (coalesce(ma.last_session, '') collate "C", ma.last_sequence)`;
    const latest = sql`order by client_session_id collate "C" desc, sequence desc`;
    const result = await this.db.execute(sql`
      with batch as (
        select * from jsonb_to_recordset(${batch}::jsonb) as b(
          ord int, user_id int, meeting_id int, total_tims int, position int, client_session_id text,
          sequence int, created_at timestamptz)
      ),
      judged as (
        select b.*,
          case
            when m.id is null or m.status <> 1 or m.deleted_at is not null or m.cancelled_at is not null
              or (m.expires_at is not null and m.expires_at <= b.created_at) then null
            when b.created_at < m.start_at then null
            when b.created_at < m.end_at then 1
            when m.playback_url is not null then 2
          end as time_type
        from batch b
        left join meetings m on m.id = b.meeting_id
      ),
      inserted as (
        insert into learn_logs (user_id, content_id, type, action_type, time_type, total_tims, position,
          client_session_id, sequence, created_at)
        select user_id, meeting_id, ${TypeMap.MEETING}, 'MEETING_VIEW', time_type, total_tims,
          case when time_type = 2 then position else 0 end, client_session_id, sequence, created_at
        from judged
        where time_type is not null
        -- A fixed order of index and row locks: two servers writing overlapping batches wait, not deadlock.
        order by user_id, client_session_id, sequence
        on conflict (user_id, client_session_id, sequence) do nothing
        returning user_id, content_id, time_type, client_session_id, sequence, total_tims, position, created_at
      ),
      sums as (
        select user_id, content_id as meeting_id,
          coalesce(sum(total_tims) filter (where time_type = 1), 0)::int as live_added,
          coalesce(sum(total_tims) filter (where time_type = 2), 0)::int as playback_added,
          max(created_at) filter (where time_type = 1) as live_at,
          min(created_at) as first_at,
          max(created_at) as at,
          (array_agg(position ${latest}) filter (where time_type = 2))[1] as position,
          (array_agg(client_session_id ${latest}) filter (where time_type = 2))[1] as last_session,
          (array_agg(sequence ${latest}) filter (where time_type = 2))[1] as last_sequence
        from inserted
        group by user_id, content_id
      ),
      attendance as (
        insert into meeting_attendance as ma (meeting_id, user_id, live_seconds, playback_seconds, position,
          last_session, last_sequence, last_live_at, first_seen_at, last_seen_at)
        select meeting_id, user_id, live_added, playback_added, coalesce(position, 0), last_session,
          coalesce(last_sequence, 0), live_at, first_at, at
        from sums
        order by meeting_id, user_id
        on conflict (meeting_id, user_id) do update set
          live_seconds = ma.live_seconds + excluded.live_seconds,
          playback_seconds = ma.playback_seconds + excluded.playback_seconds,
          position = case when ${isLater} then excluded.position else ma.position end,
          last_session = case when ${isLater} then excluded.last_session else ma.last_session end,
          last_sequence = case when ${isLater} then excluded.last_sequence else ma.last_sequence end,
          last_live_at = greatest(ma.last_live_at, excluded.last_live_at),
          first_seen_at = least(ma.first_seen_at, excluded.first_seen_at),
          last_seen_at = greatest(ma.last_seen_at, excluded.last_seen_at)
        returning ma.meeting_id, ma.user_id, ma.live_seconds, ma.playback_seconds, ma.position, ma.last_live_at
      ),
      -- Watching now: every row as it stood, with the rows this statement wrote counted as they are now
      -- (the recent ones before, minus those rewritten, plus the rewritten ones that are recent).
      watching as (
        select w.meeting_id, (
          (select count(*) from meeting_attendance x where x.meeting_id = w.meeting_id and x.last_live_at > w.since)
          - (select count(*) from attendance a
              join meeting_attendance x on x.meeting_id = a.meeting_id and x.user_id = a.user_id
              where a.meeting_id = w.meeting_id and x.last_live_at > w.since)
          + (select count(*) from attendance a where a.meeting_id = w.meeting_id and a.last_live_at > w.since)
        )::int as watching_now
        from (
          select meeting_id, max(created_at) - ${MEETING_WATCHING_WINDOW_S}::int * interval '1 second' as since
          from batch group by meeting_id
        ) w
      )
      select j.ord, j.time_type, (i.sequence is not null) as counted,
        coalesce(a.live_seconds, ma.live_seconds, 0)::int as live_seconds,
        coalesce(a.playback_seconds, ma.playback_seconds, 0)::int as playback_seconds,
        coalesce(a.position, ma.position, 0)::int as position,
        coalesce(w.watching_now, 0)::int as watching_now
      from judged j
      left join inserted i on i.user_id = j.user_id and i.client_session_id = j.client_session_id
        and i.sequence = j.sequence
      left join attendance a on a.meeting_id = j.meeting_id and a.user_id = j.user_id
      -- Viewers whose heartbeats were all replays: their row as it stood (this statement changed nothing there).
      left join meeting_attendance ma on ma.meeting_id = j.meeting_id and ma.user_id = j.user_id
      left join watching w on w.meeting_id = j.meeting_id
    `);
    const byOrd = new Map<number, OutcomeRow>();
    for (const row of rowsOf<OutcomeRow>(result)) byOrd.set(Number(row.ord), row);
    return slots.map(({ ord, copy }) => {
      const row = byOrd.get(ord);
      if (!row) throw new Error(`meeting heartbeat ${ord} missing from the batch's answer`);
      const timeType = row.time_type === null ? null : (Number(row.time_type) as 1 | 2);
      return {
        timeType,
        counted: row.counted && !copy,
        liveSeconds: Number(row.live_seconds),
        playbackSeconds: Number(row.playback_seconds),
        position: Number(row.position),
        watchingNow: Number(row.watching_now),
      };
    });
  }

  /**
   * Claims the due reminders and writes their messages in ONE statement: the UPDATE stamps
   * reminded_at on subscriptions whose meeting starts within `leadMinutes` (and has not ended,
   * nor been cancelled), and the INSERT writes one message per claimed row. A second server
   * running this at the same moment blocks on the same rows and, once the first commits, finds
   * reminded_at set and claims nothing; the message's dedupe key guards a re-subscription too.
   * Answers how many subscriptions it claimed (each gets its message, unless a re-subscription
   * finds the reminder already sent).
   */
  async sendDueReminders(now: Date, leadMinutes: number): Promise<number> {
    const at = now.toISOString();
    const startsBy = new Date(now.getTime() + leadMinutes * 60_000).toISOString();
    const result = await this.db.execute(sql`
      with due as (
        update meeting_subscriptions s set reminded_at = ${at}::timestamptz
        from meetings m
        where m.id = s.meeting_id and s.reminded_at is null
          and m.status = 1 and m.deleted_at is null and m.cancelled_at is null
          and (m.expires_at is null or m.expires_at > ${at}::timestamptz)
          and m.start_at <= ${startsBy}::timestamptz and m.end_at > ${at}::timestamptz
        returning s.user_id, s.meeting_id, m.title, m.start_at
      ),
      sent as (
        insert into messages (user_id, category, title, body, link, dedupe_key, created_at)
        select user_id, 'meeting', '会议提醒',
          '「' || title || '」将于 ' || ${shanghaiMonthDayTime(sql`start_at`)} || ' 开始，点击进入',
          '/meetingdetail?id=' || meeting_id, 'meeting:' || meeting_id || ':reminder', ${at}::timestamptz
        from due
        order by user_id, meeting_id
        on conflict do nothing
        returning 1
      )
      select (select count(*) from due)::int as claimed, (select count(*) from sent)::int as sent
    `);
    return Number(rowsOf<{ claimed: number }>(result)[0]?.claimed ?? 0);
  }
}

/**
 * `MM月DD日 HH:mm` of a timestamptz in China Standard Time, in SQL (the reminder is written in
 * the claiming statement). A fixed +8 h: China has kept UTC+8 without daylight saving since 1991,
 * and it needs no time-zone data in the database (PGlite has none to rely on).
 */
export function shanghaiMonthDayTime(column: SQL): SQL {
  return sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'MM"月"DD"日" HH24:MI')`;
}

function filterConditions(filter: MeetingFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filter.state === 'ongoing') conditions.push(ongoingMeetingCondition(now));
  else if (filter.state) conditions.push(meetingStateCondition(filter.state, now));
  else {
    // Without a state filter, a cancelled meeting shows until its planned end (subscribers see why it is off).
    conditions.push(or(isNull(meetings.cancelledAt), gt(meetings.endAt, now)) as SQL);
  }
  if (filter.tagId) conditions.push(arrayContains(meetings.tagIds, [filter.tagId]));
  if (filter.categoryIds) conditions.push(inArray(meetings.categoryId, filter.categoryIds));
  return conditions;
}
