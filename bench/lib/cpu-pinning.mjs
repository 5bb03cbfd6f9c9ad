// Which core each process of an endpoint measurement runs on. On two cores the kernel sometimes put
// autocannon and the server on the same one for seconds at a time: hello-world measured 35,000 to
// 57,000 req/s within one run, so a ratio said as much about that as about the endpoint. With the
// server (and hello-world) on the first core and autocannon on the last, both run on one core each,
// as a load generator on a machine of its own would. PostgreSQL stays free to run on either.
import { execFileSync } from 'node:child_process';
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
