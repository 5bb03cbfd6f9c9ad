import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, TypeMap } from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { startTestS3, type TestS3 } from '../lib/file-storage/s3-test-server';
import { certificationSubmissions } from '../modules/certification/certification.table';
import { hospitals } from '../modules/hospitals/hospitals.table';
import { insertMeeting } from '../modules/meetings/meetings.fixtures';
import { messages } from '../modules/messages/messages.table';
import { pointsLedger } from '../modules/points/points.table';
import { tinyJpeg } from '../modules/uploads/test-images';
import { uploads } from '../modules/uploads/uploads.table';
import { wechatIdentities } from '../modules/users/users.table';
import { TEST_POSTGRES_URL } from './database-templates';

/**
 * Issue 13's scale-out (Redis, the shared keys, object storage), shown on two real server processes (tsx-run server.ts on two
 * ports) sharing one fresh PostgreSQL database and one Redis this test starts on a port of its own
 * (so it can take Redis away and bring it back). The nodes keep the catalogue's shared answers for
 * 30 s (CATALOGUE_CACHE_MS) and sessions for 30 s: what another node changed can only show sooner
 * through the invalidation bus. Each node has a DATA_DIR of its own, and both keep uploads in one
 * S3-compatible bucket (s3rver on loopback, started here; decision 040). Runs in the `cluster`
 * project (vitest.config.ts), when PostgreSQL and redis-server are there.
 */

const PASSWORD = 'ImagingDemo#2024';
const STARTUP_MS = 90_000;

interface Node {
  name: string;
  base: string;
  process: ChildProcess;
  /** Every line the process wrote (pino's JSON lines and the banner). */
  lines: string[];
}

interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Where the nodes' Redis comes from: a redis-server this test starts on a free port (so it can kill
 * and restart it), else the machine's Redis at 127.0.0.1:6379 under a key prefix of this run (then
 * without the outage), else nowhere (the file is skipped).
 */
const ownRedis = spawnSync('redis-server', ['--version']).status === 0;
const machineRedis = !ownRedis && (await redisAnswers(6379));

describe.runIf(ownRedis || machineRedis)('two server processes on one PostgreSQL and one Redis', () => {
  const databaseName = `ia_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-cluster-'));
  let redisPort = 0;
  let redis: ChildProcess | null = null;
  /** The bucket both nodes store uploads in. */
  let s3: TestS3 | undefined;
  const nodes: Node[] = [];
  let one: Node;
  let two: Node;
  let operatorCookie = '';
  /** The test's own handle on the nodes' database (fixtures, and counting what the nodes wrote). */
  let database: DatabaseHandle | undefined;

  async function call(
    node: Node,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) {
    const response = await fetch(`${node.base}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { text } } as Answer;
  }

  async function member(node: Node, role = 'certified') {
    const answer = await call(node, 'POST', '/api/sandbox/login', {}, { role });
    const { token, openid } = answer.body.data as { token: string; openid: string };
    return { token, openid, headers: { authorization: `Bearer ${token}` } };
  }

  function startNode(name: string, port: number, databaseUrl: string): Node {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEPLOYMENT: 'dev',
          SANDBOX: 'true',
          SEED_DEMO: 'false',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'info',
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(dataDir, name),
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          REDIS_KEY_PREFIX: `ia-test:${process.pid}:`,
          CATALOGUE_CACHE_MS: '30000',
          DRAIN_DELAY_MS: '3000',
          METRICS_TOKEN: '',
          ...sharedKeys(),
          ...s3?.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const node: Node = { name, base: `http://127.0.0.1:${port}`, process: child, lines: [] };
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const text = partial + chunk.toString();
        const lines = text.split('\n');
        partial = lines.pop() ?? '';
        node.lines.push(...lines);
      });
    }
    nodes.push(node);
    return node;
  }

  /**
   * The keys every node is given (decision 033): one field key file and one secret per purpose.
   * Each node keeps its own DATA_DIR, so without these each would generate a key of its own.
   */
  let keys: Record<string, string> | undefined;
  function sharedKeys(): Record<string, string> {
    if (keys) return keys;
    const file = path.join(dataDir, 'field-key.pem');
    fs.mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    const secret = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
    keys = {
      FIELD_KEY_FILE: file,
      SESSION_SECRET: secret('s1'),
      CODE_SECRET: secret('c1'),
      DRUG_SAFETY_KEY: secret('d1'),
    };
    return keys;
  }

  async function readiness(node: Node) {
    const response = await fetch(`${node.base}/readyz`);
    return { status: response.status, body: (await response.json()) as { status: string; redis?: string } };
  }

  const logged = (node: Node, level: number, message: string) =>
    node.lines.some((line) => line.includes(`"level":${level}`) && line.includes(message));

  /** The ids the app lists to `who` through `node` (the catalogue's shared answer). */
  async function listedIds(node: Node, who: { headers: Record<string, string> }): Promise<number[]> {
    const answer = await call(node, 'GET', '/api/platform/content?typeMap=1&pageSize=50', who.headers);
    expect(answer.body.code).toBe(1000);
    return (answer.body.data as { data: { id: number }[] }).data.map((row) => row.id);
  }

  const comment = (
    node: Node,
    who: { headers: Record<string, string> },
    contentId: number,
    type: number,
    text: string,
  ) =>
    call(node, 'POST', '/api/platform/comments', who.headers, {
      content_id: contentId,
      type,
      content: text,
    });

  beforeAll(async () => {
    if (ownRedis) {
      redisPort = await freePort();
      redis = startRedis(redisPort);
      await until('redis-server', 10_000, async () => ((await redisAnswers(redisPort)) ? true : undefined));
    } else {
      redisPort = 6379;
    }

    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    // Migrated and seeded once here, so the two nodes start on a ready database side by side.
    database = await openDatabase({ databaseUrl: url.toString() });
    await prepareDatabase(database, testConfig({ DATA_DIR: path.join(dataDir, 'seed') }), {
      seedDemo: true,
    });

    s3 = await startTestS3();
    const [portOne, portTwo] = [await freePort(), await freePort()];
    one = startNode('one', portOne, url.toString());
    two = startNode('two', portTwo, url.toString());
    for (const node of [one, two]) {
      await until(`node ${node.name} ready`, STARTUP_MS, async () =>
        (await readiness(node)).status === 200 ? true : undefined,
      );
    }
    const login = await fetch(`${one.base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: PASSWORD }),
    });
    operatorCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(operatorCookie).toMatch(/^ia_admin=/);
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    for (const node of nodes) node.process.kill('SIGKILL');
    await database?.close();
    redis?.kill('SIGKILL');
    await s3?.close();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both nodes report Redis up', async () => {
    for (const node of [one, two]) {
      expect(await readiness(node)).toEqual({
        status: 200,
        body: { status: 'ok', database: 'postgres', redis: 'up' },
      });
    }
  });

  it("counts one member's comments on both nodes against one limit: the 7th within a minute is refused", async () => {
    const poster = await member(one);
    const [contentId] = await listedIds(one, poster);
    const answers: Answer[] = [];
    for (let index = 0; index < 7; index += 1) {
      answers.push(
        await comment(
          index % 2 === 0 ? one : two,
          poster,
          contentId ?? 0,
          TypeMap.COURSE,
          `第${index + 1}条`,
        ),
      );
    }
    expect(answers.slice(0, 6).map((answer) => answer.body.code)).toEqual([
      1000, 1000, 1000, 1000, 1000, 1000,
    ]);
    expect(answers[6]).toMatchObject({ status: 429, body: { code: ErrorCode.RATE_LIMITED } });
  });

  it('refuses on node 2, at the next request, a session rotated on node 1', async () => {
    const viewer = await member(one);
    // Node 2 resolves the token once and keeps it (its session cache trusts it for 30 s).
    expect((await call(two, 'GET', '/api/platform/content?pageSize=1', viewer.headers)).status).toBe(200);
    const rotated = await call(one, 'GET', `/api/platform/token?openid=${viewer.openid}`, viewer.headers);
    expect(rotated.body.code).toBe(1000);
    const fresh = (rotated.body.data as { token: string }).token;
    expect((await call(two, 'GET', '/api/platform/content?pageSize=1', viewer.headers)).status).toBe(401);
    const withNew = await call(two, 'GET', '/api/platform/content?pageSize=1', {
      authorization: `Bearer ${fresh}`,
    });
    expect(withNew.status).toBe(200);
  });

  it('stops listing on node 2, within 1 s, a content an operator unpublished on node 1', async () => {
    const viewer = await member(two);
    const listed = await listedIds(two, viewer);
    const contentId = listed[1] ?? 0;
    expect(listed).toContain(contentId);
    const unpublished = await call(
      one,
      'POST',
      `/api/admin/contents/${contentId}/unpublish`,
      { cookie: operatorCookie },
      {},
    );
    expect(unpublished.body.code).toBe(1000);
    const started = Date.now();
    await until('node 2 to drop it', 1000, async () =>
      (await listedIds(two, viewer)).includes(contentId) ? undefined : true,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('applies on node 2, at the next request, a points rule an operator edited on node 1', async () => {
    const viewer = await member(two);
    const signInPoints = async () =>
      (
        (await call(two, 'GET', '/api/platform/member/login-log/check', viewer.headers)).body.data as {
          points: number;
        }
      ).points;
    // Node 2 reads the rules once and keeps them.
    const before = await signInPoints();
    const login = await fetch(`${one.base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    const edited = await call(one, 'PUT', '/api/admin/points/rules/SIGN_IN', admin, {
      points: before + 3,
      daily_cap: null,
      per_item_cap: null,
      enabled: true,
    });
    expect(edited.body.code).toBe(1000);
    expect(await signInPoints()).toBe(before + 3);
  });

  it('shows on node 2, within 1 s, the ranking boards node 1 rebuilt', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const viewer = await member(two);
    const me = await call(two, 'GET', '/api/platform/member/me', viewer.headers);
    const viewerId = (me.body.data as { id: number }).id;
    const standing = async () =>
      (
        (await call(two, 'GET', '/api/platform/member/ranking-list/1', viewer.headers)).body.data as {
          standing: string;
        }
      ).standing;
    // Node 2 reads the board and keeps it (RANKING_CACHE_MS: 30 s).
    expect(await standing()).toBe('no_points');
    await db.insert(pointsLedger).values({
      userId: viewerId,
      points: 7,
      reason: '测试',
      sourceKey: 'cluster-ranking',
      createdAt: new Date(Date.now() - 60_000),
    });
    // Node 1 rebuilds (asked again while a start-up rebuild holds the lock).
    await until('node 1 to rebuild the boards', 30_000, async () => {
      const rebuilt = await call(one, 'POST', '/api/sandbox/ranking/refresh');
      return (rebuilt.body.data as { rows: number | null }).rows === null ? undefined : true;
    });
    const started = Date.now();
    await until('node 2 to rank the viewer', 1000, async () =>
      (await standing()) === 'ranked' ? true : undefined,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('pushes a comment posted on node 2 to a live viewer connected to node 1 within 1 s', async () => {
    const viewer = await member(one);
    const author = await member(two);
    const meetings = await call(one, 'GET', '/api/platform/meeting?pageSize=50', viewer.headers);
    const live = (meetings.body.data as { data: { id: number; state: string }[] }).data.find(
      (row) => row.state === 'live',
    );
    expect(live).toBeDefined();
    const meetingId = live?.id ?? 0;
    const abort = new AbortController();
    const stream = await fetch(`${one.base}/api/platform/meeting/live-events/${meetingId}`, {
      headers: { accept: 'text/event-stream', ...viewer.headers },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const read = async () => {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        received += decoder.decode(chunk.value, { stream: true });
      }
    };
    const reading = read().catch(() => {});
    // The room's first event (the state as it is) before the comment.
    await until('the first live event', 5000, async () =>
      received.includes('event: live') ? true : undefined,
    );
    // Node 1's metrics count the open stream.
    expect(await (await fetch(`${one.base}/metrics`)).text()).toMatch(/^live_room_streams 1$/m);
    const text = `来自二号节点 ${randomBytes(3).toString('hex')}`;
    const posted = await comment(two, author, meetingId, TypeMap.MEETING, text);
    expect(posted.body.code).toBe(1000);
    const started = Date.now();
    await until('the comment on node 1', 1000, async () => (received.includes(text) ? true : undefined));
    expect(Date.now() - started).toBeLessThan(1000);
    abort.abort();
    await reading;
  });

  it('shares keys: a viewing session opened on node 1 counts on node 2, a report sealed by node 1 is read on node 2', async () => {
    const viewer = await member(one);
    const meetings = await call(one, 'GET', '/api/platform/meeting?pageSize=50', viewer.headers);
    const live = (meetings.body.data as { data: { id: number; state: string }[] }).data.find(
      (row) => row.state === 'live',
    );
    const opened = await call(one, 'GET', `/api/platform/meeting/${live?.id}`, viewer.headers);
    const session = (opened.body.data as { viewing?: { session_num: string } }).viewing?.session_num;
    expect(session).toBeTruthy();
    const beat = await call(two, 'POST', '/api/platform/score-log/meetingview', viewer.headers, {
      session_num: session,
      content_id: live?.id,
      type: 4,
      action_type: 'MEETING_VIEW',
      sequence: 1,
      total_tims: 15,
    });
    expect(beat.body).toMatchObject({ code: 1000, data: { counted: true, live_tims: 15 } });

    const reporter = await member(one, 'consented');
    const onset = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const sent = await call(one, 'POST', '/api/platform/drug-safety/report', reporter.headers, {
      reporter_name: '王晓明',
      reporter_contact: '13812345678',
      profession: 'physician',
      patient_initials: 'zs',
      patient_age: 63,
      patient_sex: 'male',
      product_name: '碘克沙醇注射液',
      batch_number: 'B20260501',
      reaction: '注射后 10 分钟出现全身荨麻疹',
      onset_date: onset,
      seriousness: 'serious',
      outcome: 'recovering',
      sensitive_consent: true,
    });
    expect(sent.body.code).toBe(1000);
    const { reference } = sent.body.data as { reference: string };
    const login = await fetch(`${two.base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    const list = await call(two, 'GET', '/api/admin/drug-safety/reports?pageSize=50', admin);
    const row = (list.body.data as { data: { id: number; reference: string }[] }).data.find(
      (item) => item.reference === reference,
    );
    const detail = await call(two, 'GET', `/api/admin/drug-safety/reports/${row?.id}`, admin);
    expect(detail.body).toMatchObject({ code: 1000, data: { reference, reporter_name: '王晓明' } });
  });

  it('reads a certification photo uploaded through node 1 on node 2: its owner and a reviewer, no one else', async () => {
    const db = database?.db;
    if (!db || !s3) throw new Error('no database or bucket');
    const owner = await member(one, 'registered');
    const form = new FormData();
    form.append('purpose', 'certification');
    form.append('file', new Blob([new Uint8Array(tinyJpeg())], { type: 'image/jpeg' }), 'licence.jpg');
    const sent = await fetch(`${one.base}/api/platform/imageupload`, {
      method: 'POST',
      headers: owner.headers,
      body: form,
    });
    const uploaded = (
      (await sent.json()) as { code: number; data: { id: number; url: string; size: number } }
    ).data;
    expect(uploaded.url).toBe(`/api/platform/uploads/${uploaded.id}`);
    const [hospital] = await db.select({ id: hospitals.id }).from(hospitals).limit(1);
    const submitted = await call(one, 'POST', '/api/platform/examine/vevea-examine-create', owner.headers, {
      name: '王医生',
      hospital_id: hospital?.id,
      department: 'radiology',
      title: 'attending_physician',
      licence_number: '110101199001011234',
      photo_ids: [uploaded.id],
    });
    expect(submitted.body.code).toBe(1000);

    // The bytes went to the shared bucket, not to node 1's disk.
    const [row] = await db.select().from(uploads).where(eq(uploads.id, uploaded.id));
    expect(row?.visibility).toBe('private');
    expect(s3.keys()).toContain(row?.storageKey);
    expect(fs.existsSync(path.join(dataDir, 'one', 'uploads'))).toBe(false);

    const read = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${two.base}${url}`, { headers });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    // Its owner, through node 2.
    const mine = await read(uploaded.url, owner.headers);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.response.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.bytes.length).toBe(uploaded.size);
    // A reviewer, through node 2, by the link the review page shows.
    const reviewerLogin = await fetch(`${two.base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reviewer', password: PASSWORD }),
    });
    const reviewer = { cookie: (reviewerLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    const [submission] = await db
      .select({ id: certificationSubmissions.id })
      .from(certificationSubmissions)
      .where(eq(certificationSubmissions.userId, row?.ownerUserId ?? 0));
    const detail = await call(two, 'GET', `/api/admin/certifications/${submission?.id}`, reviewer);
    const photos = (detail.body.data as { photos: { url: string }[] }).photos;
    expect(photos.map((photo) => photo.url)).toEqual([`/api/admin/uploads/${uploaded.id}`]);
    const reviewed = await read(photos[0]?.url ?? '', reviewer);
    expect(reviewed.response.status).toBe(200);
    expect(reviewed.bytes.equals(mine.bytes)).toBe(true);

    // No one else: another member (as if it did not exist), no one signed in, a content editor,
    // and the public path of its storage key.
    const stranger = await member(two, 'certified');
    const refused = await read(uploaded.url, stranger.headers);
    expect(refused.response.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString()).code).toBe(ErrorCode.NOT_FOUND);
    expect((await read(uploaded.url)).response.status).toBe(401);
    expect(
      (await read(`/api/admin/uploads/${uploaded.id}`, { cookie: operatorCookie })).response.status,
    ).toBe(403);
    expect((await read(`/uploads/${row?.storageKey}`)).response.status).toBe(404);
  });

  it("exchanges on node 2 a WeChat sandbox code issued by node 1's authorize page, once", async () => {
    // Behind nginx the phone reaches one node's authorize page; the server exchanges the code at
    // its own node's sandbox (127.0.0.1:PORT).
    const openid = `o_cluster_${randomBytes(3).toString('hex')}`;
    const authorize = new URL(`${one.base}/sandbox/wechat/connect/oauth2/authorize`);
    for (const [name, value] of Object.entries({
      appid: 'wx_sandbox_app',
      redirect_uri: 'http://ia.test/h5/home',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'cluster',
      sandbox_openid: openid,
    })) {
      authorize.searchParams.set(name, value);
    }
    const issued = await fetch(authorize, { redirect: 'manual' });
    expect(issued.status).toBe(302);
    const code = new URL(issued.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const exchange = async (node: Node) => {
      const url = `${node.base}/sandbox/wechat/sns/oauth2/access_token?appid=wx_sandbox_app&secret=sandbox_app_secret&code=${code}&grant_type=authorization_code`;
      return (await (await fetch(url)).json()) as { openid?: string; errcode?: number };
    };
    expect((await exchange(two)).openid).toBe(openid);
    expect((await exchange(one)).errcode).toBe(40163);
  });

  it('sends a meeting reminder due while both nodes run exactly once', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    // Due now: reminders go out from 30 minutes before the start.
    const meeting = await insertMeeting(db, new Date(), { startsInMs: 20 * 60_000 });
    const subscribers: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const node = index % 2 === 0 ? one : two;
      const who = await member(node, 'consented');
      const subscribed = await call(node, 'POST', '/api/platform/meeting/subscribe', who.headers, {
        meeting_id: meeting.id,
      });
      expect(subscribed.body.code).toBe(1000);
      const [identity] = await db
        .select({ userId: wechatIdentities.userId })
        .from(wechatIdentities)
        .where(eq(wechatIdentities.openid, who.openid));
      subscribers.push(identity?.userId ?? 0);
    }
    // Both nodes run every job at the same moment, three times over (the sandbox clock's advance
    // runs them at once, unclaimed); their own timers may run them too.
    let handled = 0;
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [one, two].map((node) => call(node, 'POST', '/api/sandbox/clock/advance', {}, { seconds: 1 })),
      );
      for (const answer of answers) {
        handled += (answer.body.data as { jobs?: Record<string, number> }).jobs?.['meeting-reminders'] ?? 0;
      }
    }
    const sent = await db
      .select({ userId: messages.userId })
      .from(messages)
      .where(and(eq(messages.title, '会议提醒'), eq(messages.dedupeKey, `meeting:${meeting.id}:reminder`)));
    expect(sent.map((row) => row.userId).sort()).toEqual([...subscribers].sort());
    expect(handled).toBeLessThanOrEqual(subscribers.length);
  });

  it.runIf(ownRedis)(
    'keeps serving while Redis is away (limits per node, caches short-lived, degraded, logged) and uses it again when it returns',
    async () => {
      const before = await member(one);
      const listedBefore = await listedIds(two, before);
      redis?.kill('SIGKILL');
      redis = null;
      for (const node of [one, two]) {
        const degraded = await until(`node ${node.name} degraded`, 5000, async () => {
          const answer = await readiness(node);
          return answer.body.status === 'degraded' ? answer : undefined;
        });
        expect(degraded).toEqual({
          status: 200,
          body: { status: 'degraded', database: 'postgres', redis: 'down' },
        });
        // The line travels the child's stdout pipe, which may be read after the probe's answer.
        await until(`node ${node.name}'s error line`, 2000, async () =>
          logged(node, 50, 'redis: unreachable') ? true : undefined,
        );
      }

      // Nodes serve: a member signs in, reads and comments through both.
      const poster = await member(two);
      const contentId = listedBefore[2] ?? 0;
      const answers: Answer[] = [];
      for (let index = 0; index < 7; index += 1) {
        answers.push(await comment(one, poster, contentId, TypeMap.COURSE, `断线时第${index + 1}条`));
      }
      // Limits fall back to this node's own count: node 1 refuses the 7th, node 2 has counted none.
      expect(answers.slice(0, 6).every((answer) => answer.body.code === 1000)).toBe(true);
      expect(answers[6]).toMatchObject({ status: 429, body: { code: ErrorCode.RATE_LIMITED } });
      expect((await comment(two, poster, contentId, TypeMap.COURSE, '断线时在二号节点')).body.code).toBe(
        1000,
      );
      // Nothing is lost: both nodes read the seven comments the database holds.
      for (const node of [one, two]) {
        const page = await call(
          node,
          'GET',
          `/api/platform/comments?content_id=${contentId}&type=1&pageSize=20`,
          poster.headers,
        );
        const texts = (page.body.data as { data: { content: string }[] }).data.map((row) => row.content);
        expect(texts.filter((text) => text.startsWith('断线时'))).toHaveLength(7);
      }
      // Caches live at most 1 s: an unpublish on node 1 leaves node 2's list within that, not 30 s.
      const viewer = await member(two);
      const listed = await listedIds(two, viewer);
      const gone = listed[3] ?? 0;
      expect(
        (await call(one, 'POST', `/api/admin/contents/${gone}/unpublish`, { cookie: operatorCookie }, {}))
          .body.code,
      ).toBe(1000);
      const started = Date.now();
      await until('node 2 to drop it without Redis', 2500, async () =>
        (await listedIds(two, viewer)).includes(gone) ? undefined : true,
      );
      // 1 s of cache lifetime, plus a loaded machine's request times; without the fallback, 30 s.
      expect(Date.now() - started).toBeLessThanOrEqual(2500);

      // Redis returns: both nodes are ready again and share limits and invalidations once more.
      redis = startRedis(redisPort);
      for (const node of [one, two]) {
        await until(`node ${node.name} back on Redis`, 10_000, async () =>
          (await readiness(node)).body.status === 'ok' ? true : undefined,
        );
        await until(`node ${node.name}'s reconnection line`, 2000, async () =>
          logged(node, 30, 'redis: connected') ? true : undefined,
        );
      }
      const again = await member(two);
      const shared: Answer[] = [];
      for (let index = 0; index < 7; index += 1) {
        shared.push(
          await comment(
            index % 2 === 0 ? one : two,
            again,
            contentId,
            TypeMap.COURSE,
            `恢复后第${index + 1}条`,
          ),
        );
      }
      expect(shared.slice(0, 6).every((answer) => answer.body.code === 1000)).toBe(true);
      expect(shared[6]).toMatchObject({ status: 429, body: { code: ErrorCode.RATE_LIMITED } });
      expect((await call(two, 'GET', '/api/platform/content?pageSize=1', again.headers)).status).toBe(200);
      await call(one, 'GET', `/api/platform/token?openid=${again.openid}`, again.headers);
      expect((await call(two, 'GET', '/api/platform/content?pageSize=1', again.headers)).status).toBe(401);
    },
    60_000,
  );

  it('serves /metrics to this machine only, with request, cache, pool and live-room figures', async () => {
    const response = await fetch(`${one.base}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /^http_requests_total\{method="POST",route="\/api\/platform\/comments",status="2xx"\} \d+/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/platform\/content"\} \d+/m,
    );
    expect(text).toMatch(/^cache_requests_total\{cache="sessions",result="hit"\} [1-9]\d*/m);
    expect(text).toMatch(/^cache_requests_total\{cache="catalogue",result="miss"\} [1-9]\d*/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^live_room_streams \d+/m);
    expect(text).toMatch(/^redis_up 1/m);
    expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0.99"\}/m);
    const forwarded = await fetch(`${one.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(((await forwarded.json()) as { code: number }).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('answers 503 on /readyz while a node drains after SIGTERM, still serving requests', async () => {
    two.process.kill('SIGTERM');
    const draining = await until('node 2 draining', 2000, async () => {
      const answer = await readiness(two);
      return answer.status === 503 ? answer : undefined;
    });
    expect(draining.body.status).toBe('draining');
    expect((await fetch(`${two.base}/api/test`)).status).toBe(200);
    expect((await readiness(one)).status).toBe(200);
    await until('node 2 to exit', 15_000, async () => (two.process.exitCode === null ? undefined : true));
  }, 30_000);
});
