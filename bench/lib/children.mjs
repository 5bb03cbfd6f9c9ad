// Child processes of a bench run: started on a free port, awaited until ready, and always stopped,
// whether the run ends normally, fails, or is interrupted.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TAIL_LINES = 40;

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/** A port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} ChildHandle
 * @property {string} label
 * @property {string} origin `http://127.0.0.1:<port>`
 * @property {number | undefined} pid
 * @property {() => string} tail The last lines it printed, for error messages.
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after a grace period.
 */

/**
 * Starts `node <script>` on a free port and resolves once `readyLine` was printed and `readyPath`
 * answers with a 2xx whose body passes `isReady`. Rejects (and kills the child) on exit or timeout.
 * @param {{ label: string, script: string, args?: string[], nodeArgs?: string[], env?: Record<string, string>, readyLine: string,
 *   readyPath: string, isReady?: (body: string) => boolean, timeoutMs: number, cwd: string }} options
 * @returns {Promise<ChildHandle>}
 */
export async function startChild({
  label,
  script,
  args = [],
  env = {},
  readyLine,
  readyPath,
  isReady,
  timeoutMs,
  cwd,
  nodeArgs = [],
}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  /** @type {string[]} */
  const lines = [];
  let printedReadyLine = false;
  const collect = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (line.includes(readyLine)) printedReadyLine = true;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));

  const handle = {
    label,
    origin,
    pid: child.pid,
    tail: () => lines.join('\n'),
    stop: () => stopChild(child, exited),
  };

  const deadline = Date.now() + timeoutMs;
  let exitInfo = null;
  exited.then((info) => {
    exitInfo = info;
  });
  while (Date.now() < deadline) {
    if (exitInfo) {
      throw new Error(`${label} exited while starting (${JSON.stringify(exitInfo)}):\n${handle.tail()}`);
    }
    if (printedReadyLine && (await answers(`${origin}${readyPath}`, isReady))) return handle;
    await delay(100);
  }
  await handle.stop();
  throw new Error(`${label} was not ready within ${timeoutMs / 1000} s:\n${handle.tail()}`);
}

/** @param {string} url @param {((body: string) => boolean) | undefined} isReady */
async function answers(url, isReady) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = await response.text();
    return response.ok && (!isReady || isReady(body));
  } catch {
    return false;
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {Promise<unknown>} exited
 */
async function stopChild(child, exited, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Keeps a child that is not a node script (nginx) among those stopped on failure and interruption.
 * @param {import('node:child_process').ChildProcess} child
 */
export function trackChild(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { stop: () => stopChild(child, new Promise((resolve) => child.once('exit', resolve))) };
}

/** Stops every child still running (used on failure and interruption). */
export async function stopAllChildren() {
  await Promise.all(
    [...running].map((child) => stopChild(child, new Promise((r) => child.once('exit', r)), 3000)),
  );
}

/** Last resort when the process exits without cleaning up: no child outlives the bench. */
export function killAllChildrenNow() {
  for (const child of running) child.kill('SIGKILL');
}

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the built server prints once it listens. */
const SERVER_READY_LINE = '影像学院 Imaging Academy is running';

/**
 * Starts the built server (apps/server/dist) on `target`'s database as the bench measures it:
 * production mode, logs at warn, demo seed and sandbox on. Without `appsDist` it serves the API only
 * (the static apps are skipped); BENCH_SERVER_NODE_ARGS passes node flags to it, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load.
 * `env` adds to the target's (a node of a cluster: Redis, the proxy).
 * @param {{ root: string, target: { kind: string, env: Record<string, string> }, startTimeoutSeconds: number,
 *   label?: string, appsDist?: { web: string, admin: string }, env?: Record<string, string> }} options
 */
export function startAppServer({ root, target, startTimeoutSeconds, label, appsDist, env = {} }) {
  // A folder without index.html: the server skips the static apps and serves the API only.
  const noDist = path.join(os.tmpdir(), 'ia-bench-no-dist');
  return startChild({
    label: label ?? `server on ${target.kind}`,
    script: path.join(root, 'apps/server/dist/server.js'),
    nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    cwd: root,
    env: {
      ...target.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SANDBOX: 'true',
      WEB_DIST_DIR: appsDist?.web ?? noDist,
      ADMIN_DIST_DIR: appsDist?.admin ?? noDist,
      ...env,
    },
    readyLine: SERVER_READY_LINE,
    readyPath: '/readyz',
    isReady: (body) => JSON.parse(body).status === 'ok',
    timeoutMs: startTimeoutSeconds * 1000,
  });
}
