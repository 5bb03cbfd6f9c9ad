import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TypeMap } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot, serverRoot, testConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { contents, PublishStatus } from '../modules/content/content.table';
import { meetings } from '../modules/meetings/meetings.table';
import { DEMO_LIVE_MEETING_TITLE } from '../seed/meetings-seed';
import { TEST_POSTGRES_URL, testDatabaseKind } from './helper';

// Issue 18: a heartbeat the server acknowledged must survive the server being killed. The test
// starts the real server (a child process listening on 127.0.0.1, from the sources through tsx) on
// an on-disk database, drives it with 20 concurrent phones, each watching the live meeting and a
// course (a viewing session, then heartbeats 1..5, then a new session, as pages are revisited),
// kills it with SIGKILL mid-load, starts it again on the same database (the PGlite folder keeps the
// dead server's pid file), and replays every acknowledged heartbeat: each must answer "already
// counted". Runs once per database (api-pglite, api-postgres).

const CLIENTS = 20;
/** Heartbeats per viewing session: sequence n is accepted once (n - 1) × 15 s <= elapsed + 60 s. */
const BEATS_PER_SESSION = 5;
/** Load before the kill: enough acknowledgements that a lost write would show, and requests in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 300;
const LOAD_TIMEOUT_MS = 20_000;
const START_TIMEOUT_MS = 60_000;
const READY_LINE = '影像学院 Imaging Academy is running';

type HeartbeatKind = 'meeting' | 'learning';
interface Acknowledged {
  kind: HeartbeatKind;
  token: string;
  body: Record<string, string | number>;
}

/** A port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ServerProcess {
  origin: string;
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

/** Starts apps/server/src/server.ts on `env`'s database and waits until /readyz answers ok. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Vitest's own variables (NODE_ENV=test, TEST_DB) must not reach the server.
  const { NODE_ENV: _nodeEnv, TEST_DB: _testDb, VITEST: _vitest, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      SANDBOX: 'true',
      // A folder without index.html: the server serves the API only.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'ia-crash-no-dist'),
      ADMIN_DIST_DIR: path.join(os.tmpdir(), 'ia-crash-no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { origin: `http://127.0.0.1:${port}`, child, exited, output: () => output };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output}`);
    }
    if (output.includes(READY_LINE)) {
      const ready = await fetch(`${server.origin}/readyz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return server;
    }
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/** One request in the `{code,msg,data}` envelope; null when the connection failed. */
async function call(
  origin: string,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; data: Record<string, unknown> | null } | null> {
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await response.json()) as { data: Record<string, unknown> | null };
    return { status: response.status, data: response.ok ? envelope.data : null };
  } catch {
    return null;
  }
}

/** The database the server runs on: a PGlite folder or a PostgreSQL database, from the run's template. */
async function createDatabase(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-crash-'));
  if (testDatabaseKind === 'pglite') {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    await prepareDatabase(database, testConfig(), { seedDemo: true });
    await database.close();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ia_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await prepareDatabase(database, testConfig(), { seedDemo: true });
  await database.close();
  return {
    // The folder holds what the server keeps beside the database (its keys), the same after the restart.
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

describe(`kill -9 under heartbeat load (${testDatabaseKind})`, () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess | undefined;
  let meetingId = 0;
  let courseId = 0;

  beforeAll(async () => {
    database = await createDatabase();
    // The ids the demo seed gave the live meeting and the first course, read as the app would.
    const reader = await openDatabase(
      testDatabaseKind === 'pglite'
        ? { dataDir: path.join(database.env.DATA_DIR as string, 'pglite') }
        : { databaseUrl: database.env.DATABASE_URL },
    );
    const [meeting] = await reader.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.title, DEMO_LIVE_MEETING_TITLE));
    const [course] = await reader.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.listType, TypeMap.COURSE), eq(contents.status, PublishStatus.PUBLISHED)))
      .orderBy(contents.id)
      .limit(1);
    await reader.close();
    meetingId = Number(meeting?.id);
    courseId = Number(course?.id);
    server = await startServer(database.env);
  }, 180_000);

  afterAll(async () => {
    await stopServer(server);
    await database?.dispose();
  }, 60_000);

  it('loses no acknowledged heartbeat, and the server starts again on the same database', async () => {
    const running = server as ServerProcess;
    const tokens: string[] = [];
    for (let client = 0; client < CLIENTS; client++) {
      const login = await call(running.origin, 'POST', '/api/sandbox/login', null, { role: 'certified' });
      expect(login?.status, 'sandbox login').toBe(200);
      tokens.push(String(login?.data?.token));
    }

    const acknowledged: Acknowledged[] = [];
    let sent = 0;
    let killed = false;
    const phone = async (token: string, client: number) => {
      // Half the phones start on the course, half on the meeting; each alternates between them.
      for (let visit = client % 2; !killed; visit++) {
        const kind: HeartbeatKind = visit % 2 === 0 ? 'meeting' : 'learning';
        const opened =
          kind === 'meeting'
            ? await call(running.origin, 'GET', `/api/platform/meeting/${meetingId}`, token)
            : await call(running.origin, 'POST', '/api/platform/learnlog/create', token, {
                content_id: courseId,
                type: TypeMap.COURSE,
              });
        const viewing =
          kind === 'meeting' ? (opened?.data?.viewing as Record<string, unknown>) : opened?.data;
        if (typeof viewing?.session_num !== 'string') {
          if (!killed) throw new Error(`no ${kind} session: ${JSON.stringify(opened)}`);
          return;
        }
        for (let sequence = 1; sequence <= BEATS_PER_SESSION && !killed; sequence++) {
          const body: Acknowledged['body'] =
            kind === 'meeting'
              ? { session_num: viewing.session_num, sequence, content_id: meetingId, total_tims: 15 }
              : {
                  session_num: viewing.session_num,
                  sequence,
                  content_id: courseId,
                  type: TypeMap.COURSE,
                  total_tims: 15,
                };
          sent += 1;
          const url = kind === 'meeting' ? '/api/platform/score-log/meetingview' : '/api/platform/learn-log';
          const answer = await call(running.origin, 'POST', url, token, body);
          // Acknowledged: the phone got the success envelope (a cut connection or a 5xx is not).
          if (answer?.status === 200 && typeof answer.data?.counted === 'boolean') {
            acknowledged.push({ kind, token, body });
          } else if (!killed && answer) {
            throw new Error(`heartbeat refused before the kill: ${JSON.stringify(answer)}`);
          }
        }
      }
    };
    let failure: unknown = null;
    const phones = Promise.all(tokens.map((token, client) => phone(token, client))).catch((error) => {
      failure = error;
    });

    const loadDeadline = Date.now() + LOAD_TIMEOUT_MS;
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && Date.now() < loadDeadline && !failure) {
      await delay(20);
    }
    if (failure) throw failure;
    expect(acknowledged.length, 'acknowledged before the kill').toBeGreaterThanOrEqual(
      ACKNOWLEDGED_BEFORE_KILL,
    );
    const inFlight = sent - acknowledged.length;
    running.child.kill('SIGKILL');
    killed = true;
    await running.exited;
    await phones;
    const acknowledgedAtKill = acknowledged.length;

    if (testDatabaseKind === 'pglite') {
      // The dead server's lock is still there: a restart must see that its pid is gone.
      expect(fs.existsSync(path.join(database.env.DATA_DIR as string, 'server.pid'))).toBe(true);
    }
    server = await startServer(database.env);
    const restarted = server;

    let lost = 0;
    const refused: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let beat = acknowledged[next++]; beat; beat = acknowledged[next++]) {
          const url =
            beat.kind === 'meeting' ? '/api/platform/score-log/meetingview' : '/api/platform/learn-log';
          const answer = await call(restarted.origin, 'POST', url, beat.token, beat.body);
          if (answer?.status !== 200 || typeof answer.data?.counted !== 'boolean') {
            refused.push(`${beat.kind} ${JSON.stringify(answer)}`);
          } else if (answer.data.counted) lost += 1;
        }
      }),
    );
    const byKind = (kind: HeartbeatKind) => acknowledged.filter((beat) => beat.kind === kind).length;
    console.info(
      `crash test on ${testDatabaseKind}: ${acknowledgedAtKill} heartbeats acknowledged ` +
        `(${byKind('meeting')} meeting, ${byKind('learning')} learning), ${inFlight} in flight at the kill, ` +
        `${lost} lost, ${refused.length} refused on replay`,
    );
    expect(refused.slice(0, 3)).toEqual([]);
    expect(lost).toBe(0);
    expect(byKind('meeting')).toBeGreaterThan(0);
    expect(byKind('learning')).toBeGreaterThan(0);
  }, 120_000);
});
