import { TypeMap } from '@ia/shared';
import type { Database } from '../../db/client';
import { type NamedStatement, namedStatement } from '../../db/named-statement';
import { writeHeartbeatBatch } from '../../lib/heartbeat-writer';

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
}

interface OutcomeRow {
  ord: number;
  time_type: number | null;
  counted: boolean;
  live_seconds: number;
  playback_seconds: number;
  position: number;
}

/** A later (session, sequence) than the row's: the playback position follows it. */
const IS_LATER = `(excluded.last_session collate "C", excluded.last_sequence) > (coalesce(ma.last_session, '') collate "C", ma.last_sequence)`;
const LATEST = 'order by client_session_id collate "C" desc, sequence desc';

/** The batch statement of writeHeartbeats over its JSON batch ($1): one row per `ord`. */
const WRITE_HEARTBEATS = `
      with batch as (
        select * from jsonb_to_recordset($1::jsonb) as b(
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
          (array_agg(position ${LATEST}) filter (where time_type = 2))[1] as position,
          (array_agg(client_session_id ${LATEST}) filter (where time_type = 2))[1] as last_session,
          (array_agg(sequence ${LATEST}) filter (where time_type = 2))[1] as last_sequence
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
          position = case when ${IS_LATER} then excluded.position else ma.position end,
          last_session = case when ${IS_LATER} then excluded.last_session else ma.last_session end,
          last_sequence = case when ${IS_LATER} then excluded.last_sequence else ma.last_sequence end,
          last_live_at = greatest(ma.last_live_at, excluded.last_live_at),
          first_seen_at = least(ma.first_seen_at, excluded.first_seen_at),
          last_seen_at = greatest(ma.last_seen_at, excluded.last_seen_at)
        returning ma.meeting_id, ma.user_id, ma.live_seconds, ma.playback_seconds, ma.position
      )
      select j.ord, j.time_type, (i.sequence is not null) as counted,
        coalesce(a.live_seconds, ma.live_seconds, 0)::int as live_seconds,
        coalesce(a.playback_seconds, ma.playback_seconds, 0)::int as playback_seconds,
        coalesce(a.position, ma.position, 0)::int as position
      from judged j
      left join inserted i on i.user_id = j.user_id and i.client_session_id = j.client_session_id
        and i.sequence = j.sequence
      left join attendance a on a.meeting_id = j.meeting_id and a.user_id = j.user_id
      -- Viewers whose heartbeats were all replays: their row as it stood (this statement changed nothing there).
      left join meeting_attendance ma on ma.meeting_id = j.meeting_id and ma.user_id = j.user_id
`;

/** Writes MEETING_VIEW heartbeats into learn_logs and meeting_attendance (the HeartbeatWriter's flush). */
export class MeetingHeartbeatsRepository {
  /** The batch statement, prepared once per connection. */
  private readonly writeStatement: NamedStatement<OutcomeRow>;

  constructor(db: Database) {
    this.writeStatement = namedStatement(db, 'meeting_heartbeats_write', WRITE_HEARTBEATS, ['batch']);
  }

  /**
   * Writes a batch of MEETING_VIEW heartbeats in ONE statement. The meeting's state at each
   * heartbeat's time decides where it counts (live before the end, playback after it once a
   * recording exists); a heartbeat with nothing to watch writes nothing and answers time_type
   * null. The rest go into learn_logs (type 4, a replay skipped by the unique index), and
   * meeting_attendance adds exactly the seconds that insert stored — a heartbeat counts once
   * however often it is sent. The playback position follows the latest (session, sequence) of a
   * playback heartbeat, so a late retry never moves it back; a live heartbeat stamps last_live_at
   * (watching now, counted by the once-a-second live read, not here: a count per batch grew with
   * the audience and made every batch of a 10,000-viewer meeting slower). Answers one outcome per
   * record, in order.
   */
  writeHeartbeats(records: MeetingHeartbeatRecord[]): Promise<MeetingHeartbeatOutcome[]> {
    return writeHeartbeatBatch(records, {
      fields: (record: MeetingHeartbeatRecord) => ({
        user_id: record.userId,
        meeting_id: record.meetingId,
        total_tims: record.seconds,
        position: record.position,
        client_session_id: record.sessionId,
        sequence: record.sequence,
        created_at: record.at.toISOString(),
      }),
      write: (batch) => this.writeStatement.execute({ batch }),
      outcome: (row: OutcomeRow, copy) => ({
        timeType: row.time_type === null ? null : (Number(row.time_type) as 1 | 2),
        counted: row.counted && !copy,
        liveSeconds: Number(row.live_seconds),
        playbackSeconds: Number(row.playback_seconds),
        position: Number(row.position),
      }),
    });
  }
}
