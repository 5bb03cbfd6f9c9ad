import {
  type Comment,
  formatErrorMessage,
  HEARTBEAT_INTERVAL_S,
  HEARTBEAT_MAX_SECONDS,
  MEETING_REMINDER_LEAD_MINUTES,
  type MeetingDetail,
  type MeetingList,
  type MeetingListQuery,
  type MeetingLiveStatus,
  type MeetingPreview,
  type MeetingSubscribe,
  type MeetingSubscription,
  type MeetingSummary,
  type MeetingViewAck,
  type MeetingViewHeartbeat,
  type MeetingViewing,
  type Page,
  type PagingQuery,
  pageOffset,
  searchTerms,
  TypeMap,
} from '@ia/shared';
import { LRUCache } from 'lru-cache';
import type { TagRow, UserRow } from '../../db/schema';
import { AppError, appError } from '../../lib/app-error';
import { HeartbeatWriter, type HeartbeatWriterOptions } from '../../lib/heartbeat-writer';
import type { ScheduledJob } from '../../lib/job-scheduler';
import { LearningSessionSigner } from '../../lib/learning-session';
import type { SecretRing } from '../../lib/secret-ring';
import type { ContentGate } from '../../lib/target-gate';
import type { CategoriesService } from '../categories';
import { categoryWithDescendants } from '../content';
import { HEARTBEAT_SEQUENCE_SLACK_S } from '../learning';
import type { LiveSnapshot } from './live-room';
import type { MeetingHeartbeatOutcome, MeetingHeartbeatRecord } from './meeting-heartbeats.repository';
import { isMeetingVisible, isWatchable, meetingAudienceDenial, meetingState } from './meeting-state';
import {
  type MeetingLookups,
  presentLiveStatus,
  presentMeetingDetail,
  presentMeetingPreview,
  presentMeetingSummary,
} from './meetings.presenter';
import type { MeetingsRepository } from './meetings.repository';
import type { MeetingAttendanceRow, MeetingRow } from './meetings.table';

/** The viewer a meeting is opened for (the audience rule reads these). */
export type MeetingViewer = Pick<UserRow, 'id' | 'kind' | 'certifiedAt' | 'memberGroupIds'>;

/** How stale a polled meeting may be: its row and viewer count are read once a second. */
const LIVE_READ_TTL_MS = 1000;

interface LiveRead {
  row: MeetingRow | undefined;
  watchingNow: number;
  tags: TagRow[];
  /** The app's clock when it was read. */
  readAt: number;
}

/**
 * A page of meetings as every viewer sees it (the viewer's own subscriptions are added per request):
 * the rows, how many match, and their tags.
 */
interface SharedMeetingPage {
  total: number;
  rows: MeetingRow[];
  tags: Map<number, TagRow>;
  /** The app's clock when it was read. */
  readAt: number;
}
type ReadSharedPage = () => Promise<SharedMeetingPage>;

/** How many meetings home/home-meeting shows when no home section of kind `meetings` says. */
const HOME_MEETING_DEFAULT_LIMIT = 6;
/** How often the reminder job looks for subscriptions to remind. */
const MEETING_REMINDER_INTERVAL_MS = 15_000;

/** The answer to a heartbeat when the meeting is neither live nor in playback (the tests compare with it). */
export const NOT_WATCHABLE_MESSAGE = formatErrorMessage('MEETING_NOT_WATCHABLE');
const invalidSession = () => appError('MEETING_SESSION_INVALID');

function presentViewing(
  token: string,
  attendance: MeetingAttendanceRow | undefined,
  heartbeatInterval: number,
): MeetingViewing {
  const live = attendance?.liveSeconds ?? 0;
  const playback = attendance?.playbackSeconds ?? 0;
  return {
    session_num: token,
    position: attendance?.position ?? 0,
    live_tims: live,
    playback_tims: playback,
    total_tims: live + playback,
    heartbeat_interval: heartbeatInterval,
  };
}

/**
 * Meetings in the app: lists, detail (live and playback), subscriptions with their reminder,
 * MEETING_VIEW heartbeats (written in batches by the HeartbeatWriter), and the gate the social
 * features ask for type 4.
 */
export class MeetingsService implements ContentGate {
  /** The typeMap values this service is the social features' gate for. */
  static readonly targetTypes: readonly number[] = [TypeMap.MEETING];

  private readonly signer: LearningSessionSigner;
  private readonly writer: HeartbeatWriter<MeetingHeartbeatRecord, MeetingHeartbeatOutcome>;
  /**
   * A meeting's row and how many watch it, read at most once per LIVE_READ_TTL_MS however many
   * viewers poll it (live status, the comments gate, the push). See decision 027.
   */
  private readonly liveReads = new LRUCache<number, LiveRead>({
    max: 1000,
    ttl: LIVE_READ_TTL_MS,
    fetchMethod: (meetingId) => this.readLiveNow(meetingId),
  });
  /**
   * The lists' pages (GET meeting, home/home-meeting) as every viewer sees them, read at most once
   * per `listCacheMs`: four queries a request made the meeting list the slowest read of the app
   * (issue 12). Null when `listCacheMs` is 0 (the API tests, whose fixtures write meetings directly).
   */
  private readonly sharedPages: LRUCache<string, SharedMeetingPage, ReadSharedPage> | null;

  constructor(
    private readonly repository: MeetingsRepository,
    private readonly categories: CategoriesService,
    sessionSecret: Buffer | SecretRing,
    private readonly now: () => Date = () => new Date(),
    writerOptions: HeartbeatWriterOptions = {},
    /** Seconds of active time per heartbeat the viewing sessions ask for (config HEARTBEAT_INTERVAL_S). */
    private readonly heartbeatIntervalSeconds = HEARTBEAT_INTERVAL_S,
    /** How long a list's shared page is kept (config CATALOGUE_CACHE_MS); 0 reads every time. */
    private readonly listCacheMs = 0,
  ) {
    this.sharedPages =
      listCacheMs > 0
        ? new LRUCache<string, SharedMeetingPage, ReadSharedPage>({
            max: 500,
            ttl: listCacheMs,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
    this.signer = new LearningSessionSigner(sessionSecret);
    this.writer = new HeartbeatWriter((records) => this.repository.writeHeartbeats(records), writerOptions);
  }

  // ---- Gate ---------------------------------------------------------------------------------

  /** The social features' gate for type 4: comments, likes and favourites on a meeting the user may watch. */
  async requireOpenable(user: MeetingViewer, meetingId: number, type: number) {
    if (type !== TypeMap.MEETING) throw appError('MEETING_NOT_FOUND');
    const { row } = await this.requireOpenableLive(user, meetingId);
    return { id: row.id, listType: TypeMap.MEETING, commentsEnabled: row.commentsEnabled };
  }

  // ---- Lists --------------------------------------------------------------------------------

  /** GET meeting: by state, tag and category; with get_tag=1 the tags in use. */
  async list(viewerId: number | null, query: MeetingListQuery): Promise<MeetingList> {
    const now = this.now();
    const categoryIds =
      query.category_id === undefined
        ? undefined
        : categoryWithDescendants(await this.categories.liveRows(), query.category_id);
    const filter = {
      state: query.state,
      tagId: query.tag_id,
      categoryIds,
      terms: query.keyword === undefined ? undefined : searchTerms(query.keyword),
    };
    const offset = pageOffset(query);
    const [page, usedTagIds] = await Promise.all([
      this.sharedPage(`list|${JSON.stringify([filter, offset, query.pageSize])}`, (readAt) =>
        this.repository.page(filter, readAt, offset, query.pageSize),
      ),
      query.get_tag === 1 ? this.repository.usedTagIds(now) : undefined,
    ]);
    const list: MeetingList = { total: page.total, data: await this.sharedSummaries(page, viewerId) };
    if (usedTagIds) {
      list.tags = (await this.repository.tagsByIds(usedTagIds)).map((tag) => ({
        id: tag.id,
        name: tag.name,
      }));
    }
    return list;
  }

  /** GET home/home-meeting: as many as the home page's meetings section shows. */
  async home(viewerId: number | null): Promise<MeetingSummary[]> {
    const page = await this.sharedPage('home', async (readAt) => {
      const limit = (await this.repository.homeSectionLimit()) ?? HOME_MEETING_DEFAULT_LIMIT;
      const rows = await this.repository.home(readAt, limit);
      return { total: rows.length, rows };
    });
    return this.sharedSummaries(page, viewerId);
  }

  /** GET meeting/my-meeting: the viewer's subscriptions. */
  async mine(viewerId: number, paging: PagingQuery): Promise<Page<MeetingSummary>> {
    const now = this.now();
    const { total, rows } = await this.repository.subscribedPage(
      viewerId,
      now,
      pageOffset(paging),
      paging.pageSize,
    );
    return { total, data: await this.summaries(rows, viewerId, now) };
  }

  // ---- Detail -------------------------------------------------------------------------------

  /**
   * GET meeting/{id}: refused (with the reason) to viewers outside the audience. While live or in
   * playback it carries a signed viewing session for the heartbeats; it writes nothing.
   */
  async detail(user: MeetingViewer, meetingId: number): Promise<MeetingDetail> {
    // The row and the viewer count from the once-a-second read: a live meeting's audience arrives
    // in thousands within minutes, and all of them open this page.
    const { row, watchingNow, tags } = await this.requireOpenableLive(user, meetingId);
    const now = this.now();
    const state = meetingState(row, now);
    const personal = await this.repository.viewerState(row.id, user.id);
    const lookups: MeetingLookups = {
      now,
      tags: new Map(tags.map((tag) => [tag.id, tag])),
      subscribed: new Set(personal.subscribed ? [row.id] : []),
    };
    const attendance = isWatchable(state) ? personal.attendance : undefined;
    const viewing = isWatchable(state)
      ? presentViewing(
          this.signer.issue(user.id, row.id, TypeMap.MEETING, now).token,
          attendance,
          this.heartbeatIntervalSeconds,
        )
      : null;
    return presentMeetingDetail(row, lookups, { watchingNow, viewing });
  }

  /** GET meeting/live-status/{id}: what the live page polls. */
  async liveStatus(user: MeetingViewer, meetingId: number): Promise<MeetingLiveStatus> {
    const { row, watchingNow } = await this.requireOpenableLive(user, meetingId);
    return presentLiveStatus(row, this.now(), watchingNow);
  }

  /** GET meeting/live-events/{id} before its stream opens, and live-snapshot: refused as live-status would be. */
  async checkLiveRoom(user: MeetingViewer, meetingId: number): Promise<void> {
    await this.requireOpenableLive(user, meetingId);
  }

  /**
   * What the push shows every viewer of a meeting now: its live status and the first page of
   * comments from `firstComments`. Undefined once the app no longer shows the meeting.
   */
  async liveSnapshot(
    meetingId: number,
    firstComments: (meetingId: number) => Promise<Page<Comment>>,
  ): Promise<LiveSnapshot | undefined> {
    const { row, watchingNow } = await this.readLive(meetingId);
    const now = this.now();
    if (!row || !isMeetingVisible(row, now)) return undefined;
    return { ...presentLiveStatus(row, now, watchingNow), comments: await firstComments(meetingId) };
  }

  /** GET demo/meeting/{id}: the public preview of a published meeting. */
  async preview(meetingId: number): Promise<MeetingPreview> {
    const row = await this.requireVisibleRow(meetingId);
    return presentMeetingPreview(row, await this.lookups([row], null, this.now()));
  }

  // ---- Subscriptions ------------------------------------------------------------------------

  /** POST meeting/subscribe: idempotent; `cancel=1` takes the subscription back. */
  async subscribe(user: MeetingViewer, input: MeetingSubscribe): Promise<MeetingSubscription> {
    const row = await this.requireOpenableRow(user, input.meeting_id);
    if (input.cancel === 1) {
      const subscriberCount = await this.repository.unsubscribe(row.id, user.id);
      // The lists carry the count: the subscriber's next look shows it.
      this.sharedPages?.clear();
      return { subscribed: false, subscriber_count: subscriberCount };
    }
    const now = this.now();
    const state = meetingState(row, now);
    if (state === 'cancelled') throw appError('MEETING_CANCELLED');
    if (state !== 'upcoming' && state !== 'live') throw appError('MEETING_ENDED');
    const subscriberCount = await this.repository.subscribe(row.id, user.id, now);
    this.sharedPages?.clear();
    return { subscribed: true, subscriber_count: subscriberCount };
  }

  /** Claims the reminders that are due and writes their messages; answers how many it claimed. */
  sendDueReminders(): Promise<number> {
    return this.repository.sendDueReminders(this.now(), MEETING_REMINDER_LEAD_MINUTES);
  }

  /** The scheduled job that sends reminders (safe in two processes: the claim is one statement). */
  reminderJob(): ScheduledJob {
    return {
      name: 'meeting-reminders',
      intervalMs: MEETING_REMINDER_INTERVAL_MS,
      run: () => this.sendDueReminders(),
    };
  }

  // ---- Heartbeats ---------------------------------------------------------------------------

  /**
   * Counts one MEETING_VIEW heartbeat. The signed session must be this user's on this meeting and
   * the sequence possible for the time since it began (checked without the database); the batch
   * statement then decides live or playback from the meeting at this moment, and refuses it when
   * there is nothing to watch. Answers once the batch it joined is committed.
   */
  async heartbeat(userId: number, input: MeetingViewHeartbeat): Promise<MeetingViewAck> {
    const session = this.signer.verify(input.session_num);
    if (
      !session ||
      session.userId !== userId ||
      session.contentId !== input.content_id ||
      session.type !== TypeMap.MEETING
    ) {
      throw invalidSession();
    }
    const now = this.now();
    const elapsedSeconds = (now.getTime() - session.startedAt.getTime()) / 1000;
    if ((input.sequence - 1) * this.heartbeatIntervalSeconds > elapsedSeconds + HEARTBEAT_SEQUENCE_SLACK_S) {
      throw appError('MEETING_HEARTBEAT_OUT_OF_STEP');
    }
    const seconds = Math.min(input.total_tims, HEARTBEAT_MAX_SECONDS);
    const outcome = await this.writer.write({
      userId,
      meetingId: session.contentId,
      sessionId: session.sessionId,
      sequence: input.sequence,
      seconds,
      position: input.position,
      at: now,
    });
    if (outcome.timeType === null) throw appError('MEETING_NOT_WATCHABLE');
    // The room's count as the live status shows it (read at most LIVE_READ_TTL_MS ago).
    const { watchingNow } = await this.readLive(session.contentId);
    return {
      counted: outcome.counted,
      added: outcome.counted ? seconds : 0,
      time_type: outcome.timeType,
      live_tims: outcome.liveSeconds,
      playback_tims: outcome.playbackSeconds,
      total_tims: outcome.liveSeconds + outcome.playbackSeconds,
      position: outcome.position,
      watching_now: watchingNow,
    };
  }

  /** Writes every heartbeat still queued (app close). */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  // ---- Helpers ------------------------------------------------------------------------------

  /** 404 unless the app shows the meeting (published, not deleted, approval not expired). */
  private async requireVisibleRow(meetingId: number): Promise<MeetingRow> {
    return this.visibleOrThrow(await this.repository.find(meetingId));
  }

  private visibleOrThrow(row: MeetingRow | undefined): MeetingRow {
    if (!row || !isMeetingVisible(row, this.now())) throw appError('MEETING_NOT_FOUND');
    return row;
  }

  /** 40304 / 40300 with the reason when the viewer is outside the meeting's audience. */
  private openableOrThrow(row: MeetingRow, user: MeetingViewer): MeetingRow {
    const denial = meetingAudienceDenial(row, user);
    if (denial) throw new AppError(denial.code, denial.message);
    return row;
  }

  /** A comment, a like or a console edit changed a meeting: the next read of it goes to the database. */
  forgetLiveReads(): void {
    this.liveReads.clear();
    this.sharedPages?.clear();
  }

  private async readLive(meetingId: number): Promise<LiveRead> {
    // A kept read is taken synchronously: lru-cache's fetch costs a few promises even on a hit.
    const read =
      this.liveReads.get(meetingId) ?? (await this.liveReads.fetch(meetingId).catch(() => undefined));
    // Fresh by the app's clock too (tests and the sandbox move it): else read again. A read aborted
    // under its callers (the cache dropped it) is done again for them.
    const age = read ? this.now().getTime() - read.readAt : Number.NaN;
    if (read && age >= 0 && age < LIVE_READ_TTL_MS) return read;
    this.liveReads.delete(meetingId);
    return (await this.liveReads.fetch(meetingId).catch(() => undefined)) ?? this.readLiveNow(meetingId);
  }

  private async readLiveNow(meetingId: number): Promise<LiveRead> {
    const readAt = this.now().getTime();
    const row = await this.repository.find(meetingId);
    const [watchingNow, tags] = row
      ? await Promise.all([
          this.repository.watchingNow(row.id, new Date(readAt)),
          this.repository.tagsByIds(row.tagIds),
        ])
      : [0, []];
    return { row, watchingNow, tags, readAt };
  }

  /** requireOpenableRow from the once-a-second read (the polled paths). */
  private async requireOpenableLive(
    user: MeetingViewer,
    meetingId: number,
  ): Promise<LiveRead & { row: MeetingRow }> {
    const read = await this.readLive(meetingId);
    return { ...read, row: this.openableOrThrow(this.visibleOrThrow(read.row), user) };
  }

  /** A visible meeting the viewer is in the audience of: 40304 / 40300 with the reason otherwise. */
  private async requireOpenableRow(user: MeetingViewer, meetingId: number): Promise<MeetingRow> {
    return this.openableOrThrow(await this.requireVisibleRow(meetingId), user);
  }

  /**
   * The list page every viewer shares, kept for `listCacheMs` by the real and the app clock (tests
   * and the sandbox move it), with its tags read once.
   */
  private async sharedPage(
    key: string,
    read: (readAt: Date) => Promise<{ total: number; rows: MeetingRow[] }>,
  ): Promise<SharedMeetingPage> {
    const readNow: ReadSharedPage = async () => {
      const readAt = this.now();
      const { total, rows } = await read(readAt);
      const tags = await this.repository.tagsByIds([...new Set(rows.flatMap((row) => row.tagIds))]);
      return { total, rows, tags: new Map(tags.map((tag) => [tag.id, tag])), readAt: readAt.getTime() };
    };
    if (!this.sharedPages) return readNow();
    const kept =
      this.sharedPages.get(key) ??
      (await this.sharedPages.fetch(key, { context: readNow }).catch(() => undefined));
    const age = kept ? this.now().getTime() - kept.readAt : Number.NaN;
    if (kept && age >= 0 && age < this.listCacheMs) return kept;
    this.sharedPages.delete(key);
    // A read aborted under its callers (the cache was cleared) is done again for them.
    return (await this.sharedPages.fetch(key, { context: readNow }).catch(() => undefined)) ?? readNow();
  }

  /** A shared page's summaries with the viewer's own subscriptions (one query). */
  private async sharedSummaries(page: SharedMeetingPage, viewerId: number | null): Promise<MeetingSummary[]> {
    const subscribed =
      viewerId === null || page.rows.length === 0
        ? new Set<number>()
        : await this.repository.subscribedIds(
            viewerId,
            page.rows.map((row) => row.id),
          );
    const lookups: MeetingLookups = { now: new Date(page.readAt), tags: page.tags, subscribed };
    return page.rows.map((row) => presentMeetingSummary(row, lookups));
  }

  private async summaries(
    rows: readonly MeetingRow[],
    viewerId: number | null,
    now: Date,
  ): Promise<MeetingSummary[]> {
    const lookups = await this.lookups(rows, viewerId, now);
    return rows.map((row) => presentMeetingSummary(row, lookups));
  }

  private async lookups(
    rows: readonly MeetingRow[],
    viewerId: number | null,
    now: Date,
  ): Promise<MeetingLookups> {
    const ids = rows.map((row) => row.id);
    const [tags, subscribed] = await Promise.all([
      this.repository.tagsByIds([...new Set(rows.flatMap((row) => row.tagIds))]),
      viewerId === null ? new Set<number>() : this.repository.subscribedIds(viewerId, ids),
    ]);
    return { now, tags: new Map(tags.map((tag) => [tag.id, tag])), subscribed };
  }
}
