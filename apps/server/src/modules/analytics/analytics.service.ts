import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsAttendee,
  type AnalyticsCampaigns,
  type AnalyticsContentDetail,
  type AnalyticsContentRow,
  type AnalyticsContents,
  type AnalyticsExportQuery,
  type AnalyticsFunnel,
  type AnalyticsGroupRow,
  type AnalyticsLearning,
  type AnalyticsMeetingDetail,
  type AnalyticsMeetingRow,
  type AnalyticsMeetings,
  type AnalyticsOverview,
  type AnalyticsPagedQuery,
  type AnalyticsRangeQuery,
  addChinaDays,
  chinaDay,
  chinaDayEnd,
  chinaDayStart,
  DEPARTMENTS,
  FREE_TRIAL_DAYS,
  type OperatorRoleValue,
  optionLabel,
  TITLES,
} from '@ia/shared';
import { AppError, appError } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import type { ScheduledJob } from '../../lib/job-scheduler';
import type {
  AnalyticsRepository,
  AttendeeRow,
  ContentFigures,
  MeetingFigures,
  Period,
} from './analytics.repository';
import type { AnalyticsRefreshRepository } from './analytics-refresh.repository';

/** How often the rollups catch up with learn_logs: the figures operators see are at most this old. */
const ANALYTICS_REFRESH_INTERVAL_MS = 60_000;
/** Drug-safety reports count as near their deadline this many China days ahead (and overdue). */
const SAFETY_DUE_WITHIN_DAYS = 3;

/** Who sees which part of the analytics (decision 039). */
export const ANALYTICS_ROLES = {
  members: ['administrator', 'reviewer'],
  learning: ['administrator', 'content_editor'],
  certificationsQueue: ['administrator', 'reviewer'],
  questionsQueue: ['administrator', 'content_editor', 'reviewer'],
  safetyQueue: ['administrator', 'pharmacovigilance'],
  /** Named attendee lists (personal data): administrators and content editors, as the meeting's own list. */
  attendees: ['administrator', 'content_editor'],
} as const satisfies Record<string, readonly OperatorRoleValue[]>;

const may = (roles: readonly OperatorRoleValue[], role: OperatorRoleValue) => roles.includes(role);
const toMinutes = (seconds: number) => Math.round((Number(seconds) / 60) * 10) / 10;
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);
const roundDays = (days: number | null) => (days === null ? null : Math.round(Number(days) * 10) / 10);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Answers kept per (report, role, query) until the rollups are refreshed again; at most this many. */
const ANSWER_CACHE_SIZE = 200;
/** A kept answer older than this is read again even without a refresh (members and open items move in real time). */
const ANSWER_MAX_AGE_MS = 60_000;

/**
 * The operators' analytics (issue 15): figures from the rollups the refresh job keeps. The overview
 * and the per-content table are kept per query until the next refresh (at most a minute): many
 * operators opening the console at nine read them once.
 */
export class AnalyticsService {
  private readonly answers = new Map<string, { refreshedAt: string; at: number; value: Promise<unknown> }>();
  /** Refresh rounds this node ran: a round that changed the rollups within the same second still drops the kept answers. */
  private generation = 0;

  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly refreshes: AnalyticsRefreshRepository,
    private readonly now: () => Date,
  ) {}

  /** The job that keeps the rollups (one node per round; the lock keeps two rounds apart). */
  refreshJob(): ScheduledJob {
    return {
      name: 'analytics-refresh',
      intervalMs: ANALYTICS_REFRESH_INTERVAL_MS,
      runAtStart: true,
      run: () => this.refresh(),
    };
  }

  /** One refresh round: the days with new logs, today and yesterday. Answers the days with new logs. */
  async refresh(): Promise<number> {
    const now = this.now();
    const today = chinaDay(now);
    const touched = await this.refreshes.refresh(
      [addChinaDays(today, -1), today],
      (day) => ({ day, start: chinaDayStart(day), end: chinaDayEnd(day) }),
      now,
    );
    if (touched !== null) this.generation++;
    return touched ?? 0;
  }

  /** The period asked for (default the last 30 days to today), checked, and the one before it. */
  period(query: AnalyticsRangeQuery): { current: Period; previous: Period } {
    const today = chinaDay(this.now());
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addChinaDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
    const length = daysBetween(from, to) + 1;
    if (length > ANALYTICS_MAX_DAYS) throw appError('ANALYTICS_RANGE_TOO_LONG', { max: ANALYTICS_MAX_DAYS });
    const previousTo = addChinaDays(from, -1);
    const previousFrom = addChinaDays(previousTo, -(length - 1));
    const make = (f: string, t: string): Period => ({
      from: f,
      to: t,
      start: chinaDayStart(f),
      end: chinaDayEnd(t),
    });
    return { current: make(from, to), previous: make(previousFrom, previousTo) };
  }

  /** The answer kept for `key` while the rollups are unchanged and it is under a minute old; else `read`. */
  private async kept<T>(key: string, read: () => Promise<T>): Promise<T> {
    // Another node's refresh shows in refreshed_at; this node's own also in its generation.
    const refreshedAt = `${(await this.refreshes.refreshedAt())?.toISOString() ?? ''}#${this.generation}`;
    const now = this.now().getTime();
    const found = this.answers.get(key);
    if (found && found.refreshedAt === refreshedAt && now - found.at < ANSWER_MAX_AGE_MS) {
      return found.value as Promise<T>;
    }
    const value = read();
    this.answers.delete(key);
    this.answers.set(key, { refreshedAt, at: now, value });
    value.catch(() => this.answers.delete(key));
    if (this.answers.size > ANSWER_CACHE_SIZE) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    return value;
  }

  async overview(role: OperatorRoleValue, query: AnalyticsRangeQuery): Promise<AnalyticsOverview> {
    const { current } = this.period(query);
    return this.kept(`overview|${role}|${current.from}|${current.to}`, () => this.readOverview(role, query));
  }

  private async readOverview(
    role: OperatorRoleValue,
    query: AnalyticsRangeQuery,
  ): Promise<AnalyticsOverview> {
    const { current, previous } = this.period(query);
    const today = chinaDay(this.now());
    const [refreshedAt, members, learning, open] = await Promise.all([
      this.refreshes.refreshedAt(),
      may(ANALYTICS_ROLES.members, role) ? this.memberFigures(current, previous) : null,
      may(ANALYTICS_ROLES.learning, role) ? this.learningFigures(current, previous) : null,
      this.repository.openItems(addChinaDays(today, SAFETY_DUE_WITHIN_DAYS)),
    ]);
    return {
      from: current.from,
      to: current.to,
      previous_from: previous.from,
      previous_to: previous.to,
      refreshed_at: refreshedAt?.toISOString() ?? null,
      members,
      learning,
      open_items: {
        certifications_pending: may(ANALYTICS_ROLES.certificationsQueue, role) ? open.certifications : null,
        questions_unanswered: may(ANALYTICS_ROLES.questionsQueue, role) ? open.questions : null,
        safety_reports_due: may(ANALYTICS_ROLES.safetyQueue, role) ? open.safety : null,
      },
    };
  }

  private async memberFigures(current: Period, previous: Period): Promise<AnalyticsOverview['members']> {
    const [now, before] = await Promise.all([
      this.repository.memberCounts(current),
      this.repository.memberCounts(previous),
    ]);
    return {
      registrations: { current: now.registrations, previous: before.registrations },
      consents: { current: now.consents, previous: before.consents },
      certification_submissions: { current: now.submissions, previous: before.submissions },
      certification_approvals: { current: now.approvals, previous: before.approvals },
    };
  }

  private async learningFigures(current: Period, previous: Period): Promise<AnalyticsOverview['learning']> {
    const last = current.to;
    const [day, week, month, now, before, meetingsNow, meetingsBefore, campaignsNow, campaignsBefore] =
      await Promise.all([
        this.repository.learningCounts({ from: last, to: last }),
        this.repository.learningCounts({ from: addChinaDays(last, -6), to: last }),
        this.repository.learningCounts({ from: addChinaDays(last, -29), to: last }),
        this.repository.learningCounts(current),
        this.repository.learningCounts(previous),
        this.repository.meetingCounts(current),
        this.repository.meetingCounts(previous),
        this.repository.campaignParticipants(current),
        this.repository.campaignParticipants(previous),
      ]);
    return {
      active_day: day.learners,
      active_week: week.learners,
      active_month: month.learners,
      learners: { current: now.learners, previous: before.learners },
      minutes: { current: toMinutes(now.seconds), previous: toMinutes(before.seconds) },
      meetings_held: { current: meetingsNow.held, previous: meetingsBefore.held },
      meeting_attendees: { current: meetingsNow.attendees, previous: meetingsBefore.attendees },
      campaign_participants: { current: campaignsNow, previous: campaignsBefore },
    };
  }

  async funnel(query: AnalyticsRangeQuery): Promise<AnalyticsFunnel> {
    const { current } = this.period(query);
    const { weeks, medians } = await this.repository.funnel(current, this.now(), FREE_TRIAL_DAYS);
    const totals = weeks.reduce(
      (sum, week) => ({
        logged_in: sum.logged_in + week.logged_in,
        registered: sum.registered + week.registered,
        consented: sum.consented + week.consented,
        certified: sum.certified + week.certified,
        trial_expired: sum.trial_expired + week.trial_expired,
      }),
      { logged_in: 0, registered: 0, consented: 0, certified: 0, trial_expired: 0 },
    );
    return {
      from: current.from,
      to: current.to,
      totals,
      rates: {
        registered: ratio(totals.registered, totals.logged_in),
        consented: ratio(totals.consented, totals.registered),
        certified: ratio(totals.certified, totals.consented),
      },
      median_days: {
        registered: roundDays(medians.registered),
        consented: roundDays(medians.consented),
        certified: roundDays(medians.certified),
      },
      weeks,
    };
  }

  async learning(query: AnalyticsRangeQuery): Promise<AnalyticsLearning> {
    const { current } = this.period(query);
    const [refreshedAt, days, departments, titles, provinces] = await Promise.all([
      this.refreshes.refreshedAt(),
      this.repository.learningDays(current),
      this.repository.learningBy(current, 'department'),
      this.repository.learningBy(current, 'title'),
      this.repository.learningBy(current, 'province_code'),
    ]);
    const provinceNames = await this.repository.provinceNames(
      provinces.map((row) => row.key).filter(Boolean),
    );
    const group = (rows: typeof departments, label: (key: string) => string): AnalyticsGroupRow[] =>
      rows.map((row) => ({
        key: row.key,
        label: row.key ? label(row.key) : '未填写',
        learners: row.learners,
        minutes: toMinutes(row.seconds),
      }));
    return {
      from: current.from,
      to: current.to,
      refreshed_at: refreshedAt?.toISOString() ?? null,
      days: this.everyDay(current, days),
      by_department: group(departments, (key) => optionLabel(DEPARTMENTS, key)),
      by_title: group(titles, (key) => optionLabel(TITLES, key)),
      by_province: group(provinces, (key) => provinceNames.get(key) ?? key),
    };
  }

  /** One row per day of the period, zero-filled. */
  private everyDay(period: Period, rows: Array<{ day: string; learners: number; seconds: number }>) {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, index) => {
      const day = addChinaDays(period.from, index);
      const row = byDay.get(day);
      return { day, learners: row?.learners ?? 0, minutes: toMinutes(row?.seconds ?? 0) };
    });
  }

  async contents(query: AnalyticsPagedQuery): Promise<AnalyticsContents> {
    const { current } = this.period(query);
    return this.kept(`contents|${current.from}|${current.to}|${query.current}|${query.pageSize}`, () =>
      this.readContents(query),
    );
  }

  private async readContents(query: AnalyticsPagedQuery): Promise<AnalyticsContents> {
    const { current } = this.period(query);
    const [refreshedAt, page] = await Promise.all([
      this.refreshes.refreshedAt(),
      this.repository.contents(current, {
        limit: query.pageSize,
        offset: (query.current - 1) * query.pageSize,
      }),
    ]);
    return {
      total: page.total,
      data: page.rows.map(presentContent),
      refreshed_at: refreshedAt?.toISOString() ?? null,
    };
  }

  async contentDetail(contentId: number, query: AnalyticsRangeQuery): Promise<AnalyticsContentDetail> {
    const { current } = this.period(query);
    const head = await this.repository.contentHead(contentId);
    if (!head) throw appError('ANALYTICS_CONTENT_NOT_FOUND');
    const [figures, dropoff, days] = await Promise.all([
      this.repository.contents(current, { limit: 1, offset: 0 }, contentId),
      this.repository.dropoff(current, contentId),
      this.repository.learningDays(current, contentId),
    ]);
    const row = figures.rows[0];
    const byTenth = new Map(dropoff.map((item) => [item.tenth, item.sessions]));
    return {
      ...(row
        ? presentContent(row)
        : presentContent({ contentId, ...head, views: 0, learners: 0, seconds: 0, finished: 0 })),
      from: current.from,
      to: current.to,
      duration_seconds: head.durationSeconds,
      dropoff: Array.from({ length: 10 }, (_, tenth) => ({ tenth, sessions: byTenth.get(tenth) ?? 0 })),
      days: this.everyDay(current, days),
    };
  }

  async meetings(query: AnalyticsRangeQuery): Promise<AnalyticsMeetings> {
    const { current } = this.period(query);
    const rows = await this.repository.meetings({ period: current });
    return { from: current.from, to: current.to, data: rows.map(presentMeeting) };
  }

  async meetingDetail(
    meetingId: number,
    page: { current: number; pageSize: number },
  ): Promise<AnalyticsMeetingDetail> {
    const [row] = await this.repository.meetings({ meetingId });
    if (!row) throw appError('MEETING_NOT_FOUND');
    const [minutes, attendees] = await Promise.all([
      this.repository.liveMinutes(meetingId),
      this.repository.attendees(meetingId, {
        limit: page.pageSize,
        offset: (page.current - 1) * page.pageSize,
      }),
    ]);
    return {
      ...presentMeeting(row),
      minutes_live: minutes.map((minute) => ({
        minute: chinaClock(new Date(minute.minute)),
        viewers: minute.viewers,
      })),
      attendees: { total: attendees.total, data: attendees.rows.map(presentAttendee) },
    };
  }

  async campaigns(query: AnalyticsRangeQuery): Promise<AnalyticsCampaigns> {
    const { current } = this.period(query);
    const rows = await this.repository.campaigns(current);
    const sections = await this.repository.campaignSections(rows.map((row) => row.campaignId));
    return {
      from: current.from,
      to: current.to,
      data: rows.map((row) => ({
        campaign_id: row.campaignId,
        title: row.title,
        start_at: new Date(row.startAt).toISOString(),
        end_at: new Date(row.endAt).toISOString(),
        participants: row.participants,
        points_awarded: row.points,
        sections: sections
          .filter((section) => section.campaignId === row.campaignId)
          .map((section) => ({
            section_id: section.sectionId,
            title: section.title,
            contents: section.contents,
            completed: section.completed,
          })),
      })),
    };
  }

  /**
   * One table as CSV (BOM, Chinese headers, formula-safe cells: lib/csv). Named attendee lists
   * only for the roles that see them in the console; the route audits every export.
   */
  async exportCsv(
    role: OperatorRoleValue,
    query: AnalyticsExportQuery,
  ): Promise<{ fileName: string; body: string }> {
    const allowed: Record<AnalyticsExportQuery['table'], readonly OperatorRoleValue[]> = {
      funnel: ANALYTICS_ROLES.members,
      'learning-days': ANALYTICS_ROLES.learning,
      'learning-groups': ANALYTICS_ROLES.learning,
      contents: ANALYTICS_ROLES.learning,
      meetings: ANALYTICS_ROLES.learning,
      attendees: ANALYTICS_ROLES.attendees,
      campaigns: ANALYTICS_ROLES.learning,
    };
    if (!may(allowed[query.table], role)) throw new AppError('FORBIDDEN');
    const { current } = this.period(query);
    const name = (what: string) => `${what}-${current.from}-${current.to}.csv`;
    switch (query.table) {
      case 'funnel': {
        const funnel = await this.funnel(query);
        return {
          fileName: name('funnel'),
          body: csvDocument([
            ['首次登录周', '微信登录', '注册', '同意协议', '认证通过', '试用到期未认证'],
            ...funnel.weeks.map((w) => [
              w.week,
              w.logged_in,
              w.registered,
              w.consented,
              w.certified,
              w.trial_expired,
            ]),
          ]),
        };
      }
      case 'learning-days': {
        const learning = await this.learning(query);
        return {
          fileName: name('learning-days'),
          body: csvDocument([
            ['日期', '学习人数', '学习分钟'],
            ...learning.days.map((d) => [d.day, d.learners, d.minutes]),
          ]),
        };
      }
      case 'learning-groups': {
        const learning = await this.learning(query);
        const section = (kind: string, rows: AnalyticsGroupRow[]) =>
          rows.map((r) => [kind, r.label, r.learners, r.minutes]);
        return {
          fileName: name('learning-groups'),
          body: csvDocument([
            ['维度', '分组', '学习人数', '学习分钟'],
            ...section('科室', learning.by_department),
            ...section('职称', learning.by_title),
            ...section('省份', learning.by_province),
          ]),
        };
      }
      case 'contents': {
        const page = await this.repository.contents(current, { limit: 100_000, offset: 0 });
        return {
          fileName: name('contents'),
          body: csvDocument([
            ['内容编号', '标题', '浏览次数', '学习人数', '学习分钟', '完成人数', '完成率'],
            ...page.rows
              .map(presentContent)
              .map((r) => [
                r.content_id,
                r.title,
                r.views,
                r.learners,
                r.minutes,
                r.finished,
                r.completion_rate === null ? '' : `${(r.completion_rate * 100).toFixed(1)}%`,
              ]),
          ]),
        };
      }
      case 'meetings': {
        const meetings = await this.meetings(query);
        return {
          fileName: name('meetings'),
          body: csvDocument([
            [
              '会议编号',
              '会议',
              '开始时间',
              '预约人数',
              '直播观看人数',
              '直播峰值并发',
              '回放观看人数',
              '直播分钟',
              '回放分钟',
            ],
            ...meetings.data.map((m) => [
              m.meeting_id,
              m.title,
              chinaDateTime(new Date(m.start_at)),
              m.subscribers,
              m.live_viewers,
              m.peak_concurrent,
              m.playback_viewers,
              m.live_minutes,
              m.playback_minutes,
            ]),
          ]),
        };
      }
      case 'attendees': {
        const meetingId = query.id ?? 0;
        const [meeting] = await this.repository.meetings({ meetingId });
        if (!meeting) throw appError('MEETING_NOT_FOUND');
        const attendees = await this.repository.attendees(meetingId, null);
        return {
          fileName: `meeting-${meetingId}-attendees.csv`,
          body: csvDocument([
            [
              '用户编号',
              '姓名',
              '医院',
              '科室',
              '职称',
              '认证状态',
              '是否预约',
              '直播分钟',
              '回放分钟',
              '首次观看',
            ],
            ...attendees.rows
              .map(presentAttendee)
              .map((a) => [
                a.user_id,
                a.name,
                a.hospital,
                optionLabel(DEPARTMENTS, a.department),
                optionLabel(TITLES, a.title),
                CERTIFICATION_LABELS[a.certification],
                a.subscribed ? '是' : '否',
                a.live_minutes,
                a.playback_minutes,
                chinaDateTime(new Date(a.first_seen_at)),
              ]),
          ]),
        };
      }
      case 'campaigns': {
        const campaigns = await this.campaigns(query);
        return {
          fileName: name('campaigns'),
          body: csvDocument([
            ['活动编号', '活动', '参与人数', '发放积分', '栏目', '栏目内容数', '栏目完成人数'],
            ...campaigns.data.flatMap((c) =>
              c.sections.length === 0
                ? [[c.campaign_id, c.title, c.participants, c.points_awarded, '', '', '']]
                : c.sections.map((s) => [
                    c.campaign_id,
                    c.title,
                    c.participants,
                    c.points_awarded,
                    s.title,
                    s.contents,
                    s.completed,
                  ]),
            ),
          ]),
        };
      }
    }
  }
}

const CERTIFICATION_LABELS: Record<AnalyticsAttendee['certification'], string> = {
  certified: '已认证',
  pending: '认证审核中',
  registered: '已注册未认证',
  unregistered: '未注册',
};

/** `HH:mm` in China time. */
function chinaClock(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
}

/** `YYYY-MM-DD HH:mm` in China time. */
function chinaDateTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function presentContent(row: ContentFigures): AnalyticsContentRow {
  return {
    content_id: row.contentId,
    title: row.title || `#${row.contentId}`,
    views: row.views,
    learners: row.learners,
    minutes: toMinutes(row.seconds),
    finished: row.finished,
    completion_rate: ratio(row.finished, row.learners),
  };
}

function presentMeeting(row: MeetingFigures): AnalyticsMeetingRow {
  return {
    meeting_id: row.meetingId,
    title: row.title,
    start_at: new Date(row.startAt).toISOString(),
    end_at: new Date(row.endAt).toISOString(),
    subscribers: row.subscribers,
    live_viewers: row.liveViewers,
    peak_concurrent: row.peak,
    playback_viewers: row.playbackViewers,
    live_minutes: toMinutes(row.liveSeconds),
    playback_minutes: toMinutes(row.playbackSeconds),
  };
}

function presentAttendee(row: AttendeeRow): AnalyticsAttendee {
  return {
    user_id: row.userId,
    name: row.name ?? '',
    hospital: row.hospital ?? '',
    department: row.department ?? '',
    title: row.title ?? '',
    certification: row.certifiedAt
      ? 'certified'
      : row.pending
        ? 'pending'
        : row.registeredAt
          ? 'registered'
          : 'unregistered',
    subscribed: row.subscribed,
    live_minutes: toMinutes(row.liveSeconds),
    playback_minutes: toMinutes(row.playbackSeconds),
    first_seen_at: new Date(row.firstSeenAt).toISOString(),
  };
}
