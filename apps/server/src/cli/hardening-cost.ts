// `npx tsx apps/server/src/cli/hardening-cost.ts [--baseline <folder>]`: what the security headers
// and the input guard (plugins/security-headers.ts, plugins/input-guard.ts) add to a request, in
// microseconds of the server's CPU, against the same routes on a bare Fastify in the same run. With
// --baseline, another version of the two plugins (a folder holding both files, e.g. copied from an
// older commit into src/plugins/) is measured beside them. Each variant is a server process of its
// own on 127.0.0.1, asked over keep-alive HTTP; what is timed is that process's CPU time (so neither
// the client nor other work on a busy machine counts). Rounds alternate between the variants, and
// each figure is a median.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerInputGuard } from '../plugins/input-guard';
import { registerSecurityHeaders } from '../plugins/security-headers';

type Hardening = (app: FastifyInstance) => Promise<void> | void;

const ROUNDS = 11;
const REQUESTS_PER_ROUND = 3000;
const CONCURRENCY = 8;

/** What the apps' hottest requests look like: a GET with a path id and a query, and a heartbeat body. */
const REQUESTS = {
  'GET with query': { method: 'GET', path: '/api/platform/meeting/12?current=1&pageSize=10', body: null },
  'POST JSON heartbeat': {
    method: 'POST',
    path: '/api/platform/score-log/meetingview',
    body: JSON.stringify({
      session_num: 'm.12.3.1732600000000.abcdef0123456789',
      sequence: 3,
      content_id: 12,
      type: 4,
      action_type: 'MEETING_VIEW',
      total_tims: 15,
      position: 0,
      time_type: 1,
    }),
  },
} as const;

async function loadHardening(folder: string): Promise<Hardening> {
  const headers = (await import(path.resolve(folder, 'security-headers.ts'))) as {
    registerSecurityHeaders: Hardening;
  };
  const guard = (await import(path.resolve(folder, 'input-guard.ts'))) as {
    registerInputGuard: (app: FastifyInstance) => void;
  };
  return async (app) => {
    await headers.registerSecurityHeaders(app);
    guard.registerInputGuard(app);
  };
}

/** In a child: serves the bench routes with `variant`'s hardening, and its own CPU time at /cpu. */
async function serve(variant: string, baselineFolder: string | undefined): Promise<void> {
  const app = Fastify({ logger: false });
  if (variant === 'current') {
    registerSecurityHeaders(app);
    registerInputGuard(app);
  } else if (variant === 'baseline' && baselineFolder) {
    await (await loadHardening(baselineFolder))(app);
  }
  const answer = { code: 1000, msg: 'success', data: { counted: true } };
  app.get('/api/platform/meeting/:id', async () => answer);
  app.post('/api/platform/score-log/meetingview', async () => answer);
  app.get('/cpu', async () => process.cpuUsage());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(port: number, method: string, requestPath: string, body: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
        agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(text) : reject(new Error(`${response.statusCode} ${text}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

async function cpuMicroseconds(port: number): Promise<number> {
  const usage = JSON.parse(await send(port, 'GET', '/cpu', null)) as NodeJS.CpuUsage;
  return usage.user + usage.system;
}

async function startVariant(variant: string, baselineFolder: string | undefined) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...process.execArgv,
      process.argv[1] as string,
      '--serve',
      variant,
      ...(baselineFolder ? ['--baseline', baselineFolder] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const port = Number(/port (\d+)/.exec(line.toString())?.[1]);
  return { variant, port, child };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(baselineFolder: string | undefined): Promise<void> {
  const variants = ['bare Fastify', ...(baselineFolder ? ['baseline'] : []), 'current'];
  const servers = await Promise.all(variants.map((variant) => startVariant(variant, baselineFolder)));
  try {
    for (const [kind, request] of Object.entries(REQUESTS)) {
      const samples = new Map<string, number[]>(variants.map((name) => [name, []]));
      for (let round = 0; round <= ROUNDS; round += 1) {
        for (const server of servers) {
          const before = await cpuMicroseconds(server.port);
          let left = REQUESTS_PER_ROUND;
          await Promise.all(
            Array.from({ length: CONCURRENCY }, async () => {
              while (left-- > 0) await send(server.port, request.method, request.path, request.body);
            }),
          );
          const used = (await cpuMicroseconds(server.port)) - before;
          // Round 0 warms up the code paths and is not counted.
          if (round > 0) samples.get(server.variant)?.push(used / REQUESTS_PER_ROUND);
        }
      }
      const bare = median(samples.get('bare Fastify') ?? []);
      console.log(`\n${kind} (median of ${ROUNDS} rounds × ${REQUESTS_PER_ROUND} requests, server CPU)`);
      for (const [name, values] of samples) {
        const perRequest = median(values);
        const added = name === 'bare Fastify' ? '' : `  (+${(perRequest - bare).toFixed(1)} µs)`;
        console.log(`  ${name.padEnd(14)} ${perRequest.toFixed(1).padStart(6)} µs per request${added}`);
      }
    }
  } finally {
    agent.destroy();
    for (const server of servers) server.child.kill();
  }
}

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const serving = option('--serve');
(serving ? serve(serving, option('--baseline')) : measure(option('--baseline'))).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
