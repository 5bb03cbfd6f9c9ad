// Open-loop load: N simulated phones, each on its own keep-alive connection, sending what a
// scenario's behaviour schedules at the time it is due, never waiting for earlier answers to
// decide when to ask again. This file is the coordinator: it splits the phones over load workers
// (child processes, bench/load-worker.mjs), starts them together and merges what they measured.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { LOAD_CPUS, pinProcess } from './cpu-pinning.mjs';
import { mergeKindTallies, mergePhases, mergeTimelines } from './latency-stats.mjs';
import { now } from './scheduler.mjs';

const workerScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'load-worker.mjs');
/** Sockets one load worker may hold: the per-process limit is 20 000, minus room for the rest. */
const SOCKETS_PER_WORKER = 9000;
/**
 * The phones the workers simulate each have a CPU of their own; on one machine the workers would
 * otherwise take the server's CPU whenever a push or a burst of arrivals keeps them busy. So they
 * run on the load generator's core, the server on the servers' core (cpu-pinning.mjs); where cores
 * cannot be pinned, at this lower scheduling priority (nice) instead. A worker held back either way
 * sends late, and its lateness is timed against the server (calls are timed from when they were
 * due) and reported, so this cannot flatter.
 */
const WORKER_NICENESS = 10;
/** Time the workers get between the start order and the first arrival (they warm up in it). */
const START_MARGIN_MS = 2000;
/** How long a worker that sent its result is given to exit by itself before it is killed. */
const WORKER_EXIT_GRACE_MS = 3000;

/**
 * @typedef {object} BenchViewer A signed-in doctor the bench created (bench/lib/viewers.mjs).
 * @property {number} id users.id
 * @property {string} token The session token (Bearer).
 * @property {string} openid
 * @property {string} unionid
 */

/**
 * @typedef {BenchViewer & { index: number, arrivalAt: number }} StepViewer
 *   `index` is the phone's number in the step (its loopback address); `arrivalAt` absolute ms.
 */

/**
 * @typedef {object} ViewerContext What a behaviour's `startViewer` gets, in the load worker.
 * @property {StepViewer} viewer
 * @property {import('./phone.mjs').Phone} phone
 * @property {number} arrivedAt The arrival's due time (absolute ms).
 * @property {import('./scheduler.mjs').Scheduler['at']} at Schedules an action; false after the end.
 * @property {() => boolean} active False once the step's load has ended (no follow-up calls then).
 * @property {() => number} random This phone's own generator in [0, 1).
 * @property {Record<string, unknown>} options The scenario's options for this step.
 * @property {any} tally What the behaviour keeps for the whole worker (its `createTally`).
 * @property {import('./latency-stats.mjs').LatencyStats} stats For values that are not calls.
 */

/**
 * @typedef {object} Behaviour What a phone of a scenario does; exported as `behaviour` by the
 *   scenario's module and listed by name in bench/load-worker.mjs.
 * @property {() => any} createTally
 * @property {(context: ViewerContext) => void} startViewer
 * @property {(tally: any) => unknown} finishTally Makes the tally sendable (plain JSON).
 */

/**
 * @typedef {object} WorkerOrder
 * @property {string} behaviour The behaviour's name in bench/load-worker.mjs ('live-room', 'home-browsing').
 * @property {string} origin
 * @property {StepViewer[]} viewers
 * @property {number} endAt Absolute ms: nothing is sent from then on.
 * @property {number} timeoutMs A call unanswered this long fails (and the drain waits this long).
 * @property {number} streamStallMs A stream silent this long has dropped.
 * @property {Record<string, unknown>} options
 */

/**
 * @typedef {object} WorkerResult
 * @property {number} phones
 * @property {number} cutOff Calls still unanswered when the drain ended.
 * @property {Record<string, import('./latency-stats.mjs').KindTally>} stats
 * @property {Record<string, import('./latency-stats.mjs').KindTally>} lag
 * @property {import('./latency-stats.mjs').SecondTally[]} timeline
 * @property {import('./latency-stats.mjs').SlowCallPhases} phases
 * @property {unknown} tally
 */

/**
 * @typedef {object} StepResult
 * @property {number} viewers
 * @property {number} workers
 * @property {import('./latency-stats.mjs').KindSummary[]} kinds
 * @property {import('./latency-stats.mjs').KindSummary | undefined} lag How late the workers ran actions.
 * @property {import('./latency-stats.mjs').SecondTally[]} timeline Calls by the second they were due.
 * @property {import('./latency-stats.mjs').SlowCallPhases} phases Where the slow calls' time went.
 * @property {number} cutOff
 * @property {unknown[]} tallies One per worker, for the scenario's own merge.
 */

/** @type {Set<import('node:child_process').ChildProcess>} */
const workers = new Set();

/** Kills every load worker still running (on failure and Ctrl-C). */
export function killLoadWorkers() {
  for (const worker of workers) worker.kill('SIGKILL');
}

/**
 * How many load workers `viewers` phones need, each holding `socketsPerViewer` sockets.
 * @param {number} viewers
 * @param {number} socketsPerViewer
 */
export function workersFor(viewers, socketsPerViewer) {
  return Math.max(1, Math.ceil((viewers * socketsPerViewer) / SOCKETS_PER_WORKER));
}

/**
 * Forks one worker and resolves once it is ready for its order. `pinned`: on the load generator's
 * core, while the server measured has the servers' core; else at a lower priority.
 * @param {boolean} pinned
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, result: Promise<WorkerResult> }>}
 */
function startWorker(pinned) {
  // BENCH_WORKER_NODE_ARGS passes node flags to each load worker, e.g. "--cpu-prof --cpu-prof-dir=/tmp/w".
  const execArgv = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = fork(workerScript, [], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'], execArgv });
  const placed = pinned && pinProcess(child.pid, LOAD_CPUS);
  if (child.pid !== undefined && !placed) os.setPriority(child.pid, WORKER_NICENESS);
  workers.add(child);
  /** @type {string[]} */
  const errors = [];
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    errors.push(chunk.toString('utf8'));
    if (errors.length > 40) errors.shift();
  });
  /** @type {(value: WorkerResult) => void} */
  let resolveResult = () => {};
  /** @type {(error: Error) => void} */
  let rejectResult = () => {};
  const result = /** @type {Promise<WorkerResult>} */ (
    new Promise((resolve, reject) => {
      resolveResult = resolve;
      rejectResult = reject;
    })
  );
  // Handled by the caller once the order is sent; until then a failure only needs to be kept.
  result.catch(() => {});
  return new Promise((resolveReady, rejectReady) => {
    child.on('message', (/** @type {{ type: string, result?: WorkerResult, error?: string }} */ message) => {
      if (message.type === 'ready') resolveReady({ child, result });
      else if (message.type === 'result' && message.result) resolveResult(message.result);
      else if (message.type === 'failed') rejectResult(new Error(`load worker failed: ${message.error}`));
    });
    child.once('exit', (code, signal) => {
      workers.delete(child);
      const error = new Error(
        `load worker exited (${signal ?? code}) before its result:\n${errors.join('').slice(-2000)}`,
      );
      rejectReady(error);
      rejectResult(error);
    });
  });
}

/**
 * One step: `viewers.length` phones arrive evenly over `rampSeconds`, keep going for `holdSeconds`,
 * then stop; calls still out get `timeoutSeconds` to be answered. `pinWorkers` when the server
 * runs on the servers' core alone (one node, not a cluster behind nginx).
 * @param {{ behaviour: string, origin: string, viewers: BenchViewer[], rampSeconds: number,
 *   holdSeconds: number, timeoutSeconds: number, streamStallSeconds: number, workers: number,
 *   pinWorkers: boolean, options: Record<string, unknown> }} plan
 * @returns {Promise<StepResult>}
 */
export async function runOpenLoopStep(plan) {
  const count = Math.min(plan.workers, plan.viewers.length);
  const started = await Promise.all(Array.from({ length: count }, () => startWorker(plan.pinWorkers)));
  try {
    const rampMs = plan.rampSeconds * 1000;
    const startAt = now() + START_MARGIN_MS;
    const endAt = startAt + rampMs + plan.holdSeconds * 1000;
    /** @type {StepViewer[][]} */
    const shares = started.map(() => []);
    plan.viewers.forEach((viewer, index) => {
      // Arrivals spread evenly over the ramp; consecutive phones go to different workers.
      const arrivalAt = startAt + (index * rampMs) / plan.viewers.length;
      shares[index % count]?.push({ ...viewer, index, arrivalAt });
    });
    const deadlineMs = endAt - now() + 2 * plan.timeoutSeconds * 1000 + 30_000;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the load workers did not finish within ${Math.round(deadlineMs / 1000)} s`)),
        deadlineMs,
      );
    });
    started.forEach(({ child }, index) => {
      /** @type {WorkerOrder} */
      const order = {
        behaviour: plan.behaviour,
        origin: plan.origin,
        viewers: shares[index] ?? [],
        endAt,
        timeoutMs: plan.timeoutSeconds * 1000,
        streamStallMs: plan.streamStallSeconds * 1000,
        options: plan.options,
      };
      child.send({ type: 'run', order });
    });
    const results = /** @type {WorkerResult[]} */ (
      await Promise.race([Promise.all(started.map(({ result }) => result)), deadline]).finally(() =>
        clearTimeout(timer),
      )
    );
    return {
      viewers: plan.viewers.length,
      workers: count,
      kinds: mergeKindTallies(results.map((result) => result.stats)),
      lag: mergeKindTallies(results.map((result) => result.lag))[0],
      timeline: mergeTimelines(results.map((result) => result.timeline)),
      phases: mergePhases(results.map((result) => result.phases)),
      cutOff: results.reduce((sum, result) => sum + result.cutOff, 0),
      tallies: results.map((result) => result.tally),
    };
  } finally {
    // A worker exits by itself once it sent its result; a moment for that lets node flags that
    // write on exit (--cpu-prof) finish. One that is still running then is killed.
    const exited = (/** @type {import('node:child_process').ChildProcess} */ child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([Promise.all(started.map(({ child }) => exited(child))), delay(WORKER_EXIT_GRACE_MS)]);
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  }
}
