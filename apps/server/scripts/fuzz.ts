// `npm run fuzz`: the large schema-driven fuzz run (decision 029) over real HTTP. Starts the server
// from source on 127.0.0.1 (production mode, demo data, sandbox on) on a database of its own: a new
// PostgreSQL database on the server DATABASE_URL names (dropped afterwards; the database it names is
// never touched), else PGlite in a temporary folder. Sends FUZZ_REQUESTS requests (default 50,000)
// generated from the OpenAPI document, anonymous, as a member and as an operator, and prints the
// counts. Exits 1 on any answer >= 500, any answer outside the envelope, any timeout, or a server
// that died. Stops by itself at FUZZ_TIME_LIMIT_S (default 900 s).
//
// Settings (environment): FUZZ_SEED (default 18), FUZZ_REQUESTS, FUZZ_CONCURRENCY (default 8),
// FUZZ_TIMEOUT_MS (a request unanswered for this long is a hang; default 10,000), FUZZ_TIME_LIMIT_S,
// FUZZ_ROUTE (only operations whose key contains it), FUZZ_CASE (one case, as a failure prints it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_OPERATORS } from '../src/seed/demo-seed';
import { type FuzzAnswer, isStreamingAnswer } from '../src/test/fuzz/fuzz-answers';
import type { FuzzRequest, OpenApiDocument } from '../src/test/fuzz/fuzz-requests';
import {
  caseRequests,
  DEFAULT_FUZZ_SEED,
  FUZZ_ROLES,
  type FuzzRole,
  formatFailures,
  formatReport,
  numberFromEnv,
  planCases,
  runFuzz,
} from '../src/test/fuzz/fuzz-run';

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seed = numberFromEnv('FUZZ_SEED', DEFAULT_FUZZ_SEED);
const requestTarget = numberFromEnv('FUZZ_REQUESTS', 50_000);
const concurrency = numberFromEnv('FUZZ_CONCURRENCY', 8);
const timeoutMs = numberFromEnv('FUZZ_TIMEOUT_MS', 10_000);
const timeLimitMs = numberFromEnv('FUZZ_TIME_LIMIT_S', 900) * 1000;
const SERVER_START_TIMEOUT_MS = 180_000;
const READY_LINE = 'Imaging Academy is running';
/** Beyond the start and the run: the last requests' timeouts, the report, the server's shutdown. */
const WATCHDOG_SLACK_MS = 120_000;

/** Where the fuzzed server keeps its data, and how to remove it. */
interface FuzzDatabase {
  description: string;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function createDatabase(): Promise<FuzzDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-fuzz-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      description: `PGlite in ${dataDir}`,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dispose: async () => removeFolder(),
    };
  }
  const name = `ia_fuzz_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    description: `PostgreSQL, database ${name} on ${url.host}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async dispose() {
      await admin(`drop database if exists ${name} with (force)`);
      removeFolder();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server's error lines (pino JSON at level >= 50), grouped by message. */
class ServerLog {
  readonly errors = new Map<string, number>();
  /** Answers of 400 for a value its column cannot hold (decision 029): a schema looser than its column. */
  refusedValues = 0;
  private readonly tail: string[] = [];
  private ready = false;

  read(chunk: Buffer): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (line.includes(READY_LINE)) this.ready = true;
      this.tail.push(line);
      if (this.tail.length > 40) this.tail.shift();
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        if (entry.msg === 'value refused by the database') this.refusedValues += 1;
        if ((entry.level ?? 0) >= 50) {
          const message = `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 200);
          this.errors.set(message, (this.errors.get(message) ?? 0) + 1);
        }
      } catch {
        // Not a log line (the start banner).
      }
    }
  }

  isReady(): boolean {
    return this.ready;
  }

  lastLines(): string {
    return this.tail.join('\n');
  }
}

interface RunningServer {
  origin: string;
  child: ChildProcess;
  log: ServerLog;
  exited: Promise<{ code: number | null; signal: string | null }>;
  hasExited(): boolean;
}

async function startServer(database: FuzzDatabase): Promise<RunningServer> {
  const port = await freePort();
  const noApps = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-fuzz-no-apps-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SANDBOX: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      // A folder without index.html: the server answers the API only.
      WEB_DIST_DIR: noApps,
      ADMIN_DIST_DIR: noApps,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = new ServerLog();
  child.stdout?.on('data', (chunk: Buffer) => log.read(chunk));
  child.stderr?.on('data', (chunk: Buffer) => log.read(chunk));
  let exitedAlready = false;
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedAlready = true;
      resolve({ code, signal });
    }),
  );
  const server: RunningServer = {
    origin: `http://127.0.0.1:${port}`,
    child,
    log,
    exited,
    hasExited: () => exitedAlready,
  };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitedAlready) throw new Error(`the server exited while starting:\n${log.lastLines()}`);
    if (log.isReady()) {
      const ready = await fetch(`${server.origin}/readyz`).catch(() => null);
      if (ready?.ok) return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${log.lastLines()}`);
}

async function stopServer(server: RunningServer): Promise<void> {
  if (server.hasExited()) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/** One request on a kept-alive socket, as the bytes say: no URL normalisation, no header rules. */
function httpSend(
  agent: http.Agent,
  origin: string,
  request: FuzzRequest,
  signal: AbortSignal,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(origin);
    const outgoing = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        signal,
      },
      (incoming) => {
        const contentType = String(incoming.headers['content-type'] ?? '');
        const status = incoming.statusCode ?? 0;
        if (isStreamingAnswer(contentType)) {
          incoming.destroy();
          resolve({ status, contentType, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A JSON POST from `localAddress`: its status, body and cookies. */
function postJson(
  origin: string,
  pathname: string,
  payload: unknown,
  localAddress: string,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const target = new URL(origin);
    const body = JSON.stringify(payload);
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: pathname,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: incoming.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Signs the member and the operator in over HTTP. The operator signs in from a new loopback address
 * each time (127.0.x.y all reach this machine): the console's sign-in limit, 20 a minute per
 * address, would otherwise be spent by the fuzz's own logouts, and it is not what is measured.
 */
function identities(origin: string) {
  const headers: Record<FuzzRole, Record<string, string>> = { anonymous: {}, member: {}, operator: {} };
  const operator = DEMO_OPERATORS[0];
  let signIns = 0;
  const signIn = async (role: FuzzRole): Promise<void> => {
    if (role === 'anonymous') return;
    signIns += 1;
    const from = `127.0.${Math.floor(signIns / 250) % 250}.${(signIns % 250) + 2}`;
    const response =
      role === 'member'
        ? await postJson(origin, '/api/sandbox/login', { role: 'certified' }, from)
        : await postJson(
            origin,
            '/api/admin/auth/login',
            { username: operator.username, password: operator.password },
            from,
          );
    if (response.status !== 200)
      throw new Error(`signing in as ${role} failed: ${response.status} ${response.body}`);
    if (role === 'member') {
      headers.member = {
        authorization: `Bearer ${(JSON.parse(response.body) as { data: { token: string } }).data.token}`,
      };
      return;
    }
    const cookie = response.cookies.find((value) => value.startsWith('ia_admin='));
    if (!cookie) throw new Error('the console sign-in set no ia_admin cookie');
    headers.operator = { cookie: cookie.split(';')[0] ?? '' };
  };
  return { headers: (role: FuzzRole) => headers[role], renew: signIn };
}

async function main(): Promise<number> {
  const database = await createDatabase();
  let server: RunningServer | undefined;
  const interrupt = (exitCode: number) => {
    if (server) server.child.kill('SIGKILL');
    database.dispose().finally(() => process.exit(exitCode));
  };
  process.once('SIGINT', () => interrupt(130));
  process.once('SIGTERM', () => interrupt(143));
  // However the run goes (a sign-in that never answers, a stuck clean-up), it ends: start, run, stop.
  const watchdog = setTimeout(
    () => {
      console.error('fuzz: still running past its time limit; stopping');
      interrupt(1);
    },
    SERVER_START_TIMEOUT_MS + timeLimitMs + WATCHDOG_SLACK_MS,
  );
  watchdog.unref();
  try {
    console.log(`fuzz: starting the server on ${database.description}`);
    const started = Date.now();
    server = await startServer(database);
    console.log(`fuzz: server ready at ${server.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const document = (await (await fetch(`${server.origin}/api/docs/json`)).json()) as OpenApiDocument;
    const people = identities(server.origin);
    await people.renew('member');
    await people.renew('operator');

    const operationCount = Object.values(document.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    const casesPerRoute = Math.max(1, Math.ceil(requestTarget / (operationCount * FUZZ_ROLES.length)));
    const cases = planCases(document, {
      seed,
      casesPerRoute,
      ...(process.env.FUZZ_ROUTE ? { route: process.env.FUZZ_ROUTE } : {}),
      ...(process.env.FUZZ_CASE ? { caseId: process.env.FUZZ_CASE } : {}),
    });
    console.log(
      `fuzz: ${cases.length} requests (${casesPerRoute} per operation and role, ${operationCount} operations), ` +
        `seed ${seed}, ${concurrency} at a time, ${timeoutMs} ms each at most, ${timeLimitMs / 1000} s in all at most`,
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const origin = server.origin;
    const report = await runFuzz({
      seed,
      operations: new Set(cases.map((fuzzCase) => fuzzCase.operation.key)).size,
      cases,
      requestOf: caseRequests(document, seed),
      send: (request, signal) => httpSend(agent, origin, request, signal),
      identities: people,
      concurrency,
      timeoutMs,
      timeLimitMs,
      progressEvery: 5000,
      onProgress: (done, total) => console.log(`fuzz: ${done} / ${total}`),
    });
    agent.destroy();
    const alive = !server.hasExited() && (await fetch(`${origin}/readyz`).catch(() => null))?.ok === true;

    console.log(`\n${formatReport(report)}`);
    if (report.failures.length > 0) console.log(`\n${formatFailures(report, 'npm run fuzz')}`);
    console.log(`values the database refused (answered 400, logged at warn): ${server.log.refusedValues}`);
    if (server.log.errors.size > 0) {
      console.log('\nserver errors logged:');
      for (const [message, count] of server.log.errors) console.log(`  ${count} × ${message}`);
    }
    if (!alive) console.log(`\nthe server is no longer answering:\n${server.log.lastLines()}`);
    return report.failures.length === 0 && alive ? 0 : 1;
  } finally {
    if (server) await stopServer(server);
    await database.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
