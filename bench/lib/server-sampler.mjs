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
 */

/** @param {string} text @param {string} name @param {string} [quantile] */
function metricValue(text, name, quantile) {
  const prefix = quantile === undefined ? `${name} ` : `${name}{quantile="${quantile}"} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? Number.NaN : Number(line.slice(prefix.length));
}

/**
 * Samples `origin`'s /metrics every `intervalMs` until stopped; answers the seconds it read.
 * A sample that fails (the server busy past the timeout) is skipped, not fatal.
 * @param {string} origin
 * @param {{ intervalMs?: number }} [options]
 */
export function startServerSampler(origin, { intervalMs = 1000 } = {}) {
  /** @type {ServerSecond[]} */
  const seconds = [];
  /** @type {{ at: number, cpu: number } | null} */
  let previous = null;
  let stopped = false;
  const read = async () => {
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
      if (previous && Number.isFinite(cpu)) {
        seconds.push({
          second: Math.floor(at / 1000),
          cpuShare: (cpu - previous.cpu) / ((at - previous.at) / 1000),
          loopMaxMs: loopMax * 1000,
          residentMb: metricValue(text, 'process_resident_memory_bytes') / 2 ** 20,
          heartbeatStatements: metricValue(text, 'heartbeat_batch_size_count'),
          heartbeatsWritten: metricValue(text, 'heartbeat_batch_size_sum'),
        });
      }
      if (Number.isFinite(cpu)) previous = { at, cpu };
    } catch {
      previous = null;
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
          `+${sample.second - startSecond} s: ${Math.round(sample.loopMaxMs)} ms, CPU ${percent(sample.cpuShare)}`,
      )
      .join('; ') +
    `); resident memory at most ${Math.round(Math.max(...seconds.map((sample) => sample.residentMb)))} MB` +
    describeHeartbeatBatches(seconds)
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
