import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chinaTime } from '../../db/sql-helpers';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** China days `from`..`to` (inclusive) and the instants they span. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;
const inPeriod = (column: SQL, period: Period): SQL =>
  sql`${column} >= ${at(period.start)} and ${column} < ${at(period.end)}`;
const daysOf = (period: Pick<Period, 'from' | 'to'>): SQL =>
  sql`day between ${period.from}::date and ${period.to}::date`;

interface MemberCounts {
  registrations: number;
  consents: number;
  submissions: number;
  approvals: number;
}

interface LearningCounts {
  learners: number;
  seconds: number;
}

export interface ContentFigures {
  contentId: number;
  title: string;
  durationSeconds: number;
  views: number;
  learners: number;
  seconds: number;
  finished: number;
}

export interface MeetingFigures {
  meetingId: number;
  title: string;
  startAt: Date;
  endAt: Date;
  subscribers: number;
  liveViewers: number;
  playbackViewers: number;
  liveSeconds: number;
  playbackSeconds: number;
  peak: number;
}

export interface AttendeeRow {
  userId: number;
  name: string | null;
  hospital: string | null;
  department: string | null;
  title: string | null;
  certifiedAt: Date | null;
  pending: boolean;
  registeredAt: Date | null;
  subscribed: boolean;
  liveSeconds: number;
  playbackSeconds: number;
  firstSeenAt: Date;
}

interface FunnelWeekRow {
  week: string;
  logged_in: number;
  registered: number;
  consented: number;
  certified: number;
  trial_expired: number;
}

/**
 * The console's analytics queries. Learning and meeting figures read only the rollups
 * (analytics.table.ts); members, meetings and campaigns are small tables read by their indexes.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  async memberCounts(period: Period): Promise<MemberCounts> {
    const [row] = await this.rows<MemberCounts>(sql`
      select
        (select count(*) from users where ${inPeriod(sql`registered_at`, period)})::int as registrations,
        (select count(distinct user_id) from consent_records
          where action = 'grant' and ${inPeriod(sql`created_at`, period)})::int as consents,
        (select count(*) from certification_submissions where ${inPeriod(sql`created_at`, period)})::int as submissions,
        (select count(*) from certification_submissions
          where status = 'approved' and ${inPeriod(sql`reviewed_at`, period)})::int as approvals`);
    return row ?? { registrations: 0, consents: 0, submissions: 0, approvals: 0 };
  }

  /** Distinct learners and seconds learned over China days `from`..`to` (the rollup's day range). */
  async learningCounts(days: Pick<Period, 'from' | 'to'>): Promise<LearningCounts> {
    const [row] = await this.rows<LearningCounts>(sql`
      select count(distinct user_id)::int as learners, coalesce(sum(seconds), 0)::float8 as seconds
      from analytics_learning_days where ${daysOf(days)}`);
    return row ?? { learners: 0, seconds: 0 };
  }

  async meetingCounts(period: Period): Promise<{ held: number; attendees: number }> {
    const [row] = await this.rows<{ held: number; attendees: number }>(sql`
      with held as (
        select id from meetings
        where deleted_at is null and cancelled_at is null and status = 1 and ${inPeriod(sql`start_at`, period)}
      )
      select (select count(*) from held)::int as held,
        (select count(distinct a.user_id) from meeting_attendance a join held h on h.id = a.meeting_id
          where a.live_seconds > 0 or a.playback_seconds > 0)::int as attendees`);
    return row ?? { held: 0, attendees: 0 };
  }

  async campaignParticipants(period: Period): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`
      select count(*)::int as n from campaign_participants where ${inPeriod(sql`joined_at`, period)}`);
    return row?.n ?? 0;
  }

  async openItems(dueBy: string): Promise<{ certifications: number; questions: number; safety: number }> {
    const [row] = await this.rows<{ certifications: number; questions: number; safety: number }>(sql`
      select
        (select count(*) from certification_submissions where status = 'pending')::int as certifications,
        (select count(*) from questions where status = 'pending')::int as questions,
        (select count(*) from adverse_event_reports
          where status in ('new', 'processing') and due_on <= ${dueBy}::date)::int as safety`);
    return row ?? { certifications: 0, questions: 0, safety: 0 };
  }

  /**
   * Members (not staff) whose first WeChat login (the users row) falls in the period, by the China
   * week of that login: how many registered, consented (a first consent record), were certified,
   * and registered without certification past the free trial by `now`.
   */
  async funnel(
    period: Period,
    now: Date,
    trialDays: number,
  ): Promise<{
    weeks: FunnelWeekRow[];
    medians: { registered: number | null; consented: number | null; certified: number | null };
  }> {
    const cohort = sql`
      with cohort as (
        select u.id, u.created_at, u.registered_at, u.certified_at,
          (select min(c.created_at) from consent_records c where c.user_id = u.id and c.action = 'grant') as consented_at
        from users u
        where ${inPeriod(sql`u.created_at`, period)} and (u.kind is null or u.kind = 'member')
      )`;
    const expired = sql`registered_at is not null and certified_at is null
      and registered_at + make_interval(days => ${trialDays}) < ${at(now)}`;
    const weeks = await this.rows<FunnelWeekRow>(sql`${cohort}
      select to_char(date_trunc('week', ${chinaTime(sql`created_at`)}), 'YYYY-MM-DD') as week,
        count(*)::int as logged_in, count(registered_at)::int as registered,
        count(consented_at)::int as consented, count(certified_at)::int as certified,
        count(*) filter (where ${expired})::int as trial_expired
      from cohort group by week order by week`);
    const days = (later: string, earlier: string) =>
      sql`percentile_cont(0.5) within group (order by extract(epoch from (${sql.raw(later)} - ${sql.raw(earlier)})) / 86400.0)
        filter (where ${sql.raw(later)} is not null and ${sql.raw(earlier)} is not null)`;
    const [medians] = await this.rows<{
      registered: number | null;
      consented: number | null;
      certified: number | null;
    }>(
      sql`${cohort}
      select ${days('registered_at', 'created_at')}::float8 as registered,
        ${days('consented_at', 'registered_at')}::float8 as consented,
        ${days('certified_at', 'consented_at')}::float8 as certified
      from cohort`,
    );
    return { weeks, medians: medians ?? { registered: null, consented: null, certified: null } };
  }

  async learningDays(days: Pick<Period, 'from' | 'to'>, contentId?: number) {
    return this.rows<{ day: string; learners: number; seconds: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, count(distinct user_id)::int as learners,
        coalesce(sum(seconds), 0)::float8 as seconds
      from analytics_learning_days
      where ${daysOf(days)} ${contentId === undefined ? sql`` : sql`and content_id = ${contentId}`}
      group by day order by day`);
  }

  /** Learners and seconds over the period by a profile column of the learner ('' when not filled). */
  async learningBy(days: Pick<Period, 'from' | 'to'>, column: 'department' | 'title' | 'province_code') {
    return this.rows<{ key: string; learners: number; seconds: number }>(sql`
      with learners as (
        select user_id, sum(seconds) as seconds from analytics_learning_days
        where ${daysOf(days)} group by user_id
      )
      select coalesce(u.${sql.raw(column)}, '') as key, count(*)::int as learners,
        coalesce(sum(l.seconds), 0)::float8 as seconds
      from learners l join users u on u.id = l.user_id
      group by key order by learners desc, key`);
  }

  async provinceNames(codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.rows<{ code: string; name: string }>(sql`
      select code, name from regions where code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`);
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  /** Per content over the period, most learners first; `contentId` narrows to one. */
  async contents(
    days: Pick<Period, 'from' | 'to'>,
    page: { limit: number; offset: number },
    contentId?: number,
  ): Promise<{ total: number; rows: ContentFigures[] }> {
    const rows = await this.rows<ContentFigures & { total: number }>(sql`
      with figures as (
        select content_id, sum(views)::int as views, count(*)::int as learner_days,
          count(distinct user_id)::int as learners, coalesce(sum(seconds), 0)::float8 as seconds,
          count(distinct user_id) filter (where finished)::int as finished
        from analytics_learning_days
        where ${daysOf(days)} ${contentId === undefined ? sql`` : sql`and content_id = ${contentId}`}
        group by content_id
      )
      select f.content_id as "contentId", coalesce(c.title, '') as title,
        coalesce(c.duration_seconds, 0)::int as "durationSeconds", f.views, f.learners, f.seconds, f.finished,
        count(*) over ()::int as total
      from figures f left join contents c on c.id = f.content_id
      order by f.learners desc, f.seconds desc, f.content_id
      limit ${page.limit} offset ${page.offset}`);
    return { total: rows[0]?.total ?? 0, rows };
  }

  async contentHead(contentId: number): Promise<{ title: string; durationSeconds: number } | null> {
    const [row] = await this.rows<{ title: string; durationSeconds: number }>(sql`
      select title, duration_seconds::int as "durationSeconds" from contents where id = ${contentId}`);
    return row ?? null;
  }

  async dropoff(days: Pick<Period, 'from' | 'to'>, contentId: number) {
    return this.rows<{ tenth: number; sessions: number }>(sql`
      select tenth::int as tenth, sum(sessions)::int as sessions from analytics_dropoff_days
      where ${daysOf(days)} and content_id = ${contentId} group by tenth order by tenth`);
  }

  /** Meetings starting in the period (published, not deleted), with their viewing figures; or one meeting by id. */
  async meetings(selection: { period: Period } | { meetingId: number }): Promise<MeetingFigures[]> {
    const where =
      'meetingId' in selection
        ? sql`m.id = ${selection.meetingId} and m.deleted_at is null`
        : sql`m.deleted_at is null and m.status = 1 and ${inPeriod(sql`m.start_at`, selection.period)}`;
    return this.rows<MeetingFigures>(sql`
      select m.id as "meetingId", m.title, m.start_at as "startAt", m.end_at as "endAt",
        (select count(*) from meeting_subscriptions s where s.meeting_id = m.id)::int as subscribers,
        coalesce(a.live_viewers, 0)::int as "liveViewers", coalesce(a.playback_viewers, 0)::int as "playbackViewers",
        coalesce(a.live_seconds, 0)::float8 as "liveSeconds", coalesce(a.playback_seconds, 0)::float8 as "playbackSeconds",
        coalesce((select max(viewers) from analytics_meeting_minutes mm
          where mm.meeting_id = m.id and mm.time_type = 1), 0)::int as peak
      from meetings m
      left join lateral (
        select count(*) filter (where live_seconds > 0) as live_viewers,
          count(*) filter (where playback_seconds > 0) as playback_viewers,
          sum(live_seconds) as live_seconds, sum(playback_seconds) as playback_seconds
        from meeting_attendance where meeting_id = m.id
      ) a on true
      where ${where}
      order by m.start_at desc, m.id desc`);
  }

  async liveMinutes(meetingId: number) {
    return this.rows<{ minute: Date | string; viewers: number }>(sql`
      select minute, viewers from analytics_meeting_minutes
      where meeting_id = ${meetingId} and time_type = 1 order by minute`);
  }

  /** A meeting's viewers, most minutes first, with what a compliance list needs. */
  async attendees(meetingId: number, page: { limit: number; offset: number } | null) {
    const rows = await this.rows<AttendeeRow & { total: number }>(sql`
      select a.user_id as "userId", u.name, coalesce(h.name, u.hospital_name) as hospital, u.department, u.title,
        u.certified_at as "certifiedAt", u.registered_at as "registeredAt",
        exists (select 1 from certification_submissions cs where cs.user_id = a.user_id and cs.status = 'pending') as pending,
        exists (select 1 from meeting_subscriptions s where s.meeting_id = a.meeting_id and s.user_id = a.user_id) as subscribed,
        a.live_seconds::int as "liveSeconds", a.playback_seconds::int as "playbackSeconds",
        a.first_seen_at as "firstSeenAt", count(*) over ()::int as total
      from meeting_attendance a
      join users u on u.id = a.user_id
      left join hospitals h on h.id = u.hospital_id
      where a.meeting_id = ${meetingId} and (a.live_seconds > 0 or a.playback_seconds > 0)
      order by a.live_seconds + a.playback_seconds desc, a.user_id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
    return { total: rows[0]?.total ?? 0, rows };
  }

  /** Published campaigns (status 1) running at some time in the period, with participants and points awarded. */
  async campaigns(period: Period) {
    return this.rows<{
      campaignId: number;
      title: string;
      startAt: Date;
      endAt: Date;
      participants: number;
      points: number;
    }>(sql`
      select ca.id as "campaignId", ca.title, ca.start_at as "startAt", ca.end_at as "endAt",
        (select count(*) from campaign_participants p where p.campaign_id = ca.id)::int as participants,
        coalesce((select sum(points) from points_ledger pl where pl.campaign_id = ca.id), 0)::int as points
      from campaigns ca
      where ca.deleted_at is null and ca.status = 1
        and ca.start_at < ${at(period.end)} and ca.end_at >= ${at(period.start)}
      order by ca.start_at desc, ca.id desc`);
  }

  /**
   * The sections of some campaigns: their contents, and how many participants finished every one
   * of them inside the campaign (finished at or after joining, by the campaign's end: the points rule).
   */
  async campaignSections(campaignIds: readonly number[]) {
    if (campaignIds.length === 0) return [];
    return this.rows<{
      campaignId: number;
      sectionId: number;
      title: string;
      contents: number;
      completed: number;
    }>(sql`
      select s.campaign_id as "campaignId", s.id as "sectionId", s.title,
        (select count(*) from campaign_contents cc where cc.section_id = s.id)::int as contents,
        (select count(*) from campaign_participants p join campaigns ca on ca.id = p.campaign_id
          where p.campaign_id = s.campaign_id
            and exists (select 1 from campaign_contents cc where cc.section_id = s.id)
            and not exists (
              select 1 from campaign_contents cc
              where cc.section_id = s.id and not exists (
                select 1 from learning_progress lp
                where lp.user_id = p.user_id and lp.content_id = cc.content_id
                  and lp.finished_at >= p.joined_at and lp.finished_at <= ca.end_at))
        )::int as completed
      from campaign_sections s
      where s.deleted_at is null and s.campaign_id in (${sql.join(
        campaignIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by s.campaign_id, s.sort, s.id`);
  }
}
