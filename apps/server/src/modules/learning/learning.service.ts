import {
  type ContentProgress,
  chinaDay,
  HEARTBEAT_INTERVAL_S,
  HEARTBEAT_MAX_SECONDS,
  type Heartbeat,
  type HeartbeatAck,
  type LearnHistoryItem,
  type LearnLogQuery,
  type LearnSession,
  type LearnSessionCreate,
  type Page,
  pageOffset,
} from '@ia/shared';
import type { ContentRow, UserRow } from '../../db/schema';
import { appError } from '../../lib/app-error';
import { HeartbeatWriter, type HeartbeatWriterOptions } from '../../lib/heartbeat-writer';
import { LearningSessionSigner } from '../../lib/learning-session';
import type { SecretRing } from '../../lib/secret-ring';
import { presentProgress } from '../content';
import { type ActionAwarder, actionSource } from '../points';
import type {
  HeartbeatOutcome,
  HeartbeatRecord,
  HistoryRow,
  LearningRepository,
} from './learning.repository';

/**
 * How far ahead of the clock a heartbeat's sequence may run: the player also sends a heartbeat
 * on every pause and on leaving, so sequences come faster than one per interval for a while.
 */
export const HEARTBEAT_SEQUENCE_SLACK_S = 60;

/** The part of the content service learning needs: may this user open this content? (404/40304 when not). */
export interface OpenableContents {
  requireOpenable(
    user: UserRow,
    contentId: number,
    type: number,
  ): Promise<Pick<ContentRow, 'id' | 'contentType' | 'durationSeconds'>>;
}

const invalidSession = () => appError('LEARNING_SESSION_INVALID');

function presentHistoryItem(row: HistoryRow): LearnHistoryItem {
  return {
    content_id: row.contentId,
    type: row.listType,
    content_type: row.contentType,
    title: row.title,
    cover: row.cover,
    total_tims: row.totalSeconds,
    position: row.position,
    duration: row.durationSeconds,
    finish: row.finishedAt ? 1 : 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Learning time: sessions (learnlog/create), heartbeats (learn-log, written in batches by the
 * HeartbeatWriter) and each user's progress per content.
 */
export class LearningService {
  private readonly signer: LearningSessionSigner;
  private readonly writer: HeartbeatWriter<HeartbeatRecord, HeartbeatOutcome>;
  /** Points for opening a content (VIEW rule); wired after construction (app.ts). */
  private awards: ActionAwarder | null = null;

  constructor(
    private readonly learning: LearningRepository,
    private readonly contents: OpenableContents,
    sessionSecret: Buffer | SecretRing,
    private readonly now: () => Date,
    writerOptions: HeartbeatWriterOptions = {},
    /** Seconds of active time per heartbeat the sessions ask for (config HEARTBEAT_INTERVAL_S). */
    private readonly heartbeatIntervalSeconds = HEARTBEAT_INTERVAL_S,
  ) {
    this.signer = new LearningSessionSigner(sessionSecret);
    this.writer = new HeartbeatWriter((records) => this.learning.writeHeartbeats(records), writerOptions);
  }

  /**
   * Wires the points rules in: opening a content earns VIEW points (once per item and day, within
   * the caps). Minutes and finishing are priced from the logs by the points reconciler.
   */
  useAwards(awards: ActionAwarder): void {
    this.awards = awards;
  }

  /** Opens a learning session on a content the user may open, records the VIEW, and says where to resume. */
  async openSession(user: UserRow, input: LearnSessionCreate): Promise<LearnSession> {
    const content = await this.contents.requireOpenable(user, input.content_id, input.type);
    const now = this.now();
    const { token, session } = this.signer.issue(user.id, content.id, input.type, now);
    const [, progress] = await Promise.all([
      this.learning.recordView({
        userId: user.id,
        contentId: content.id,
        type: input.type,
        contentType: input.content_type ?? content.contentType,
        campaignId: input.campain_id ?? null,
        sectionId: input.section_id ?? null,
        pageUrl: input.page_url ?? null,
        sessionId: session.sessionId,
        at: now,
      }),
      this.learning.progressRows(user.id, [content.id]),
    ]);
    const row = progress[0];
    const score = this.awards
      ? await this.awards.awardForAction(
          user.id,
          'VIEW',
          actionSource.view(input.type, content.id, chinaDay(now)),
        )
      : 0;
    return {
      session_num: token,
      position: row?.position ?? 0,
      total_tims: row?.totalSeconds ?? 0,
      finish: row?.finishedAt ? 1 : 0,
      duration: content.durationSeconds,
      heartbeat_interval: this.heartbeatIntervalSeconds,
      ...(score > 0 ? { score } : {}),
    };
  }

  /**
   * Counts one heartbeat. Checked without reading the database: the signed session must be this
   * user's on this content, the sequence must be possible for the time since the session began,
   * and one heartbeat adds at most HEARTBEAT_MAX_SECONDS. Answers once the batch it joined is
   * committed; a replay is acknowledged with counted=false.
   */
  async heartbeat(userId: number, input: Heartbeat): Promise<HeartbeatAck> {
    const session = this.signer.verify(input.session_num);
    if (
      !session ||
      session.userId !== userId ||
      session.contentId !== input.content_id ||
      session.type !== input.type
    ) {
      throw invalidSession();
    }
    const now = this.now();
    const elapsedSeconds = (now.getTime() - session.startedAt.getTime()) / 1000;
    if ((input.sequence - 1) * this.heartbeatIntervalSeconds > elapsedSeconds + HEARTBEAT_SEQUENCE_SLACK_S) {
      throw appError('LEARNING_HEARTBEAT_OUT_OF_STEP');
    }
    const seconds = Math.min(input.total_tims, HEARTBEAT_MAX_SECONDS);
    const outcome = await this.writer.write({
      userId,
      contentId: session.contentId,
      type: session.type,
      contentType: input.content_type ?? null,
      campaignId: input.campain_id ?? null,
      sectionId: input.section_id ?? null,
      timeType: input.time_type,
      seconds,
      position: input.position,
      sessionId: session.sessionId,
      sequence: input.sequence,
      at: now,
    });
    return {
      counted: outcome.counted,
      added: outcome.counted ? seconds : 0,
      total_tims: outcome.totalSeconds,
      position: outcome.position,
      finish: outcome.finished ? 1 : 0,
    };
  }

  /**
   * Credits `seconds` of learning on a content once per `key` (issue 14: a question of an imaging
   * case answered): a LEARN log in its own session `key`, summed into the progress like a
   * heartbeat, that the points rules price like any other. Answers whether this call counted it.
   */
  async creditOnce(credit: {
    userId: number;
    contentId: number;
    type: number;
    key: string;
    seconds: number;
  }): Promise<boolean> {
    const outcome = await this.writer.write({
      userId: credit.userId,
      contentId: credit.contentId,
      type: credit.type,
      contentType: null,
      campaignId: null,
      sectionId: null,
      timeType: 2,
      seconds: credit.seconds,
      position: 0,
      sessionId: credit.key,
      sequence: 1,
      at: this.now(),
    });
    return outcome.counted;
  }

  /** The user's learning history, one row per content still existing, most recently learned first. */
  async history(userId: number, query: LearnLogQuery): Promise<Page<LearnHistoryItem>> {
    const { total, rows } = await this.learning.historyPage(userId, pageOffset(query), query.pageSize, {
      unfinishedOnly: query.unfinished === 1,
    });
    return { total, data: rows.map(presentHistoryItem) };
  }

  /** The user's progress on each of the contents they have learned, by content id (content detail, lesson items). */
  async progressFor(userId: number, contentIds: number[]): Promise<Map<number, ContentProgress>> {
    const rows = await this.learning.progressRows(userId, [...new Set(contentIds)]);
    return new Map(rows.map((row) => [row.contentId, presentProgress(row)]));
  }

  /** Writes every heartbeat still queued (app close). */
  drain(): Promise<void> {
    return this.writer.drain();
  }
}
