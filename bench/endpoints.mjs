// The registry of what `npm run bench` measures. Later features append their hot paths here:
// one group per feature, each with optional hooks to seed data (SQL) and to prepare requests (API).

import {
  ANALYTICS_LOG_ROWS,
  ANALYTICS_USERS,
  analyticsFixtureTarget,
  ensureAnalyticsData,
} from './lib/analytics-fixture.mjs';
import {
  ensureRankingData,
  RANKING_LEDGER_ROWS,
  RANKING_USERS,
  rankingFixtureTarget,
  signInRankingViewers,
} from './lib/ranking-fixture.mjs';

/**
 * @typedef {import('./lib/api-client.mjs').BenchContext} BenchContext
 * @typedef {import('./lib/databases.mjs').SeedDatabase} SeedDatabase
 */

/**
 * @typedef {object} EndpointDefinition
 * @property {string} name Row label in the table; also what BENCH_FILTER matches.
 * @property {string} path Path and query, e.g. `/api/platform/region/list?parent=44`.
 * @property {'GET' | 'POST' | 'PUT' | 'DELETE'} [method] GET when absent.
 * @property {Record<string, string> | ((context: BenchContext) => Record<string, string>)} [headers]
 *   Extra request headers; a function when they depend on the group's `prepare` (a session token).
 * @property {string | object | ((context: BenchContext) => string | object)} [body]
 *   Request body; an object is sent as JSON. The same body is sent on every request.
 * @property {(context: BenchContext) => () => object} [nextBody]
 *   Instead of `body`: makes a generator called once per request, for calls that must not repeat
 *   (a repeated heartbeat is a replay the server acknowledges without writing). Sent as JSON.
 * @property {(context: BenchContext) => () => { headers: Record<string, string>, body: object | undefined, id?: number }} [nextRequest]
 *   Like `nextBody`, with headers per request too (each heartbeat with its own viewer's session);
 *   `id` names the request for `onAnswer`.
 * @property {(context: BenchContext, id: number, status: number, body: string) => void} [onAnswer]
 *   Hears each answer to a request `nextRequest` named (not the ones cut off when the run ends).
 * @property {(context: BenchContext) => Promise<{ text: string, problem: string | null }>} [verify]
 *   Runs after the timed load: checks what the load wrote (e.g. no heartbeat lost or counted twice).
 * @property {(response: { status: number, body: unknown }) => string | null} [check]
 *   Checks the one response fetched before the load; returns a problem or null. Defaults to
 *   "HTTP 2xx, and envelope code 1000 when the body is an envelope".
 */

/**
 * @typedef {object} EndpointGroup
 * @property {string} name
 * @property {(database: SeedDatabase) => Promise<void>} [seed]
 *   Runs once per database with the server stopped, after its migrations and demo seed: plain SQL
 *   through `database.query(text, params)`, identical on PGlite and PostgreSQL. The server is
 *   restarted afterwards, so its caches see the data.
 * @property {(context: BenchContext) => Promise<void>} [prepare]
 *   Runs once per database against the running server, before this group is measured: sign in,
 *   create records through the API, and keep what the endpoints need in `context.state`.
 * @property {EndpointDefinition[]} endpoints
 * @property {object} [dedicated] The group runs on a database of its own instead of the run's
 *   fresh one, after the other groups (whose server stops meanwhile): for data too big to build
 *   per run. `seed` is not used then; `prepare` gets `context.sql` for direct SQL.
 * @property {('pglite' | 'postgres')[]} dedicated.databases Where it runs; elsewhere it is skipped with a note.
 * @property {string} dedicated.skipNote Why it does not run elsewhere.
 * @property {number} dedicated.budgetSeconds Most seconds building its data may take (watchdog budget).
 * @property {(settings: { postgresUrl: string }, root: string) => Promise<import('./lib/databases.mjs').DatabaseTarget>} dedicated.target
 * @property {(target: import('./lib/databases.mjs').DatabaseTarget) => Promise<unknown>} dedicated.setup
 *   Builds the data once the server has migrated the database (a no-op when a previous run built it).
 */

/** @param {BenchContext} context */
const sessionHeaders = (context) => ({ authorization: `Bearer ${context.state.certifiedToken}` });

/** @type {EndpointGroup[]} */
export const endpointGroups = [
  {
    name: 'ops',
    endpoints: [
      { name: 'healthz', path: '/healthz' },
      { name: 'api test', path: '/api/test' },
    ],
  },
  {
    name: 'regions',
    endpoints: [
      { name: 'region provinces', path: '/api/platform/region/list' },
      { name: 'region cities of 44', path: '/api/platform/region/list?parent=44' },
      { name: 'region hot', path: '/api/platform/region/hot' },
    ],
  },
  {
    name: 'categories',
    async prepare(context) {
      context.state.certifiedToken = await context.login('certified');
    },
    endpoints: [
      { name: 'category tree anonymous', path: '/api/platform/category/tree/0' },
      { name: 'category tree with session', path: '/api/platform/category/tree/0', headers: sessionHeaders },
    ],
  },
];

// ---- Learning (issue 4): the home feed, content detail, comments, search and heartbeats ----------

/** Demo content 1 is the seeded course "胸部低剂量 CT 肺结节筛查规范" (the seed inserts it first). */
const BENCH_CONTENT_ID = 1;
const BENCH_CONTENTS = 10_000;
const BENCH_HEARTBEATS = 100_000;
const BENCH_COMMENTS = 2_000;
/**
 * Learning sessions opened before the heartbeat run: each heartbeat of the run uses a fresh one
 * until all have had one, then the next sequence of each, which the server refuses (400) once it
 * claims more time than the session has lived, plus a minute. At 9,000 heartbeats a second on
 * PGlite (a fast host, 2026-11-27), 4,000 sessions ran their sequence to 17, and a third of the
 * run was refused; opening 20,000 on PGlite's single connection took longer than the bench allows
 * on a slow host.
 */
const BENCH_SESSIONS = { postgres: 20_000, pglite: 12_000 };

/**
 * Bigrams (and single CJK characters) of `text` in SQL, as search-text.ts computes them in
 * TypeScript, so seeded rows are found by the same index as console-written ones.
 */
const gramsSql = (text) =>
  `array(select distinct g from (
     select substr(${text}, i, 2) as g from generate_series(1, greatest(char_length(${text}) - 1, 1)) as i
     union all
     select substr(${text}, i, 1) from generate_series(1, char_length(${text})) as i
       where substr(${text}, i, 1) ~ '[一-龥]'
   ) as grams where g !~ '\\s')`;

/** @param {SeedDatabase} database */
async function seedLearning(database) {
  await database.query(
    `insert into contents (list_type, content_type, title, summary, cover, body, video_url, duration_seconds,
       tag_ids, status, published_at, approval_code, expires_at, view_count, search_text, search_grams)
     select list_type, content_type, title, summary, cover, body, video_url, 90, tag_ids, 1,
            now() - (i || ' minutes')::interval, 'IA-BENCH-' || i, now() + interval '365 days', i % 997,
            text, ${gramsSql('text')}
     from (
       select i, 1 + i % 3 as list_type, 1 + i % 2 as content_type,
              '基准课程 ' || i || ' ' || (array['肺结节','对比剂','脑卒中','冠脉','肝癌'])[1 + i % 5] as title,
              '第 ' || i || ' 讲的摘要：影像学习内容。' as summary,
              '/media/demo/covers/cover-' || (1 + i % 8) || '.jpg' as cover,
              repeat('<p>低剂量 CT 扫描参数、图像重建与结节测量；增强扫描与对比剂安全。</p>', 6) as body,
              '/media/demo/imaging-basics/index.m3u8' as video_url,
              array[1 + i % 8] as tag_ids,
              lower('基准课程 ' || i || ' ' || (array['肺结节','对比剂','脑卒中','冠脉','肝癌'])[1 + i % 5]
                    || ' 低剂量 ct 扫描参数、图像重建与结节测量；增强扫描与对比剂安全。') as text
       from generate_series(1, $1::int) as i
     ) as seeds`,
    [BENCH_CONTENTS],
  );
  // 100 000 heartbeats of 2 000 users over the bench contents, 10 per session, and the progress
  // rows they add up to (the writer keeps the two in step; the seed does it in SQL).
  await database.query(
    `insert into learn_logs (user_id, content_id, type, action_type, time_type, total_tims, position,
       client_session_id, sequence, created_at)
     select 100000 + i % 2000, 9 + (i / 10) % $2::int, 1, 'LEARN', 2, 15, 15 * (1 + i % 10),
            'bench-' || (i / 10), 1 + i % 10, now() - (i || ' seconds')::interval
     from generate_series(0, $1::int - 1) as i`,
    [BENCH_HEARTBEATS, BENCH_CONTENTS],
  );
  await database.query(
    `insert into learning_progress (user_id, content_id, type, total_tims, position, updated_at)
     select user_id, content_id, 1, sum(total_tims), max(position), max(created_at)
     from learn_logs where client_session_id like 'bench-%' group by user_id, content_id
     on conflict do nothing`,
  );
  await database.query(
    `insert into comments (content_id, type, user_id, content, status, created_at, updated_at)
     select $1::int, 1, 100000 + i % 2000, '第 ' || i || ' 条评论：讲得很清楚，受益匪浅。', 'published',
            now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
     from generate_series(1, $2::int) as i`,
    [BENCH_CONTENT_ID, BENCH_COMMENTS],
  );
  await database.query(`update contents set comment_count = $2::int where id = $1::int`, [
    BENCH_CONTENT_ID,
    BENCH_COMMENTS,
  ]);
  // As after any bulk import: fresh planner statistics. PostgreSQL's autovacuum would get there
  // within minutes, too late for the run; PGlite has none (the server refreshes them at start and
  // every 15 minutes, see db/planner-statistics.ts).
  await database.query('analyze');
}

/** @param {BenchContext} context */
async function openLearningSessions(context) {
  const sessions = [];
  const open = async () => {
    while (sessions.length < BENCH_SESSIONS[context.database]) {
      const response = await context.api('POST', '/api/platform/learnlog/create', {
        headers: sessionHeaders(context),
        body: { content_id: BENCH_CONTENT_ID, type: 1, content_type: 1 },
      });
      const sessionNum = /** @type {any} */ (response.body)?.data?.session_num;
      if (typeof sessionNum !== 'string') {
        throw new Error(`learnlog/create failed: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      }
      sessions.push(sessionNum);
    }
  };
  await Promise.all(Array.from({ length: 16 }, open));
  context.state.learningSessions = sessions;
}

endpointGroups.push({
  name: 'learning',
  seed: seedLearning,
  async prepare(context) {
    context.state.certifiedToken = await context.login('certified');
    await openLearningSessions(context);
  },
  endpoints: [
    { name: 'home recommend', path: '/api/platform/home/recommend', headers: sessionHeaders },
    { name: 'home section feed', path: '/api/platform/content/home/2', headers: sessionHeaders },
    {
      name: 'content list page 1',
      path: '/api/platform/content?typeMap=1&current=1&pageSize=10',
      headers: sessionHeaders,
    },
    { name: 'content detail', path: `/api/platform/content/${BENCH_CONTENT_ID}`, headers: sessionHeaders },
    {
      name: 'comment list',
      path: `/api/platform/comments?content_id=${BENCH_CONTENT_ID}&type=1&current=1&pageSize=10`,
      headers: sessionHeaders,
    },
    {
      name: 'search 肺结节',
      path: `/api/platform/home-search?keyword=${encodeURIComponent('肺结节')}&current=1&pageSize=10`,
      headers: sessionHeaders,
    },
    {
      name: 'heartbeat ingestion',
      method: 'POST',
      path: '/api/platform/learn-log',
      headers: sessionHeaders,
      nextBody: (context) => {
        const sessions = /** @type {string[]} */ (context.state.learningSessions);
        // Every request is a new heartbeat, across the runs at each connection count too: the
        // next session, and once all have had one, the next sequence of each (the counter lives
        // in the run's state, so a second run does not replay the first one's heartbeats).
        return () => {
          const index = Number(context.state.learningSent ?? 0);
          context.state.learningSent = index + 1;
          return {
            session_num: sessions[index % sessions.length],
            sequence: 1 + Math.floor(index / sessions.length),
            content_id: BENCH_CONTENT_ID,
            type: 1,
            action_type: 'LEARN',
            total_tims: 15,
            position: 15,
            time_type: 2,
          };
        };
      },
    },
  ],
});

// ---- Meetings (issue 5): live MEETING_VIEW heartbeats, checked for loss and double counting ---

/** Viewers signed in for the live run, and the viewing sessions each opens (GET meeting/{id}). */
const LIVE_VIEWERS = 50;
// 20 000 sessions: at 10 and then 100 connections a fast server takes some 70,000 heartbeats, and
// each session's sequence may run at most 4 ahead of its age (HEARTBEAT_SEQUENCE_SLACK_S). With
// 10,000 a run at 8,500 req/s had 2,859 of them refused as out of step (400).
const LIVE_SESSIONS_PER_VIEWER = 400;
/** Seconds each live heartbeat reports (the app sends one per 15 s of watching). */
const LIVE_HEARTBEAT_SECONDS = 15;

/**
 * The i-th heartbeat of the run: session i mod S, sequence 1 + ⌊i / S⌋, so every heartbeat is
 * new and sequences stay within what the server accepts for a session a few seconds old.
 * @param {BenchContext} context
 * @param {number} index
 */
function liveHeartbeat(context, index) {
  const sessions = /** @type {Array<{ token: string, session: string }>} */ (context.state.liveSessions);
  const slot = sessions[index % sessions.length];
  if (!slot) throw new Error('no live viewing sessions were opened');
  return {
    token: slot.token,
    body: {
      session_num: slot.session,
      sequence: 1 + Math.floor(index / sessions.length),
      content_id: context.state.liveMeetingId,
      type: 4,
      action_type: 'MEETING_VIEW',
      total_tims: LIVE_HEARTBEAT_SECONDS,
      position: 0,
      time_type: 1,
    },
  };
}

/** Runs `work` over 0..count-1 with `width` requests in flight. */
async function inParallel(count, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

endpointGroups.push({
  name: 'meetings',
  async prepare(context) {
    const viewerToken = await context.login('certified');
    const live = await context.api('GET', '/api/platform/meeting?state=live&current=1&pageSize=1', {
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    const meetingId = /** @type {any} */ (live.body)?.data?.data?.[0]?.id;
    if (typeof meetingId !== 'number') {
      throw new Error(`no live meeting in the demo seed: HTTP ${live.status} ${JSON.stringify(live.body)}`);
    }
    context.state.liveMeetingId = meetingId;
    context.state.liveToken = viewerToken;
    /** @type {Array<{ token: string, session: string }>} */
    const sessions = [];
    const viewers = [];
    for (let i = 0; i < LIVE_VIEWERS; i++) viewers.push(await context.login('certified'));
    await inParallel(LIVE_VIEWERS * LIVE_SESSIONS_PER_VIEWER, 16, async (index) => {
      const token = viewers[index % LIVE_VIEWERS] ?? viewerToken;
      const response = await context.api('GET', `/api/platform/meeting/${meetingId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const session = /** @type {any} */ (response.body)?.data?.viewing?.session_num;
      if (typeof session !== 'string') {
        throw new Error(`meeting/${meetingId} gave no viewing session: ${JSON.stringify(response.body)}`);
      }
      sessions.push({ token, session });
    });
    context.state.liveSessions = sessions;
    context.state.liveViewers = viewers;
    context.state.liveSent = 0;
    context.state.liveVerified = 0;
    context.state.liveAcknowledged = new Set();
  },
  endpoints: [
    {
      name: 'meeting list (live)',
      path: '/api/platform/meeting?state=live&current=1&pageSize=10',
      headers: (c) => ({ authorization: `Bearer ${c.state.liveToken}` }),
    },
    {
      // What a polling phone asks every 5 s (the live room's fallback, when no stream can be had).
      name: 'live snapshot',
      path: '/api/platform/meeting/live-snapshot/{liveMeetingId}',
      headers: (c) => ({ authorization: `Bearer ${c.state.liveToken}` }),
    },
    {
      // The spec's live status (the app reads it from the push or the snapshot).
      name: 'live status',
      path: '/api/platform/meeting/live-status/{liveMeetingId}',
      headers: (c) => ({ authorization: `Bearer ${c.state.liveToken}` }),
    },
    {
      name: 'live comments page 1',
      path: '/api/platform/comments?content_id={liveMeetingId}&type=4&current=1&pageSize=10',
      headers: (c) => ({ authorization: `Bearer ${c.state.liveToken}` }),
    },
    {
      name: 'meeting detail (live)',
      path: '/api/platform/meeting/{liveMeetingId}',
      headers: (c) => ({ authorization: `Bearer ${c.state.liveToken}` }),
    },
    {
      name: 'live heartbeat ingestion',
      method: 'POST',
      path: '/api/platform/score-log/meetingview',
      // Each heartbeat travels with its own viewer's session token.
      nextRequest: (context) => () => {
        const index = /** @type {number} */ (context.state.liveSent);
        context.state.liveSent = index + 1;
        const { token, body } = liveHeartbeat(context, index);
        return { headers: { authorization: `Bearer ${token}` }, body, id: index };
      },
      onAnswer(context, index, status, body) {
        if (status === 200 && typeof safeParse(body)?.data?.counted === 'boolean') {
          /** @type {Set<number>} */ (context.state.liveAcknowledged).add(index);
        }
      },
      /**
       * After a run: every heartbeat the server ACKNOWLEDGED is replayed and must be answered
       * "already counted" (none lost). The few that autocannon sent but never saw answered (cut
       * off when the run ended) are replayed too, only to tell whether they had reached the
       * server; after that every heartbeat is in once, so the viewers' live totals must be
       * exactly 15 s per heartbeat sent (none counted twice).
       */
      async verify(context) {
        const from = /** @type {number} */ (context.state.liveVerified);
        const sent = /** @type {number} */ (context.state.liveSent);
        context.state.liveVerified = sent;
        const acknowledged = /** @type {Set<number>} */ (context.state.liveAcknowledged);
        let lost = 0;
        let refused = 0;
        let unanswered = 0;
        let unansweredWritten = 0;
        let answered = 0;
        for (let index = from; index < sent; index++) if (acknowledged.has(index)) answered++;
        await inParallel(sent - from, 32, async (/** @type {number} */ offset) => {
          const index = from + offset;
          const { token, body } = liveHeartbeat(context, index);
          const response = await context.api('POST', '/api/platform/score-log/meetingview', {
            headers: { authorization: `Bearer ${token}` },
            body,
          });
          const data = /** @type {any} */ (response.body)?.data;
          if (response.status !== 200 || typeof data?.counted !== 'boolean') refused++;
          else if (!acknowledged.has(index)) {
            unanswered++;
            if (!data.counted) unansweredWritten++;
          } else if (data.counted) lost++;
        });
        let total = 0;
        const viewers = /** @type {string[]} */ (context.state.liveViewers);
        for (const token of viewers) {
          const response = await context.api('GET', `/api/platform/meeting/${context.state.liveMeetingId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          total += Number(/** @type {any} */ (response.body)?.data?.viewing?.live_tims ?? Number.NaN);
        }
        const expected = sent * LIVE_HEARTBEAT_SECONDS;
        const text =
          `${sent - from} heartbeats sent: ${answered} acknowledged, replayed: ${lost} lost, ` +
          `${refused} refused; ${unanswered} cut off unanswered at the end (${unansweredWritten} of them had been ` +
          `written); live seconds ${total} (expected 15 × ${sent} = ${expected})`;
        const problem = lost > 0 || refused > 0 || total !== expected ? `verification failed: ${text}` : null;
        return { text, problem };
      },
    },
  ],
});

/** @param {string} text */
function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---- Ranking (issue 6): boards of 100 000 users over 10 000 000 ledger rows -------------------

/** @param {string} key A `context.state` entry holding a session token. */
const tokenHeaders = (key) => (/** @type {BenchContext} */ context) => ({
  authorization: `Bearer ${context.state[key]}`,
});

/**
 * Rebuilds the boards through the sandbox and answers what it took. The server's own start-up
 * rebuild may hold the lock: then the call answers rows null, and it is asked again.
 * @param {BenchContext} context
 */
async function timedRankingRefresh(context) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await context.api('POST', '/api/sandbox/ranking/refresh', { timeoutMs: 600_000 });
    const data = /** @type {any} */ (response.body)?.data;
    if (response.status !== 200 || typeof data?.ms !== 'number') {
      throw new Error(`ranking refresh failed: HTTP ${response.status} ${JSON.stringify(response.body)}`);
    }
    if (data.rows !== null) return { rows: Number(data.rows), ms: Number(data.ms) };
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the ranking refresh never got its lock');
}

/**
 * Doctors of the ranking fixture signed in for the distinct-viewer run, and sessions each: more
 * sessions than the run sends requests (some 60,000 a level when the board is kept).
 */
const RANKING_DISTINCT_VIEWERS = 90_000;
const RANKING_SESSIONS_EACH = 3;

endpointGroups.push({
  name: 'ranking',
  dedicated: {
    databases: ['postgres'],
    skipNote: `${RANKING_LEDGER_ROWS / 1_000_000} M ledger rows are impractical in embedded PGlite`,
    budgetSeconds: 3600,
    target: rankingFixtureTarget,
    setup: ensureRankingData,
  },
  async prepare(context) {
    const sql = context.sql;
    if (!sql) throw new Error('the ranking group needs direct SQL (a dedicated database)');
    // A viewer on no board (the top page alone), and a doctor in the middle of the total board.
    context.state.unrankedToken = await context.login('certified');
    context.state.rankedToken = await context.login('certified');
    const me = await context.api('GET', '/api/platform/member/me', {
      headers: { authorization: `Bearer ${context.state.rankedToken}` },
    });
    const viewerId = Number(/** @type {any} */ (me.body)?.data?.id);
    if (!Number.isInteger(viewerId)) throw new Error(`member/me failed: ${JSON.stringify(me.body)}`);
    const [median] = await sql(
      `select coalesce(percentile_disc(0.5) within group (order by total), 1) as points
       from (select sum(points) as total from points_ledger where source_key like 'bench:%' group by user_id) totals`,
    );
    await sql(`update users set title = 'attending_physician', name = '基准医生' where id = $1`, [viewerId]);
    await sql(
      `insert into points_ledger (user_id, points, reason, source_key, action, created_at)
       values ($1, $2, '基准', 'bench-viewer', 'VIEW', now() - interval '1 day')`,
      [viewerId, Number(median?.points ?? 1)],
    );
    const refresh = await timedRankingRefresh(context);
    context.state.refresh = refresh;
    const list = await context.api('GET', '/api/platform/member/ranking-list/1?current=1&pageSize=20', {
      headers: { authorization: `Bearer ${context.state.rankedToken}` },
    });
    const data = /** @type {any} */ (list.body)?.data;
    if (!data?.me || data.above?.length === 0 || data.below?.length === 0) {
      throw new Error(
        `the bench viewer has no rank with neighbours: ${JSON.stringify(list.body).slice(0, 300)}`,
      );
    }
    context.state.viewerRank = `${data.me.rank} of ${data.total}`;
    context.state.rankedViewers = await signInRankingViewers(
      sql,
      RANKING_DISTINCT_VIEWERS,
      RANKING_SESSIONS_EACH,
    );
    // The rebuild rewrote some 460,000 board rows and the sign-ins wrote 270,000 sessions:
    // PostgreSQL's autovacuum and checkpointer would otherwise do that work during the
    // measurement, on the cores it shares with the server.
    await sql('vacuum analyze points_rankings');
    await sql('vacuum analyze sessions');
    await sql('checkpoint');
    context.state.rankedSent = 0;
  },
  endpoints: [
    {
      name: 'ranking top page',
      path: '/api/platform/member/ranking-list/1?current=1&pageSize=20',
      headers: tokenHeaders('unrankedToken'),
      async verify(context) {
        const refresh = /** @type {{ rows: number, ms: number }} */ (context.state.refresh);
        return {
          text:
            `one full refresh: ${refresh.rows} board rows from ${RANKING_LEDGER_ROWS} ledger rows of ` +
            `${RANKING_USERS} users in ${(refresh.ms / 1000).toFixed(1)} s`,
          problem: null,
        };
      },
    },
    {
      name: 'ranking own rank + neighbours',
      path: '/api/platform/member/ranking-list/1?current=1&pageSize=20',
      headers: tokenHeaders('rankedToken'),
      async verify(context) {
        return { text: `viewer ranked ${context.state.viewerRank} on the total board`, problem: null };
      },
    },
    {
      // What a meeting's audience opening the board looks like: every request a different doctor,
      // with a session no cache holds yet (more sessions than a run sends requests).
      name: 'ranking own rank, a different viewer each time',
      path: '/api/platform/member/ranking-list/1?current=1&pageSize=20',
      nextRequest: (context) => () => {
        const tokens = /** @type {string[]} */ (context.state.rankedViewers);
        const index = /** @type {number} */ (context.state.rankedSent);
        context.state.rankedSent = index + 1;
        return { headers: { authorization: `Bearer ${tokens[index % tokens.length]}` }, body: undefined };
      },
      async verify(context) {
        const sent = /** @type {number} */ (context.state.rankedSent);
        const sessions = /** @type {string[]} */ (context.state.rankedViewers).length;
        return {
          text:
            `${sent} requests, each with a session of its own, over ${RANKING_DISTINCT_VIEWERS} signed-in ` +
            `doctors of the fixture (${RANKING_SESSIONS_EACH} sessions each, a doctor's next one ` +
            `${RANKING_DISTINCT_VIEWERS} requests later)`,
          problem:
            sent > sessions
              ? `the run sent more requests (${sent}) than it has sessions (${sessions}): some repeated`
              : null,
        };
      },
    },
    {
      name: 'ranking month doctors',
      path: '/api/platform/member/ranking-list/2?role=doctor&current=1&pageSize=20',
      headers: tokenHeaders('rankedToken'),
    },
  ],
});

/** The console's analytics over the last 30 China days: what an operator opens first. */
const ANALYTICS_RANGE_DAYS = 30;
/** @param {BenchContext} context */
const consoleHeaders = (context) => ({ cookie: String(context.state.consoleCookie) });

/**
 * Waits until the rollups have read every learning log (the server's refresh job; its first round
 * reads the whole fixture). Answers the seconds waited.
 * @param {BenchContext} context
 */
async function awaitAnalyticsRollups(context) {
  const sql = context.sql;
  if (!sql) throw new Error('the analytics group needs direct SQL (a dedicated database)');
  const startedAt = Date.now();
  // The refresh job's first round starts with the server (runAtStart) and reads every log once.
  for (;;) {
    const [state] = await sql(
      `select (select last_log_id from analytics_refresh_state where name = 'learning') as done,
              (select max(id) from learn_logs) as top`,
    );
    if (state?.done !== null && state?.done !== undefined && Number(state.done) >= Number(state.top)) break;
    if (Date.now() - startedAt > 900_000)
      throw new Error('the analytics rollups were not built within 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Math.round((Date.now() - startedAt) / 1000);
}

endpointGroups.push({
  name: 'analytics',
  dedicated: {
    databases: ['postgres'],
    skipNote: `${ANALYTICS_LOG_ROWS / 1_000_000} M learning-log rows are impractical in embedded PGlite`,
    budgetSeconds: 3600,
    target: analyticsFixtureTarget,
    setup: ensureAnalyticsData,
  },
  async prepare(context) {
    const response = await fetch(`${context.origin}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'ImagingDemo#2024' }),
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie?.startsWith('ia_admin=')) throw new Error(`console sign-in failed: HTTP ${response.status}`);
    context.state.consoleCookie = cookie;
    context.state.rollupSeconds = await awaitAnalyticsRollups(context);
    const [rows] = /** @type {any[]} */ (
      await /** @type {NonNullable<BenchContext['sql']>} */ (context.sql)(
        'select count(*)::int as rows from analytics_learning_days',
      )
    );
    context.state.rollupRows = Number(rows?.rows ?? 0);
  },
  endpoints: [
    {
      name: 'analytics overview (30 days)',
      path: `/api/admin/analytics/overview?from=${benchDay(-(ANALYTICS_RANGE_DAYS - 1))}&to=${benchDay(0)}`,
      headers: consoleHeaders,
      async verify(context) {
        return {
          text:
            `rollups of ${ANALYTICS_LOG_ROWS} log rows of ${ANALYTICS_USERS} users: ` +
            `${context.state.rollupRows} member-day rows, ready after ${context.state.rollupSeconds} s`,
          problem: null,
        };
      },
    },
    {
      name: 'analytics per-content table (30 days)',
      path: `/api/admin/analytics/contents?from=${benchDay(-(ANALYTICS_RANGE_DAYS - 1))}&to=${benchDay(0)}&current=1&pageSize=20`,
      headers: consoleHeaders,
    },
  ],
});

/** A China day relative to today, as the console asks for it. */
function benchDay(/** @type {number} */ offset) {
  return new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}
