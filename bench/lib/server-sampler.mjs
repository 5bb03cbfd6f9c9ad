// What the server under test was doing, second by second, while a scenario step ran: its process
// CPU and its event-loop delay, read from its own /metrics (the bench reads it from loopback, which
// the server allows without a token). One small request a second; it shows whether slow calls came
// from a saturated server, a stalled event loop, or neither (then: the database or the generator).
import { request } from 'undici';

/**
 * @typedef {object} ServerSecond
 * @property {number} second Unix time in seconds when the sample was read.
 * @property {number} cpuShare Process CPU since the previous sample ÷ the time between them (1 = a core).
 * @property {number} loopMaxMs The event loop's longest delay since the previous sample.
 * @property {number} residentMb The process's resident memory.
 * @property {number} heartbeatStatements Heartbeat batch statements written so far (a counter).
 * @property {number} heartbeatsWritten Heartbeats those statements carried so far (a counter).
 * @property {number} gcPauseMs Garbage-collection pauses since the previous sample, every kind.
 * @property {number} majorCollections Full (mark-compact) collections since the previous sample.
 * @property {number} answered Requests the server answered so far, by its own count (a counter).
 * @property {number} answeredSlowly Of those, the ones it took over SERVER_SLOW_S to answer, from
 *   when it read the request to when it sent the answer (a counter): time spent inside the server.
 * @property {Record<string, number>} slowByRoute `answeredSlowly` by route ("POST /api/…"), each a counter.
 * @property {number} poolWaiting Queries queued for a database connection when the sample was read.
 * @property {number} broadcasts Live-room broadcasts written so far (a counter).
 * @property {number} broadcastSeconds Their time from first write to last, summed (a counter).
 * @property {number} broadcastWritingSeconds Of that, the time spent in the writes themselves (a counter).
 */

/** The bucket of the server's latency histogram that a slow answer falls past (seconds). */
const SERVER_SLOW_S = '0.1';

/** @param {string} text @param {string} name @param {string} [quantile] */
function metricValue(text, name, quantile) {
  const prefix = quantile === undefined ? `${name} ` : `${name}{quantile="${quantile}"} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? Number.NaN : Number(line.slice(prefix.length));
}

/**
 * The sum of a metric over all its label sets (`name{…} value` lines), NaN when it has none.
 * @param {string} text @param {string} name @param {string} [labels] only lines whose labels contain this
 */
function metricSum(text, name, labels = '') {
  let sum = Number.NaN;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) || !line.includes(labels)) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    sum = (Number.isNaN(sum) ? 0 : sum) + value;
  }
  return sum;
}

/**
 * The answers that took the server over SERVER_SLOW_S so far, by route: each route's count minus its
 * SERVER_SLOW_S bucket, from `http_request_duration_seconds{method,route}`.
 * @param {string} text
 * @returns {Record<string, number>}
 */
function slowAnswersByRoute(text) {
  /** @type {Record<string, number>} */
  const slow = {};
  const routeOf = (/** @type {string} */ line) =>
    `${/method="([^"]*)"/.exec(line)?.[1] ?? ''} ${/route="([^"]*)"/.exec(line)?.[1] ?? ''}`;
  for (const line of text.split('\n')) {
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith('http_request_duration_seconds_count{')) {
      const route = routeOf(line);
      slow[route] = (slow[route] ?? 0) + value;
    } else if (line.startsWith(`http_request_duration_seconds_bucket{le="${SERVER_SLOW_S}"`)) {
      const route = routeOf(line);
      slow[route] = (slow[route] ?? 0) - value;
    }
  }
  return slow;
}

/**
 * Samples `origin`'s /metrics every `intervalMs` until stopped; answers the seconds it read.
 * A sample that fails (the server busy past the timeout) is skipped, not fatal; a tick that comes
 * while the previous read is still waiting is skipped too (two overlapping reads answered together
 * would make a second of a few milliseconds).
 * @param {string} origin
 * @param {{ intervalMs?: number }} [options]
 */
export function startServerSampler(origin, { intervalMs = 1000 } = {}) {
  /** @type {ServerSecond[]} */
  const seconds = [];
  /** @type {{ at: number, cpu: number, gcSeconds: number, majors: number } | null} */
  let previous = null;
  let stopped = false;
  /** A read still waiting for its answer: the next tick is skipped, so samples never overlap. */
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      const response = await request(`${origin}/metrics`, {
        headersTimeout: intervalMs,
        bodyTimeout: intervalMs,
      });
      const text = await response.body.text();
      if (response.statusCode !== 200) return;
      const at = Date.now();
      const cpu = metricValue(text, 'process_cpu_seconds_total');
      const loopMax = metricValue(text, 'nodejs_eventloop_delay_seconds', 'max');
      const gcSeconds = metricSum(text, 'nodejs_gc_pause_seconds_sum');
      // prom-client writes a kind's line only once it has one: before the first full collection
      // the histogram has minor lines and no major one, which counts as none.
      const majors = Number.isFinite(gcSeconds)
        ? metricSum(text, 'nodejs_gc_pause_seconds_count', 'kind="major"') || 0
        : Number.NaN;
      const answered = metricSum(text, 'http_request_duration_seconds_count');
      const slowByRoute = slowAnswersByRoute(text);
      if (previous && Number.isFinite(cpu)) {
        seconds.push({
          second: Math.floor(at / 1000),
          cpuShare: (cpu - previous.cpu) / ((at - previous.at) / 1000),
          loopMaxMs: loopMax * 1000,
          residentMb: metricValue(text, 'process_resident_memory_bytes') / 2 ** 20,
          heartbeatStatements: metricValue(text, 'heartbeat_batch_size_count'),
          heartbeatsWritten: metricValue(text, 'heartbeat_batch_size_sum'),
          gcPauseMs: (gcSeconds - previous.gcSeconds) * 1000,
          majorCollections: majors - previous.majors,
          answered,
          // The routes' slow answers, added up (NaN before the histogram has any route).
          answeredSlowly: Number.isFinite(answered)
            ? Object.values(slowByRoute).reduce((sum, count) => sum + count, 0)
            : Number.NaN,
          slowByRoute,
          poolWaiting: metricSum(text, 'db_pool_connections', 'state="waiting"'),
          broadcasts: metricValue(text, 'live_room_broadcast_seconds_count'),
          broadcastSeconds: metricValue(text, 'live_room_broadcast_seconds_sum'),
          broadcastWritingSeconds: metricValue(text, 'live_room_broadcast_writing_seconds_sum'),
        });
      }
      if (Number.isFinite(cpu)) previous = { at, cpu, gcSeconds, majors };
    } catch {
      previous = null;
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => {
    if (!stopped) void read();
  }, intervalMs);
  void read();
  return {
    /** @returns {ServerSecond[]} */
    stop() {
      stopped = true;
      clearInterval(timer);
      return seconds;
    },
  };
}

/**
 * One line on the server during a step: its CPU and event-loop delay, median and worst second, and
 * the seconds (after `startSecond`, the step's first call) when its event loop was held longest.
 * @param {ServerSecond[]} seconds
 * @param {number} startSecond
 */
export function describeServerSeconds(seconds, startSecond) {
  if (seconds.length === 0) return '';
  const sorted = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);
  const cpu = sorted(seconds.map((sample) => sample.cpuShare));
  const loop = sorted(seconds.map((sample) => sample.loopMaxMs));
  const median = (/** @type {number[]} */ values) => values[Math.floor(values.length / 2)] ?? 0;
  const percent = (/** @type {number} */ share) => `${Math.round(share * 100)} %`;
  return (
    `server (${seconds.length} samples of /metrics): CPU ${percent(median(cpu))} of a core in the median second, ` +
    `${percent(cpu.at(-1) ?? 0)} at most; event-loop delay at most ${Math.round(median(loop))} ms in the median second, ` +
    `${Math.round(loop.at(-1) ?? 0)} ms in the worst (` +
    [...seconds]
      .sort((a, b) => b.loopMaxMs - a.loopMaxMs)
      .slice(0, 3)
      .map(
        (sample) =>
          `+${sample.second - startSecond} s: ${Math.round(sample.loopMaxMs)} ms, CPU ${percent(sample.cpuShare)}` +
          (Number.isFinite(sample.gcPauseMs) ? `, GC ${Math.round(sample.gcPauseMs)} ms` : ''),
      )
      .join('; ') +
    `); resident memory at most ${Math.round(Math.max(...seconds.map((sample) => sample.residentMb)))} MB` +
    describeCollections(seconds) +
    describeHeartbeatBatches(seconds) +
    describeSlowAnswers(seconds, startSecond) +
    describeBroadcasts(seconds)
  );
}

/**
 * How long the server took to write a live-room push to all its streams (first write to last), the
 * median and the longest of the seconds that had one: set beside the push spread the phones saw, it
 * tells the server's part of it from the readers'.
 * @param {ServerSecond[]} seconds
 */
function describeBroadcasts(seconds) {
  /** @type {{ ms: number, writingMs: number }[]} */
  const durations = [];
  for (const [index, sample] of seconds.entries()) {
    const previous = seconds[index - 1];
    if (!previous || !Number.isFinite(sample.broadcasts) || !Number.isFinite(previous.broadcasts)) continue;
    const count = sample.broadcasts - previous.broadcasts;
    if (count <= 0) continue;
    const per = (/** @type {number} */ now, /** @type {number} */ before) => ((now - before) / count) * 1000;
    durations.push({
      ms: per(sample.broadcastSeconds, previous.broadcastSeconds),
      writingMs: per(sample.broadcastWritingSeconds, previous.broadcastWritingSeconds),
    });
  }
  if (durations.length === 0) return '';
  durations.sort((a, b) => a.ms - b.ms);
  const worst = durations.at(-1);
  // A server without the writing split (before it existed) reports the total alone.
  const writing = (/** @type {{ ms: number, writingMs: number } | undefined} */ entry) =>
    entry && Number.isFinite(entry.writingMs) ? ` (${Math.round(entry.writingMs)} ms of it writing)` : '';
  const median = durations[Math.floor(durations.length / 2)];
  return (
    `; a broadcast took it ${Math.round(median?.ms ?? 0)} ms to write in the median second with one` +
    `${writing(median)}, ${Math.round(worst?.ms ?? 0)} ms at most${writing(worst)}`
  );
}

/**
 * How many answers took the server itself over SERVER_SLOW_S, and in which seconds most: set beside
 * the slow calls the phones saw, it tells time spent inside the server (its handlers, the database
 * pool) from time spent before it read the request or after it answered.
 * @param {ServerSecond[]} seconds
 * @param {number} startSecond
 */
function describeSlowAnswers(seconds, startSecond) {
  /** @type {{ second: number, slow: number, of: number, waiting: number }[]} */
  const perSecond = [];
  for (const [index, sample] of seconds.entries()) {
    const previous = seconds[index - 1];
    if (!previous || !Number.isFinite(sample.answeredSlowly) || !Number.isFinite(previous.answeredSlowly))
      continue;
    perSecond.push({
      second: sample.second - startSecond,
      slow: sample.answeredSlowly - previous.answeredSlowly,
      of: sample.answered - previous.answered,
      waiting: sample.poolWaiting,
    });
  }
  if (perSecond.length === 0) return '';
  const total = perSecond.reduce((sum, entry) => sum + entry.slow, 0);
  const worst = [...perSecond]
    .sort((a, b) => b.slow - a.slow)
    .filter((entry) => entry.slow > 0)
    .slice(0, 5)
    .map((entry) => `+${entry.second} s: ${entry.slow} of ${entry.of}`);
  const waiting = Math.max(
    0,
    ...perSecond.map((entry) => (Number.isFinite(entry.waiting) ? entry.waiting : 0)),
  );
  return (
    `; answers that took the server itself over ${Number(SERVER_SLOW_S) * 1000} ms: ${total}` +
    (worst.length > 0 ? ` (most at ${worst.join(', ')}${describeSlowRoutes(seconds)})` : '') +
    `; queries queued for a database connection at most ${waiting} when sampled`
  );
}

/**
 * The routes with the most answers over SERVER_SLOW_S in the step (first sample to last), or ''.
 * @param {ServerSecond[]} seconds
 */
function describeSlowRoutes(seconds) {
  const first = seconds[0]?.slowByRoute;
  const last = seconds.at(-1)?.slowByRoute;
  if (!first || !last) return '';
  const routes = Object.entries(last)
    .map(([route, count]) => /** @type {[string, number]} */ ([route, count - (first[route] ?? 0)]))
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  return routes.length > 0
    ? `; by route: ${routes.map(([route, count]) => `${route} ${count}`).join(', ')}`
    : '';
}

/**
 * How long garbage collection held the event loop: the median and the worst second, and the full
 * collections of the step (absent when the server does not report it).
 * @param {ServerSecond[]} seconds
 */
function describeCollections(seconds) {
  const known = seconds.filter((sample) => Number.isFinite(sample.gcPauseMs));
  if (known.length === 0) return '';
  const pauses = known.map((sample) => sample.gcPauseMs).sort((a, b) => a - b);
  const majors = known.reduce(
    (sum, sample) => sum + (Number.isFinite(sample.majorCollections) ? sample.majorCollections : 0),
    0,
  );
  return (
    `; garbage collection paused it ${Math.round(pauses[Math.floor(pauses.length / 2)] ?? 0)} ms in the median second, ` +
    `${Math.round(pauses.at(-1) ?? 0)} ms at most, with ${majors} full collection${majors === 1 ? '' : 's'}`
  );
}

/**
 * How the heartbeats of the step reached the database: statements, heartbeats per statement, and
 * the most statements in one second (the group commit's effect), from the server's own histogram.
 * @param {ServerSecond[]} seconds
 */
function describeHeartbeatBatches(seconds) {
  const first = seconds[0];
  const last = seconds.at(-1);
  if (
    !first ||
    !last ||
    !Number.isFinite(first.heartbeatStatements) ||
    !Number.isFinite(last.heartbeatStatements)
  )
    return '';
  const statements = last.heartbeatStatements - first.heartbeatStatements;
  const heartbeats = last.heartbeatsWritten - first.heartbeatsWritten;
  if (statements <= 0) return '';
  let most = 0;
  for (const [index, sample] of seconds.entries()) {
    const previous = seconds[index - 1];
    if (previous) most = Math.max(most, sample.heartbeatStatements - previous.heartbeatStatements);
  }
  return (
    `; heartbeats written by ${statements} statements (${(heartbeats / statements).toFixed(1)} per statement, ` +
    `at most ${most} statements in a second)`
  );
}
