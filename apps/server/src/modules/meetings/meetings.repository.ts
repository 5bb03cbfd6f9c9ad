import { MEETING_WATCHING_WINDOW_S, type MeetingListState } from '@ia/shared';
import { and, arrayContains, asc, count, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homeSections, type TagRow, tags } from '../../db/schema';
import { chinaTime, everyTermIn, integerArrayLiteral } from '../../db/sql-helpers';
import { turnLoader } from '../../db/turn-loader';
import {
  appMeetingOrder,
  meetingStateCondition,
  ongoingMeetingCondition,
  visibleMeetingCondition,
} from './meeting-conditions';
import {
  type MeetingHeartbeatOutcome,
  type MeetingHeartbeatRecord,
  MeetingHeartbeatsRepository,
} from './meeting-heartbeats.repository';
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
  /** Lower-cased terms each of which the title, summary or speakers (names, titles, hospitals) hold. */
  terms?: readonly string[] | undefined;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The meeting page's personal part: whether the viewer subscribed, and their attendance so far. */
export interface MeetingViewerState {
  subscribed: boolean;
  attendance: MeetingAttendanceRow | undefined;
}

interface ViewerStateKey {
  meetingId: number;
  userId: number;
}

/** Viewers' states one statement reads at most. */
const VIEWER_STATES_PER_READ = 100;

/** The app's queries on meetings, subscriptions and attendance. */
export class MeetingsRepository {
  private readonly heartbeats: MeetingHeartbeatsRepository;

  /**
   * The meeting pages' personal parts asked for in one turn of the event loop, read by one prepared
   * statement: a live meeting's audience arrives in thousands, each opening the page, as the
   * content detail's viewer states are read (content.repository.ts).
   */
  private readonly viewerStatesQuery;
  private readonly viewerStates = turnLoader<ViewerStateKey, MeetingViewerState>(
    (keys) => this.readViewerStates(keys),
    VIEWER_STATES_PER_READ,
  );
  /** Which meetings of a list the viewer subscribed to: asked with every list, prepared once. */
  private readonly subscribedIdsQuery;

  constructor(private readonly db: Database) {
    const asked = sql`unnest(${sql.placeholder('meetingIds')}::int[], ${sql.placeholder('userIds')}::int[])
      with ordinality as asked(meeting_id, user_id, ord)`;
    this.viewerStatesQuery = db
      .select({
        ord: sql<number>`asked.ord`.mapWith(Number),
        subscribed: sql<boolean>`exists (select 1 from ${meetingSubscriptions}
          where ${meetingSubscriptions.meetingId} = asked.meeting_id
            and ${meetingSubscriptions.userId} = asked.user_id)`.mapWith(Boolean),
        attendance: meetingAttendance,
      })
      .from(asked)
      .leftJoin(
        meetingAttendance,
        and(
          eq(meetingAttendance.meetingId, sql`asked.meeting_id`),
          eq(meetingAttendance.userId, sql`asked.user_id`),
        ),
      )
      .prepare('meeting_viewer_states');
    this.subscribedIdsQuery = db
      .select({ id: meetingSubscriptions.meetingId })
      .from(meetingSubscriptions)
      .where(
        and(
          eq(meetingSubscriptions.userId, sql.placeholder('userId')),
          sql`${meetingSubscriptions.meetingId} = any(${sql.placeholder('meetingIds')}::int[])`,
        ),
      )
      .prepare('meeting_subscribed_ids');
    this.heartbeats = new MeetingHeartbeatsRepository(db);
  }

  /** Whether the viewer subscribed to the meeting, and their attendance row if they watched. */
  viewerState(meetingId: number, userId: number): Promise<MeetingViewerState> {
    return this.viewerStates.load({ meetingId, userId });
  }

  private async readViewerStates(keys: readonly ViewerStateKey[]): Promise<MeetingViewerState[]> {
    const rows = await this.viewerStatesQuery.execute({
      meetingIds: integerArrayLiteral(keys.map((key) => key.meetingId)),
      userIds: integerArrayLiteral(keys.map((key) => key.userId)),
    });
    const byOrder = new Map(rows.map((row) => [row.ord, row]));
    // Ordinality counts from 1.
    return keys.map((_, index) => {
      const row = byOrder.get(index + 1);
      return { subscribed: row?.subscribed === true, attendance: row?.attendance ?? undefined };
    });
  }

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
    const rows = await this.subscribedIdsQuery.execute({
      userId,
      meetingIds: integerArrayLiteral(meetingIds),
    });
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

  /** Viewers whose last live heartbeat is younger than MEETING_WATCHING_WINDOW_S. */
  async watchingNow(meetingId: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - MEETING_WATCHING_WINDOW_S * 1000);
    const [row] = await this.db
      .select({ value: count() })
      .from(meetingAttendance)
      .where(and(eq(meetingAttendance.meetingId, meetingId), gt(meetingAttendance.lastLiveAt, since)));
    return row?.value ?? 0;
  }

  /** Writes a batch of MEETING_VIEW heartbeats (see MeetingHeartbeatsRepository). */
  writeHeartbeats(records: MeetingHeartbeatRecord[]): Promise<MeetingHeartbeatOutcome[]> {
    return this.heartbeats.writeHeartbeats(records);
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

/** `MM月DD日 HH:mm` of a timestamptz in China time, in SQL (the reminder is written in the claiming statement). */
function shanghaiMonthDayTime(column: SQL): SQL {
  return sql`to_char(${chinaTime(column)}, 'MM"月"DD"日" HH24:MI')`;
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
  const keyword = everyTermIn(
    [meetings.title, meetings.summary, sql`${meetings.speakers}::text`],
    filter.terms ?? [],
  );
  if (keyword) conditions.push(keyword);
  return conditions;
}
