// The machine while a scenario step ran, second by second: how busy each core was (/proc/stat) and
// how much CPU the PostgreSQL processes on this machine took (/proc/<pid>/stat). Beside the server's
// own CPU (server-sampler.mjs) it says who held the other core: PostgreSQL or the load generator.
// Linux only; elsewhere it reads nothing and the line is left out.
import fs from 'node:fs';
import { statFieldsOf } from './cpu-pinning.mjs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build we run on). */
const TICKS_PER_SECOND = 100;
/** PostgreSQL forks a backend per new connection: its processes are listed again this often. */
const RESCAN_EVERY_SAMPLES = 5;

/**
 * @typedef {object} MachineSecond
 * @property {number} second Unix time in seconds when the sample was read.
 * @property {number[]} coreBusy Per core, the share of the time since the previous sample it was not idle.
 * @property {number[]} coreStolen Per core, the share the hypervisor gave to other machines (steal):
 *   counted in `coreBusy`, and time nothing on this machine could use.
 * @property {number} postgresShare CPU of every PostgreSQL process since the previous sample (1 = a core).
 */

/**
 * Busy, stolen and total jiffies of each core, from /proc/stat's `cpuN` lines (idle and iowait are
 * idle; steal, the 8th value, is busy).
 * @param {string} text
 * @returns {{ busy: number, stolen: number, total: number }[]}
 */
export function coreTimesOf(text) {
  return text
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const fields = line.trim().split(/\s+/).slice(1).map(Number);
      const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
      const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
      return { busy: total - idle, stolen: fields[7] ?? 0, total };
    });
}

/** The processes named `postgres` (the postmaster, its backends and its workers). */
function postgresProcesses() {
  /** @type {number[]} */
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8') === 'postgres\n') pids.push(Number(entry));
    } catch {
      // Gone since the listing.
    }
  }
  return pids;
}

/** User and system ticks of a process, or 0 once it is gone. @param {number} pid */
function ticksOf(pid) {
  try {
    const fields = statFieldsOf(pid);
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Samples the machine every `intervalMs` until stopped; answers the seconds it read. A process that
 * ended between two samples loses its last interval's ticks (a backend closed mid-step).
 * @param {{ intervalMs?: number, postgres?: boolean }} [options] `postgres`: count PostgreSQL's CPU.
 */
export function startMachineSampler({ intervalMs = 1000, postgres = false } = {}) {
  /** @type {MachineSecond[]} */
  const seconds = [];
  if (!fs.existsSync('/proc/stat')) return { stop: () => seconds };
  /** @type {number[]} */
  let pids = [];
  let samples = 0;
  /** @type {{ at: number, cores: { busy: number, stolen: number, total: number }[], postgres: Map<number, number> } | null} */
  let previous = null;
  const read = () => {
    const at = Date.now();
    const cores = coreTimesOf(fs.readFileSync('/proc/stat', 'utf8'));
    if (postgres && samples % RESCAN_EVERY_SAMPLES === 0) pids = postgresProcesses();
    samples += 1;
    const ticks = new Map(pids.map((pid) => [pid, ticksOf(pid)]));
    if (previous) {
      const before = previous;
      let postgresTicks = 0;
      for (const [pid, now] of ticks) {
        if (now > 0) postgresTicks += now - (before.postgres.get(pid) ?? now);
      }
      const share = (/** @type {'busy' | 'stolen'} */ part) =>
        cores.map((core, index) => {
          const last = before.cores[index];
          const total = last ? core.total - last.total : 0;
          return last && total > 0 ? (core[part] - last[part]) / total : 0;
        });
      seconds.push({
        second: Math.floor(at / 1000),
        coreBusy: share('busy'),
        coreStolen: share('stolen'),
        postgresShare: postgresTicks / TICKS_PER_SECOND / ((at - before.at) / 1000),
      });
    }
    previous = { at, cores, postgres: ticks };
  };
  read();
  const timer = setInterval(read, intervalMs);
  return {
    /** @returns {MachineSecond[]} */
    stop() {
      clearInterval(timer);
      return seconds;
    },
  };
}

/**
 * One line on the machine during a step: each core's busy share and PostgreSQL's CPU, median and
 * worst second, and the seconds (from `startSecond`, the step's first call) when the busiest core
 * was busiest.
 * @param {MachineSecond[]} samples
 * @param {number} startSecond
 * @param {{ postgres?: boolean }} [options]
 */
export function describeMachineSeconds(samples, startSecond, { postgres = false } = {}) {
  // The step's own seconds: not the load workers starting before its first call.
  const seconds = samples.filter((sample) => sample.second >= startSecond);
  if (seconds.length === 0) return '';
  const percent = (/** @type {number} */ share) => `${Math.round(share * 100)} %`;
  const spread = (/** @type {number[]} */ values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${percent(sorted[Math.floor(sorted.length / 2)] ?? 0)} median, ${percent(sorted.at(-1) ?? 0)} max`;
  };
  const coreCount = seconds[0]?.coreBusy.length ?? 0;
  const cores = Array.from(
    { length: coreCount },
    (_, index) =>
      `core ${index} ${spread(seconds.map((sample) => sample.coreBusy[index] ?? 0))} ` +
      `(stolen ${spread(seconds.map((sample) => sample.coreStolen[index] ?? 0))})`,
  );
  const busiest = [...seconds]
    .sort((a, b) => Math.max(...b.coreBusy) - Math.max(...a.coreBusy))
    .slice(0, 3)
    .map(
      (sample) =>
        `+${sample.second - startSecond} s: ${sample.coreBusy.map(percent).join(' / ')}` +
        (postgres ? `, PostgreSQL ${percent(sample.postgresShare)}` : ''),
    );
  return (
    `machine (${seconds.length} samples of /proc): busy ${cores.join('; ')}` +
    (postgres ? `; PostgreSQL ${spread(seconds.map((sample) => sample.postgresShare))} of a core` : '') +
    `; busiest seconds ${busiest.join('; ')}`
  );
}
