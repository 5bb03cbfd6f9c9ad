import { FINISH_RATIO } from '@ia/shared';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NamedStatement, namedStatement } from '../../db/named-statement';
import { type ContentRow, contents } from '../../db/schema';
import { writeHeartbeatBatch } from '../../lib/heartbeat-writer';
import { type LearningProgressRow, learningProgress, learnLogs } from './learning.table';

/** One heartbeat as the writer stores it (seconds already capped by the service). */
export interface HeartbeatRecord {
  userId: number;
  contentId: number;
  type: number;
  contentType: number | null;
  campaignId: number | null;
  sectionId: number | null;
  timeType: number;
  seconds: number;
  position: number;
  /** learn_logs.client_session_id (see LearningSession.sessionId). */
  sessionId: string;
  sequence: number;
  at: Date;
}

/** What a written heartbeat did, and the progress it leaves. */
export interface HeartbeatOutcome {
  /** False when the same (user, session, sequence) had been stored before, or earlier in the batch. */
  counted: boolean;
  totalSeconds: number;
  position: number;
  finished: boolean;
}

/** A learning session's VIEW (learnlog/create). */
export interface ViewRecord {
  userId: number;
  contentId: number;
  type: number;
  contentType: number | null;
  campaignId: number | null;
  sectionId: number | null;
  pageUrl: string | null;
  sessionId: string;
  at: Date;
}

export type HistoryRow = LearningProgressRow &
  Pick<ContentRow, 'title' | 'cover' | 'contentType' | 'listType' | 'durationSeconds'>;

interface OutcomeRow {
  ord: number;
  counted: boolean;
  total_tims: number;
  position: number;
  finished: boolean;
}

/** A later (session, sequence) than the row's: the position follows it. */
const IS_LATER = `(excluded.last_session collate "C", excluded.last_sequence) > (coalesce(lp.last_session, '') collate "C", lp.last_sequence)`;

/** The batch statement of writeHeartbeats over its JSON batch ($1): one row per `ord`. */
const WRITE_HEARTBEATS = `
      with batch as (
        select * from jsonb_to_recordset($1::jsonb) as b(
          ord int, user_id int, content_id int, type smallint, content_type smallint, campain_id int,
          section_id int, time_type smallint, total_tims int, position int, client_session_id text,
          sequence int, created_at timestamptz)
      ),
      inserted as (
        insert into learn_logs (user_id, content_id, type, action_type, content_type, campain_id, section_id,
          time_type, total_tims, position, client_session_id, sequence, created_at)
        select user_id, content_id, type, 'LEARN', content_type, campain_id, section_id,
          time_type, total_tims, position, client_session_id, sequence, created_at
        from batch
        -- A fixed order of index and row locks: two servers writing overlapping batches wait, not deadlock.
        order by user_id, client_session_id, sequence
        on conflict (user_id, client_session_id, sequence) do nothing
        returning user_id, content_id, type, client_session_id, sequence, total_tims, position, created_at
      ),
      sums as (
        select user_id, content_id, min(type) as type, sum(total_tims)::int as added, max(created_at) as at,
          (array_agg(position order by client_session_id collate "C" desc, sequence desc))[1] as position,
          (array_agg(client_session_id order by client_session_id collate "C" desc, sequence desc))[1] as last_session,
          (array_agg(sequence order by client_session_id collate "C" desc, sequence desc))[1] as last_sequence
        from inserted
        group by user_id, content_id
      ),
      progress as (
        insert into learning_progress as lp (user_id, content_id, type, total_tims, position, last_session,
          last_sequence, finished_at, created_at, updated_at)
        select s.user_id, s.content_id, s.type, s.added, s.position, s.last_session, s.last_sequence,
          case when c.duration_seconds > 0 and s.added >= c.duration_seconds * ${FINISH_RATIO}::numeric then s.at end,
          s.at, s.at
        from sums s
        left join contents c on c.id = s.content_id
        order by s.user_id, s.content_id
        on conflict (user_id, content_id) do update set
          total_tims = lp.total_tims + excluded.total_tims,
          position = case when ${IS_LATER} then excluded.position else lp.position end,
          last_session = case when ${IS_LATER} then excluded.last_session else lp.last_session end,
          last_sequence = case when ${IS_LATER} then excluded.last_sequence else lp.last_sequence end,
          finished_at = coalesce(lp.finished_at, (
            select excluded.updated_at from contents c
            where c.id = excluded.content_id and c.duration_seconds > 0
              and lp.total_tims + excluded.total_tims >= c.duration_seconds * ${FINISH_RATIO}::numeric)),
          updated_at = greatest(lp.updated_at, excluded.updated_at)
        returning lp.user_id, lp.content_id, lp.total_tims, lp.position, lp.finished_at
      )
      select b.ord, (i.sequence is not null) as counted,
        coalesce(p.total_tims, lp.total_tims, 0)::int as total_tims,
        coalesce(p.position, lp.position, 0)::int as position,
        (coalesce(p.finished_at, lp.finished_at) is not null) as finished
      from batch b
      left join inserted i on i.user_id = b.user_id and i.client_session_id = b.client_session_id
        and i.sequence = b.sequence
      left join progress p on p.user_id = b.user_id and p.content_id = b.content_id
      -- Contents whose heartbeats were all replays: the progress as it stood (this statement changed nothing there).
      left join learning_progress lp on lp.user_id = b.user_id and lp.content_id = b.content_id
`;

/** Queries on learning logs and progress. */
export class LearningRepository {
  /** The batch statement, prepared once per connection. */
  private readonly writeStatement: NamedStatement<OutcomeRow>;

  constructor(private readonly db: Database) {
    this.writeStatement = namedStatement(db, 'learning_heartbeats_write', WRITE_HEARTBEATS, ['batch']);
  }

  /** The user's progress rows on the given contents (absent = never learned). */
  async progressRows(userId: number, contentIds: number[]): Promise<LearningProgressRow[]> {
    if (contentIds.length === 0) return [];
    return this.db
      .select()
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, userId), inArray(learningProgress.contentId, contentIds)));
  }

  /** Stores a session's VIEW once (sequence 0 of the session: a retried create adds nothing). */
  async recordView(view: ViewRecord): Promise<void> {
    await this.db
      .insert(learnLogs)
      .values({
        userId: view.userId,
        contentId: view.contentId,
        type: view.type,
        actionType: 'VIEW',
        contentType: view.contentType,
        campaignId: view.campaignId,
        sectionId: view.sectionId,
        pageUrl: view.pageUrl,
        clientSessionId: view.sessionId,
        sequence: 0,
        createdAt: view.at,
      })
      .onConflictDoNothing();
  }

  /** One page of the user's progress on contents that still exist, most recently learned first. */
  async historyPage(
    userId: number,
    offset: number,
    limit: number,
    options: { unfinishedOnly?: boolean } = {},
  ): Promise<{ total: number; rows: HistoryRow[] }> {
    const mine = and(
      eq(learningProgress.userId, userId),
      isNull(contents.deletedAt),
      // Begun and not finished: a visit that counted no second yet is no progress to continue.
      ...(options.unfinishedOnly
        ? [isNull(learningProgress.finishedAt), gt(learningProgress.totalSeconds, 0)]
        : []),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          userId: learningProgress.userId,
          contentId: learningProgress.contentId,
          type: learningProgress.type,
          totalSeconds: learningProgress.totalSeconds,
          position: learningProgress.position,
          finishedAt: learningProgress.finishedAt,
          lastSession: learningProgress.lastSession,
          lastSequence: learningProgress.lastSequence,
          createdAt: learningProgress.createdAt,
          updatedAt: learningProgress.updatedAt,
          title: contents.title,
          cover: contents.cover,
          contentType: contents.contentType,
          listType: contents.listType,
          durationSeconds: contents.durationSeconds,
        })
        .from(learningProgress)
        .innerJoin(contents, eq(contents.id, learningProgress.contentId))
        .where(mine)
        .orderBy(desc(learningProgress.updatedAt), desc(learningProgress.contentId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(learningProgress)
        .innerJoin(contents, eq(contents.id, learningProgress.contentId))
        .where(mine),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  /**
   * Writes a batch of heartbeats in ONE statement: the new ones go into learn_logs (a replay of
   * a stored (user, session, sequence) is skipped by the unique index), and learning_progress
   * adds exactly the seconds of the rows that statement inserted — so a heartbeat counts once
   * however often it is sent, and the sum can never drift from the log. The position follows the
   * latest (session, sequence) ever stored, so a late retry does not move it back; finished_at is
   * set when the total first reaches FINISH_RATIO of the content's duration and never cleared
   * (a duration of 0 never finishes by itself). Answers one outcome per record, in order.
   */
  writeHeartbeats(records: HeartbeatRecord[]): Promise<HeartbeatOutcome[]> {
    return writeHeartbeatBatch(records, {
      fields: (record: HeartbeatRecord) => ({
        user_id: record.userId,
        content_id: record.contentId,
        type: record.type,
        content_type: record.contentType,
        campain_id: record.campaignId,
        section_id: record.sectionId,
        time_type: record.timeType,
        total_tims: record.seconds,
        position: record.position,
        client_session_id: record.sessionId,
        sequence: record.sequence,
        created_at: record.at.toISOString(),
      }),
      write: (batch) => this.writeStatement.execute({ batch }),
      outcome: (row: OutcomeRow, copy) => ({
        counted: row.counted && !copy,
        totalSeconds: Number(row.total_tims),
        position: Number(row.position),
        finished: row.finished,
      }),
    });
  }
}
