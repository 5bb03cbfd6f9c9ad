// N server nodes behind nginx on one PostgreSQL database and Redis, as `npm run start:cluster` runs
// them (issue 13): the live room measured through the balancer, for 1 and 2 nodes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, nginxConfig, redisAnswers } from '../../scripts/cluster-parts.mjs';
import { freePort, startAppServer, trackChild } from './children.mjs';

let clusters = 0;

/**
 * What a cluster needs beyond the database: nginx and a Redis that answers; a reason when one is
 * missing (the scenarios are then skipped with it).
 * @param {string} redisUrl
 * @returns {Promise<string | null>}
 */
export async function clusterUnavailable(redisUrl) {
  if (!findNginx()) return 'nginx is not installed (apt-get install nginx)';
  return (await redisAnswers(new URL(redisUrl))) ? null : `Redis does not answer at ${redisUrl}`;
}

/**
 * Starts `nodes` built servers on `target` (PostgreSQL), sharing Redis under a key prefix of this
 * cluster's own, its keys (one DATA_DIR: the first node generates them, the others start after it)
 * and the proxy's client address, then nginx in front on a free port of 127.0.0.1.
 * @param {{ root: string, target: import('./databases.mjs').DatabaseTarget, nodes: number,
 *   redisUrl: string, startTimeoutSeconds: number }} options
 * @returns {Promise<import('./children.mjs').ChildHandle>}
 */
export async function startNginxCluster({ root, target, nodes, redisUrl, startTimeoutSeconds }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  clusters += 1;
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `ia-bench-${process.pid}-${clusters}:`,
    // The phones' own addresses reach the nodes' per-IP limits through X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  /** @type {import('./children.mjs').ChildHandle[]} */
  const started = [];
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-bench-nginx-'));
  /** @type {{ stop: () => Promise<void> } | undefined} */
  let proxy;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(started.map((node) => node.stop()));
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const start = (/** @type {number} */ index) =>
      startAppServer({ root, target, startTimeoutSeconds, label: `node ${index + 1} of ${nodes}`, env });
    started.push(await start(0));
    started.push(...(await Promise.all(Array.from({ length: nodes - 1 }, (_, index) => start(index + 1)))));
    const port = await freePort();
    const nodePorts = started.map((node) => Number(new URL(node.origin).port));
    const confFile = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(confFile, nginxConfig({ listenPort: port, listenHost: '127.0.0.1', nodePorts, runDir }));
    /** @type {string[]} */
    const lines = [];
    const child = spawn(nginx, ['-p', runDir, '-e', 'stderr', '-c', confFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    proxy = trackChild(child);
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (!(await answers(`${origin}/readyz`))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not answer on ${origin}:\n${lines.slice(-20).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      label: `nginx → ${nodes} node${nodes === 1 ? '' : 's'}`,
      origin,
      pid: child.pid,
      tail: () => [...lines.slice(-10), ...started.map((node) => node.tail())].join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
