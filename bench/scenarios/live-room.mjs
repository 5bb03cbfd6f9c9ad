// The live room (issue 12): N doctors watching one live meeting, each doing what the web app does
// on /meetingdetail (captured from the built app in Chromium):
//
//   arrival (a full page load): GET meeting/{id} (the viewing session), member/me, POST monitor
//     (the page view), comments page 1, and in poll mode meeting/live-snapshot/{id}, all at once;
//   poll mode: meeting/live-snapshot/{id} (the live status with the newest comments, what the push
//     sends) every MEETING_LIVE_POLL_S (5 s), at the phone's own phase; sse mode: one GET
//     meeting/live-events/{id} stream held open instead (contract in issue 12), falling back to
//     polling and reconnecting after `retry` when it drops, as the app;
//   both: POST score-log/meetingview every `viewing.heartbeat_interval` seconds of watching (the
//     meeting's answer says; HEARTBEAT_INTERVAL_S, 15 s), from the phone's own phase, form-encoded
//     with the fields of send-meeting-view.ts, sequence 1, 2, 3…
//
// Each step runs on a meeting of its own (cloned from the demo's live meeting, with comments), so
// the check after it reads that meeting's attendance alone: every acknowledged heartbeat replayed
// must answer "already counted", and the live seconds in the database must be the interval (15 s)
// × acknowledged.
import { sendRequest } from '../lib/api-client.mjs';

/** packages/shared MEETING_LIVE_POLL_S (the bench runs without a build of shared). */
const POLL_SECONDS = 5;
/** TypeMap.MEETING and MeetingTimeType.LIVE. */
const MEETING_TYPE = 4;
const LIVE_TIME_TYPE = 1;
/**
 * The web app's stream rules (apps/web/src/features/meetings/lib/live-channel.ts, api/live-events.ts):
 * reconnect after the server's `retry` (5 s), doubled per attempt that delivered nothing, up to a
 * minute, plus up to half again at random; give up on a stream with no event within 10 s.
 */
const STREAM_RETRY_MS = 5000;
const STREAM_RETRY_MAX_MS = 60_000;
const STREAM_FIRST_EVENT_MS = 10_000;
const TOP_LEVEL_COMMENTS = 45;
const REPLIED_COMMENTS = 5;
const REPLIES_EACH = 2;
const REPLAY_PARALLEL = 32;

const KIND = {
  meeting: 'meeting/{id}',
  me: 'member/me',
  monitor: 'POST monitor',
  comments: 'comments page 1',
  snapshot: 'live-snapshot',
  heartbeat: 'POST meetingview',
  stream: 'live-events (first event)',
  spread: 'push spread (first→last phone)',
};

// ---- In the load workers: one phone ----------------------------------------------------------

/**
 * @typedef {object} LiveTally What one load worker's phones saw.
 * @property {[number, number][]} acknowledged [user id, sequence] of every heartbeat answered 200 + counted.
 * @property {number} notAcknowledged Heartbeats sent that got no acknowledgement (refused, timed out, cut off).
 * @property {number} heartbeatSeconds The interval the server asked for (each heartbeat reports it).
 * @property {number} answeredAlreadyCounted Fresh heartbeats the server answered "already counted" (never expected).
 * @property {Record<number, string>} sessions Each viewer's viewing session (user id → session_num).
 * @property {Map<string, { first: number, last: number, count: number }>} events Broadcast events by id:
 *   when the first and the last phone received it (not counting the event each stream starts with).
 * @property {number} streamOpens
 */

/** @type {import('../lib/open-loop.mjs').Behaviour} */
export const behaviour = {
  /** @returns {LiveTally} */
  createTally: () => ({
    acknowledged: [],
    notAcknowledged: 0,
    heartbeatSeconds: 0,
    answeredAlreadyCounted: 0,
    sessions: {},
    events: new Map(),
    streamOpens: 0,
  }),

  startViewer({ viewer, phone, arrivedAt, at, active, random, options, tally, stats }) {
    const meetingId = Number(options.meetingId);
    const pollMs = Number(options.pollSeconds ?? POLL_SECONDS) * 1000;
    const snapshotPath = `/api/platform/meeting/live-snapshot/${meetingId}`;
    const commentsPath = `/api/platform/comments?content_id=${meetingId}&type=${MEETING_TYPE}&current=1&pageSize=10`;
    /** @type {LiveTally} */
    const mine = tally;
    /** @type {string | null} */
    let session = null;
    let heartbeatSeconds = 0;

    const sendHeartbeat = (/** @type {number} */ sequence, /** @type {number} */ dueAt) => {
      if (session === null) return;
      const form = {
        session_num: session,
        sequence,
        content_id: meetingId,
        type: MEETING_TYPE,
        action_type: 'MEETING_VIEW',
        total_tims: heartbeatSeconds,
        position: 0,
        time_type: LIVE_TIME_TYPE,
      };
      phone
        .call(KIND.heartbeat, { method: 'POST', path: '/api/platform/score-log/meetingview', form, dueAt })
        .then((result) => {
          if (result.ok && typeof result.data?.counted === 'boolean') {
            mine.acknowledged.push([viewer.id, sequence]);
            if (!result.data.counted) mine.answeredAlreadyCounted += 1;
          } else {
            mine.notAcknowledged += 1;
          }
        });
    };

    // Heartbeats: the k-th after k intervals of watching, from a phase of this phone's own. The
    // player's clock starts once the meeting answered with the viewing session and its interval;
    // a beat whose time came before that goes at once, still timed from when it was due.
    const heartbeatPhase = random();
    const scheduleHeartbeat = (/** @type {number} */ sequence) =>
      at(arrivedAt + (heartbeatPhase + sequence) * heartbeatSeconds * 1000, (due) => {
        sendHeartbeat(sequence, due);
        scheduleHeartbeat(sequence + 1);
      });

    // The push's floor (push-floor.mjs) is the stream alone: a phone that only listens.
    if (options.mode !== 'floor') {
      // Arrival: the page's calls, sent together as the app does on a full load of /meetingdetail.
      phone
        .call(KIND.meeting, { path: `/api/platform/meeting/${meetingId}`, dueAt: arrivedAt })
        .then((result) => {
          if (!result.ok) return;
          const viewing = result.data?.viewing;
          if (typeof viewing?.session_num !== 'string' || !(viewing.heartbeat_interval > 0)) {
            stats.failed(KIND.meeting, 'no viewing session', JSON.stringify(result.data).slice(0, 160));
            return;
          }
          session = viewing.session_num;
          heartbeatSeconds = Number(viewing.heartbeat_interval);
          mine.sessions[viewer.id] = viewing.session_num;
          mine.heartbeatSeconds = heartbeatSeconds;
          scheduleHeartbeat(1);
        });
      phone.call(KIND.me, { path: '/api/platform/member/me', dueAt: arrivedAt });
      phone.call(KIND.monitor, {
        method: 'POST',
        path: '/api/platform/monitor',
        form: {
          type: MEETING_TYPE,
          content_id: meetingId,
          openid: viewer.openid,
          unionid: viewer.unionid,
          page_title: '会议详情',
          page_url: '/meetingdetail',
          page_param: `?id=${meetingId}&typeMap=${MEETING_TYPE}`,
          page_event_key: '/meetingdetail',
          page_event_type: 'page_view',
          opentype: 'wechat',
        },
        dueAt: arrivedAt,
      });
      phone.call(KIND.comments, { path: commentsPath, dueAt: arrivedAt });
    }

    // Polling: the snapshot every 5 s while `polling` (always in poll mode; in
    // sse mode only while the stream is down).
    let polling = false;
    const pollPhase = random() * pollMs;
    const schedulePoll = (/** @type {number} */ dueAt) =>
      at(dueAt, (due) => {
        if (!polling) return;
        phone.call(KIND.snapshot, { path: snapshotPath, dueAt: due });
        schedulePoll(due + pollMs);
      });
    const startPolling = (/** @type {number} */ from) => {
      if (polling) return;
      polling = true;
      // The next poll at this phone's phase of the 5 s cycle.
      const cycles = Math.floor((from - arrivedAt - pollPhase) / pollMs) + 1;
      schedulePoll(arrivedAt + pollPhase + Math.max(1, cycles) * pollMs);
    };
    if (options.mode === 'poll') {
      phone.call(KIND.snapshot, { path: snapshotPath, dueAt: arrivedAt });
      startPolling(arrivedAt);
    } else {
      /** Attempts in a row that delivered nothing (the app's back-off counter). */
      let failures = 0;
      const openStream = (/** @type {number} */ dueAt) => {
        let first = true;
        mine.streamOpens += 1;
        const stream = phone.openStream(KIND.stream, {
          path: `/api/platform/meeting/live-events/${meetingId}`,
          dueAt,
          firstEventMs: STREAM_FIRST_EVENT_MS,
          onEvent: (event, receivedAt) => {
            if (event.event !== 'live') return;
            if (first) {
              // The event a stream starts with is checked in full; it is not a broadcast.
              first = false;
              polling = false;
              const problem = firstEventProblem(event);
              if (problem) stats.failed(KIND.stream, 'bad first event', problem);
              return;
            }
            if (event.id === undefined) {
              stats.failed(KIND.stream, 'event without id', event.data.slice(0, 160));
              return;
            }
            const seen = mine.events.get(event.id);
            if (seen) {
              seen.first = Math.min(seen.first, receivedAt);
              seen.last = Math.max(seen.last, receivedAt);
              seen.count += 1;
            } else {
              mine.events.set(event.id, { first: receivedAt, last: receivedAt, count: 1 });
            }
            // The meeting left live: the server sends this last event and ends the stream.
            if (!event.data.includes('"state":"live"')) {
              stream.expectEnd();
              stats.failed(KIND.stream, 'meeting left live', event.data.slice(0, 160));
            }
          },
          onEnd: (how, delivered) => {
            if (how === 'closed' || how === 'ended' || !active()) return;
            // Dropped or refused: poll meanwhile, and reconnect as the app does.
            failures = delivered ? 1 : failures + 1;
            const backedOff = STREAM_RETRY_MS * 2 ** Math.max(0, failures - 1);
            const wait = Math.min(STREAM_RETRY_MAX_MS, backedOff * (1 + random() / 2));
            const endedAt = performance.timeOrigin + performance.now();
            startPolling(endedAt);
            at(endedAt + wait, openStream);
          },
        });
      };
      openStream(arrivedAt);
    }
  },

  finishTally: (/** @type {LiveTally} */ tally) => ({
    ...tally,
    events: [...tally.events].map(([id, seen]) => [id, seen.first, seen.last, seen.count]),
  }),
};

/**
 * What is wrong with a stream's first `live` event, or null: it must be the live status plus the
 * comments page (issue 12's contract).
 * @param {{ data: string }} event
 */
function firstEventProblem(event) {
  try {
    const data = JSON.parse(event.data);
    if (data.state !== 'live') return `state ${data.state}`;
    if (typeof data.watching_now !== 'number') return 'no watching_now';
    if (!Array.isArray(data.comments?.data) || typeof data.comments?.total !== 'number')
      return 'no comments page';
    return null;
  } catch {
    return `not JSON: ${event.data.slice(0, 120)}`;
  }
}

// ---- In the bench process: seeding, steps and the check after each ----------------------------

/**
 * @typedef {object} MergedLiveTally
 * @property {[number, number][]} acknowledged
 * @property {number} notAcknowledged
 * @property {number} heartbeatSeconds
 * @property {number} answeredAlreadyCounted
 * @property {Record<number, string>} sessions
 * @property {[string, number, number, number][]} events
 * @property {number} streamOpens
 */

/** @param {string} label the scenario's own (its mode, and its nodes behind nginx) @param {number} step */
const meetingTitle = (label, step) => `基准直播间 ${label} ${step + 1}`;

/**
 * One live meeting per step, cloned from the demo's live meeting (live for 12 hours more, open to
 * all), with 45 published comments of bench viewers, the newest 5 with 2 replies each.
 * @param {import('../lib/databases.mjs').SeedDatabase} database
 * @param {string} label
 * @param {number} steps
 */
async function seedMeetings(database, label, steps) {
  for (let step = 0; step < steps; step++) {
    const title = meetingTitle(label, step);
    const [exists] = await database.query('select id from meetings where title = $1', [title]);
    if (exists) continue;
    const [meeting] = await database.query(
      `insert into meetings (title, summary, cover, description, speakers, agenda, tag_ids, category_id,
         start_at, end_at, live_url, playback_url, playback_duration, chapters, audience, member_group_ids,
         comments_enabled, approval_code, status)
       select $1, summary, cover, description, speakers, agenda, tag_ids, category_id,
              now() - interval '20 minutes', now() + interval '12 hours', live_url, playback_url, playback_duration,
              chapters, 'all', '{}', true, approval_code, 1
       from meetings
       where status = 1 and deleted_at is null and cancelled_at is null and start_at <= now() and end_at > now()
       order by id limit 1
       returning id`,
      [title],
    );
    if (!meeting) throw new Error('the demo seed has no live meeting to clone for the live-room scenario');
    const meetingId = Number(meeting.id);
    await database.query(
      `insert into comments (content_id, type, user_id, content, status, created_at, updated_at)
       select $1::int, $2::int, u.id, '第 ' || row_number() over (order by u.id) || ' 条直播评论：讲得很清楚，受益匪浅。',
              'published', now() - (row_number() over (order by u.id) || ' minutes')::interval, now()
       from (select id from users where nickname like '基准观众 %' order by id limit $3) u`,
      [meetingId, MEETING_TYPE, TOP_LEVEL_COMMENTS],
    );
    await database.query(
      `insert into comments (content_id, type, user_id, parent_id, reply_to_user_id, content, status, created_at, updated_at)
       select c.content_id, c.type, c.user_id, c.id, c.user_id, '同意，补充一点：注意对比剂用量。', 'published', now(), now()
       from (select * from comments where content_id = $1 and type = $2 and parent_id is null
             order by created_at desc limit $3) c, generate_series(1, $4::int)`,
      [meetingId, MEETING_TYPE, REPLIED_COMMENTS, REPLIES_EACH],
    );
    await database.query(
      `update comments c set reply_count = (select count(*) from comments r where r.parent_id = c.id)
       where c.content_id = $1 and c.type = $2 and c.parent_id is null`,
      [meetingId, MEETING_TYPE],
    );
    await database.query(
      `update meetings set comment_count = (select count(*) from comments where content_id = $1 and type = $2
         and status = 'published') where id = $1`,
      [meetingId, MEETING_TYPE],
    );
  }
}

/**
 * Replays every acknowledged heartbeat (each must answer counted: false) against a server on the
 * same database; answers how many were lost (counted now) or refused.
 * @param {string} origin
 * @param {MergedLiveTally} tally
 * @param {Map<number, string>} tokens user id → session token
 * @param {number} meetingId
 */
async function replayAcknowledged(origin, tally, tokens, meetingId) {
  let lost = 0;
  let refused = 0;
  /** @type {string[]} */
  const samples = [];
  let next = 0;
  const replayOne = async (/** @type {[number, number]} */ [userId, sequence]) => {
    const body = new URLSearchParams({
      session_num: tally.sessions[userId] ?? '',
      sequence: String(sequence),
      content_id: String(meetingId),
      type: String(MEETING_TYPE),
      action_type: 'MEETING_VIEW',
      total_tims: String(tally.heartbeatSeconds),
      position: '0',
      time_type: String(LIVE_TIME_TYPE),
    }).toString();
    const response = await sendRequest(origin, {
      method: 'POST',
      path: '/api/platform/score-log/meetingview',
      headers: {
        authorization: `Bearer ${tokens.get(userId)}`,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body,
    });
    const counted = /** @type {any} */ (response.body)?.data?.counted;
    if (response.status !== 200 || typeof counted !== 'boolean') {
      refused += 1;
      if (samples.length < 3)
        samples.push(`HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
    } else if (counted) {
      lost += 1;
    }
  };
  await Promise.all(
    Array.from({ length: REPLAY_PARALLEL }, async () => {
      while (next < tally.acknowledged.length) {
        const beat = tally.acknowledged[next++];
        if (beat) await replayOne(beat);
      }
    }),
  );
  return { lost, refused, samples };
}

/**
 * @param {unknown[]} tallies
 * @returns {MergedLiveTally}
 */
function mergeTallies(tallies) {
  const merged = /** @type {MergedLiveTally} */ ({
    acknowledged: [],
    notAcknowledged: 0,
    heartbeatSeconds: 0,
    answeredAlreadyCounted: 0,
    sessions: {},
    events: [],
    streamOpens: 0,
  });
  for (const part of /** @type {MergedLiveTally[]} */ (tallies)) {
    merged.acknowledged.push(...part.acknowledged);
    merged.notAcknowledged += part.notAcknowledged;
    merged.heartbeatSeconds ||= part.heartbeatSeconds;
    merged.answeredAlreadyCounted += part.answeredAlreadyCounted;
    Object.assign(merged.sessions, part.sessions);
    merged.events.push(...part.events);
    merged.streamOpens += part.streamOpens;
  }
  return merged;
}

/**
 * Per broadcast event id, the time from the first phone to the last receiving it (across workers).
 * @param {MergedLiveTally} tally
 */
function pushSpreads(tally) {
  /** @type {Map<string, { first: number, last: number, count: number }>} */
  const byId = new Map();
  for (const [id, first, last, count] of tally.events) {
    const seen = byId.get(id);
    if (seen) {
      seen.first = Math.min(seen.first, first);
      seen.last = Math.max(seen.last, last);
      seen.count += count;
    } else {
      byId.set(id, { first, last, count });
    }
  }
  return [...byId.values()];
}

/**
 * The pushes of a step, without any to its warm-up's phones alone, before the step's first arrival
 * (the floor pushes to whoever listens).
 * @param {import('../lib/open-loop.mjs').StepResult} result
 * @param {MergedLiveTally} [tally] The step's tallies, when the caller has merged them already.
 */
function stepPushSpreads(result, tally = mergeTallies(result.tallies)) {
  const startMs = (result.timeline[0]?.second ?? 0) * 1000;
  return pushSpreads(tally).filter((seen) => seen.first >= startMs);
}

/** The step's pushes as a kind of its table: each one's time from the first phone to the last. @param {import('../lib/open-loop.mjs').StepResult} result */
function pushSpreadKind(result) {
  return { kind: KIND.spread, values: stepPushSpreads(result).map((seen) => seen.last - seen.first) };
}

/** How many pushes a step had, and how many phones the least and the most reached. @param {{ count: number }[]} spreads */
function describePushesReceived(spreads) {
  const receivers = spreads.map((seen) => seen.count).sort((a, b) => a - b);
  return `push: ${spreads.length} broadcast events, received by ${receivers[0] ?? 0}…${receivers.at(-1) ?? 0} phones each`;
}

/**
 * Each push on the slow calls' clock (seconds after the step's first call), with its spread from
 * the first phone to the last, to set pushes beside the seconds with slow calls.
 * @param {{ first: number, last: number }[]} spreads
 * @param {import('../lib/open-loop.mjs').StepResult} result
 */
function describePushTimes(spreads, result) {
  const start = result.timeline[0]?.second ?? 0;
  return `pushes at (first phone, spread to the last): ${[...spreads]
    .sort((a, b) => a.first - b.first)
    .map((seen) => `+${Math.floor(seen.first / 1000) - start} s ${Math.round(seen.last - seen.first)} ms`)
    .join(', ')}`;
}

/**
 * @param {'poll' | 'sse'} mode
 * @param {number} [nodes] Through nginx to this many server nodes on Redis (issue 13); else one
 *   server, reached directly.
 * @returns {import('../lib/scenario-runner.mjs').Scenario}
 */
function liveRoom(mode, nodes) {
  const label = nodes ? `${mode} nginx ${nodes}` : mode;
  return {
    name: nodes ? `live-room-nginx-${nodes}-node${nodes === 1 ? '' : 's'}` : `live-room-${mode}`,
    description:
      (mode === 'poll'
        ? 'live meeting, polling the live snapshot every 5 s, heartbeat every 15 s'
        : 'live meeting, one live-events stream per phone, heartbeat every 15 s') +
      (nodes ? `, through nginx to ${nodes} node${nodes === 1 ? '' : 's'} on PostgreSQL and Redis` : ''),
    behaviour: 'live-room',
    socketsPerViewer: mode === 'sse' ? 2 : 1,
    ...(nodes ? { nodes } : {}),
    steps: (settings) => settings.liveSteps,
    async seed(database, settings) {
      await seedMeetings(database, label, settings.liveSteps.length);
    },
    async beforeStep(database, { stepIndex }) {
      const [meeting] = await database.query('select id from meetings where title = $1', [
        meetingTitle(label, stepIndex),
      ]);
      if (!meeting) throw new Error(`no bench meeting for step ${stepIndex + 1} of ${label}`);
      return { mode, meetingId: Number(meeting.id) };
    },
    extraKinds(result) {
      if (mode !== 'sse') return [];
      return [pushSpreadKind(result)];
    },
    async afterStep({ result, options, viewers, sql, withServer }) {
      const tally = mergeTallies(result.tallies);
      const meetingId = Number(options.meetingId);
      const [row] = await sql(
        'select coalesce(sum(live_seconds), 0)::bigint as seconds from meeting_attendance where meeting_id = $1',
        [meetingId],
      );
      const seconds = Number(row?.seconds ?? Number.NaN);
      const tokens = new Map(viewers.map((viewer) => [viewer.id, viewer.token]));
      const replay = await withServer((origin) => replayAcknowledged(origin, tally, tokens, meetingId));
      const acknowledged = tally.acknowledged.length;
      const interval = tally.heartbeatSeconds;
      const expected = interval * acknowledged;
      // A heartbeat without an answer may or may not have been written; with none, exactly.
      const most = interval * (acknowledged + tally.notAcknowledged);
      const secondsOk =
        tally.notAcknowledged === 0 ? seconds === expected : seconds >= expected && seconds <= most;
      const lines = [
        `heartbeats: ${acknowledged} acknowledged, ${tally.notAcknowledged} not; replayed: ${replay.lost} lost, ` +
          `${replay.refused} refused; live seconds in the database ${seconds} ` +
          (tally.notAcknowledged === 0
            ? `(expected ${interval} s × ${acknowledged} = ${expected})`
            : `(expected ${expected}…${most}: unanswered ones may have been written)`),
      ];
      if (tally.answeredAlreadyCounted > 0)
        lines.push(`${tally.answeredAlreadyCounted} fresh heartbeats were answered "already counted"`);
      if (mode === 'sse') {
        const spreads = stepPushSpreads(result, tally);
        lines.push(
          `${describePushesReceived(spreads)}; ${tally.streamOpens} streams opened by ${result.viewers} phones and the warm-up`,
          describePushTimes(spreads, result),
        );
      }
      const failed =
        replay.lost > 0 ||
        replay.refused > 0 ||
        !secondsOk ||
        tally.answeredAlreadyCounted > 0 ||
        acknowledged === 0;
      return {
        text: [...lines, ...replay.samples.map((sample) => `replay refused: ${sample}`)].join('\n'),
        problem: failed ? `nothing-lost check failed: ${lines[0]}` : null,
      };
    },
  };
}

/**
 * The push's floor: the same phones, load workers and cores as live-room-sse, each holding only its
 * stream, against bench/push-floor.mjs, a bare server that pushes the room's status event at the
 * room's pace and does nothing else. Its push spread is the least a push to N streams costs here
 * (decision 050); it is measured in the same run as the room's, as hello-world is for the endpoints.
 * @type {import('../lib/scenario-runner.mjs').Scenario}
 */
const pushFloor = {
  name: 'live-room-sse-floor',
  description: 'the push alone: a bare Fastify server (bench/push-floor.mjs) pushing to one stream per phone',
  behaviour: 'live-room',
  // Two as in live-room-sse, so the phones are split over as many load workers.
  socketsPerViewer: 2,
  baselineScript: 'push-floor.mjs',
  floorOf: { scenario: 'live-room-sse', kind: KIND.spread },
  steps: (settings) => settings.liveSteps,
  async beforeStep() {
    return { mode: 'floor', meetingId: 0 };
  },
  extraKinds: (result) => [pushSpreadKind(result)],
  async afterStep({ result }) {
    const spreads = stepPushSpreads(result);
    const text = [describePushesReceived(spreads), describePushTimes(spreads, result)].join('\n');
    return { text, problem: spreads.length === 0 ? 'no push reached a phone' : null };
  },
};

export const liveRoomScenarios = [liveRoom('poll'), liveRoom('sse'), pushFloor];

/** The live room through nginx, for 1 and 2 nodes (issue 13): PostgreSQL only, with nginx and Redis. */
export const clusterScenarios = [liveRoom('sse', 1), liveRoom('sse', 2)];
