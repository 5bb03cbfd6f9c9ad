// Which core each process of an endpoint measurement runs on. On two cores the kernel sometimes put
// autocannon and the server on the same one for seconds at a time: hello-world measured 35,000 to
// 57,000 req/s within one run, so a ratio said as much about that as about the endpoint. With the
// server (and hello-world) on the first core and autocannon on the last, both run on one core each,
// as a load generator on a machine of its own would. PostgreSQL stays free to run on either, unless
// BENCH_PIN_POSTGRES=1 moves it to the load generator's core (pinPostgres).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const cpuCount = os.availableParallelism();

/** The cores the servers measured run on, and the one the load generator runs on. */
export const SERVER_CPUS = '0';
export const LOAD_CPUS = String(cpuCount - 1);
const ALL_CPUS = `0-${cpuCount - 1}`;

/**
 * Binds a process (all its threads) to `cpus` with util-linux's taskset; answers false, and changes
 * nothing, on a machine of one core or without taskset.
 * @param {number | undefined} pid
 * @param {string} cpus
 */
export function pinProcess(pid, cpus) {
  if (pid === undefined || cpuCount < 2 || process.env.BENCH_PIN === '0') return false;
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Lets a pinned process run on every core again (before the scenarios, whose workers it forks). */
export function unpinProcess(pid) {
  return pinProcess(pid, ALL_CPUS);
}

/** The cores a process may run on, as taskset lists them ("0,1", "0-3"); undefined if unreadable. @param {number} pid */
function cpuListOf(pid) {
  try {
    const output = execFileSync('taskset', ['--cpu-list', '--pid', String(pid)], { encoding: 'utf8' });
    return output.split(':').at(-1)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A process's parent, from /proc. @param {number} pid */
function parentOf(pid) {
  return Number(statFieldsOf(pid)[1]);
}

/**
 * The fields of /proc/<pid>/stat after the command name: [0] the state, [1] the parent, [11] and
 * [12] the user and system CPU ticks. The name (field 2) is in parentheses and may hold spaces, so
 * the fields are counted from its ")". Throws once the process is gone.
 * @param {number} pid
 */
export function statFieldsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The processes whose parent is `pid` (a postmaster's: its backends and background workers). @param {number} pid */
function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        return parentOf(candidate) === pid;
      } catch {
        return false;
      }
    });
}

/**
 * Moves a PostgreSQL server that runs on this machine to `cpus`: its postmaster, every process it
 * forked, and so every backend it forks later. In production the database has a host of its own;
 * here, left free, its backends woke on the core of the server that queried them and ran in its
 * time. Answers how to put every process back where it was, or undefined (and changes nothing) when
 * the server is elsewhere, or its processes may not be moved by this user, or pinning is off.
 * @param {(text: string) => Promise<Record<string, unknown>[]>} query
 * @param {string} cpus
 * @returns {Promise<(() => void) | undefined>}
 */
export async function pinPostgres(query, cpus) {
  if (cpuCount < 2 || process.env.BENCH_PIN === '0') return undefined;
  const [row] = await query('select pg_backend_pid() as pid');
  const backend = Number(row?.pid);
  let postmaster;
  try {
    postmaster = parentOf(backend);
    if (fs.readFileSync(`/proc/${postmaster}/comm`, 'utf8').trim() !== 'postgres') return undefined;
  } catch {
    return undefined;
  }
  const original = cpuListOf(postmaster);
  if (original === undefined) return undefined;
  const family = () => [postmaster, ...childrenOf(postmaster)];
  if (!family().every((pid) => pinProcess(pid, cpus) || !fs.existsSync(`/proc/${pid}`))) {
    for (const pid of family()) pinProcess(pid, original);
    return undefined;
  }
  return () => {
    for (const pid of family()) pinProcess(pid, original);
  };
}
