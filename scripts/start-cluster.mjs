// `npm run start:cluster`: a local cluster from a fresh clone (issue 13, decision 034). PostgreSQL
// (DATABASE_URL, default a database of its own on 127.0.0.1:5432, created when missing), Redis
// (REDIS_URL, default 127.0.0.1:6379; a redis-server child when nothing answers there), NODES server
// processes (default 2) on ports PORT+1 … PORT+NODES sharing one set of keys, and nginx on PORT
// (default 3000) in front of them, run as a child with a config generated in .tmp/cluster/.
// Ctrl-C stops everything it started.
//
//   npm run start:cluster                 # then open what it prints
//   npm run start:cluster -- --check      # start, check the live room through nginx, stop
//   PORT=8080 NODES=3 npm run start:cluster
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { checkCluster } from './cluster-check.mjs';
import { findNginx, nginxConfig, redisAnswers } from './cluster-parts.mjs';
import { buildIfStale, ensureInstalled, root, run } from './lib.mjs';

const PORT = Number(process.env.PORT ?? 3000);
const NODES = Number(process.env.NODES ?? 2);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/imaging_academy_cluster';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHECK = process.argv.includes('--check');
/** Cluster state that outlives a run (keys, uploads): under DATA_DIR like `npm start`'s. */
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'), 'cluster');
/** What each run regenerates: nginx's config, pid, temp files. */
const runDir = path.join(root, '.tmp', 'cluster');

if (!Number.isInteger(NODES) || NODES < 1 || NODES > 32) {
  console.error(`✖ NODES=${process.env.NODES} must be 1 to 32`);
  process.exit(1);
}
if (!Number.isInteger(PORT) || PORT < 1 || PORT + NODES > 65535) {
  console.error(`✖ PORT=${process.env.PORT} is not a port`);
  process.exit(1);
}

/** Every child this script started, stopped in reverse order on exit. */
const children = [];
let stopping = false;

/** Stops the start with a message; main's catch stops whatever was already started. */
function fail(message) {
  throw new Error(message);
}

function ensureNginx() {
  let nginx = findNginx();
  if (nginx) return nginx;
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canApt) {
    console.log('nginx is missing: installing it with apt-get…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env, allowFailure: true });
    run('apt-get', ['install', '-y', '-qq', 'nginx'], { env, allowFailure: true });
    nginx = findNginx();
  }
  if (!nginx) {
    fail(
      'nginx is not installed. Install it and run this again:\n' +
        '    sudo apt-get install nginx        (Debian, Ubuntu)\n' +
        '    sudo dnf install nginx            (Fedora, RHEL)\n' +
        '    brew install nginx                (macOS)',
    );
  }
  return nginx;
}

/** Is something listening on host:port? */
function listening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Does a Redis answer PING at this URL's host and port? */

async function until(what, timeoutMs, probe) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopping) throw new Error('stopped');
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts a child whose output lines are shown with a name in front. */
function startChild(name, command, args, options = {}) {
  // A process group of its own: Ctrl-C reaches this script only, which stops the children in order
  // (a node given SIGINT by the terminal and then SIGTERM from here would skip its drain).
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✖ ${name} stopped (${signal ?? `exit ${code}`}); stopping the cluster`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const halt = async ({ name, child }) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // nginx stops gracefully on QUIT; the nodes drain on TERM (DRAIN_DELAY_MS, then close).
    child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    const exited = await Promise.race([
      new Promise((resolve) => child.once('exit', () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    if (!exited) child.kill('SIGKILL');
  };
  // nginx first (no new requests), then every node at once, then a Redis this script started.
  const byName = (test) => children.filter(({ name }) => test(name));
  for (const group of [
    byName((name) => name === 'nginx'),
    byName((name) => name.startsWith('node')),
    byName((name) => name === 'redis'),
  ]) {
    await Promise.all(group.map(halt));
  }
  process.exit(exitCode);
}

/** The database named in DATABASE_URL, created on its server when missing. */
async function ensureDatabase() {
  const { default: pg } = await import('pg');
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][\w]*$/.test(name))
    fail(`DATABASE_URL: the database name "${name}" must be a plain identifier`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL does not answer at ${url.host} (${error.message}).\n` +
        '  Start it (e.g. sudo service postgresql start) or set DATABASE_URL to one that does.',
    );
  }
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`create database "${name}"`);
    console.log(`Created the database ${name} on ${url.host}.`);
  }
  await client.end();
}

/** The keys every node shares (decision 033), generated once into DATA_DIR/cluster/keys. */
function clusterKeys() {
  const dir = path.join(dataDir, 'keys');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fieldKey = path.join(dir, 'field-encryption.pem');
  if (!fs.existsSync(fieldKey)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
    fs.writeFileSync(fieldKey, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  const files = {};
  for (const [setting, file] of [
    ['SESSION_SECRET_FILE', 'session-secret'],
    ['CODE_SECRET_FILE', 'code-secret'],
    ['DRUG_SAFETY_KEY_FILE', 'drug-safety-key'],
  ]) {
    const target = path.join(dir, file);
    if (!fs.existsSync(target)) {
      const id = new Date().toISOString().slice(0, 7);
      fs.writeFileSync(target, `${id}:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    }
    files[setting] = target;
  }
  return { FIELD_KEY_FILE: fieldKey, ...files };
}

async function main() {
  ensureInstalled();
  buildIfStale();
  const nginx = ensureNginx();
  const nodePorts = Array.from({ length: NODES }, (_, index) => PORT + 1 + index);
  for (const port of [PORT, ...nodePorts]) {
    if (await listening(port))
      fail(`port ${port} is taken; choose another base with PORT=… (nodes use PORT+1 … PORT+NODES)`);
  }

  const redisUrl = new URL(REDIS_URL);
  if (!(await redisAnswers(redisUrl))) {
    const local = ['127.0.0.1', 'localhost'].includes(redisUrl.hostname);
    const server = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
    if (!local || server.status !== 0) {
      fail(
        `Redis does not answer at ${redisUrl.host}. Start it (sudo apt-get install redis-server) or set REDIS_URL.`,
      );
    }
    console.log(`Nothing answers at ${redisUrl.host}: starting redis-server there for this run.`);
    startChild('redis', server.stdout.trim(), [
      '--port',
      String(redisUrl.port || 6379),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await until('redis-server', 10_000, () => redisAnswers(redisUrl));
  }
  await ensureDatabase();

  fs.mkdirSync(runDir, { recursive: true });
  const keys = clusterKeys();
  const nodeEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_URL,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? 'ia-cluster:',
    DATA_DIR: dataDir,
    // One disk here, so one upload folder serves every node (a real deployment: object storage or a shared volume).
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    TRUST_PROXY: 'true',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${PORT}`,
    DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '2000',
    ...keys,
  };
  delete nodeEnv.PORT;
  const server = path.join(root, 'apps/server/dist/server.js');
  // Node 1 first: it migrates (and seeds the demo on an empty database) alone; the others start on a ready one.
  for (const [index, port] of nodePorts.entries()) {
    startChild(`node${index + 1}`, process.execPath, ['--enable-source-maps', server], {
      env: { ...nodeEnv, PORT: String(port) },
    });
    if (index === 0) await until('node1', 180_000, () => ready(port));
  }
  await Promise.all(nodePorts.map((port, index) => until(`node${index + 1}`, 120_000, () => ready(port))));

  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig({ listenPort: PORT, nodePorts, runDir }));
  const tested = spawnSync(nginx, ['-t', '-q', '-p', runDir, '-e', 'stderr', '-c', confFile], {
    encoding: 'utf8',
  });
  if (tested.status !== 0) fail(`nginx refuses the generated ${confFile}:\n${tested.stderr}`);
  startChild('nginx', nginx, ['-p', runDir, '-e', 'stderr', '-c', confFile]);
  await until('nginx', 10_000, () => listening(PORT));

  const base = `http://localhost:${PORT}`;
  console.log(`
Imaging Academy cluster: nginx on ${PORT} → ${NODES} node${NODES > 1 ? 's' : ''} on ${nodePorts.join(', ')}
  App (open in a phone-sized window):  ${base}/h5/
  Console:                             ${base}/admin/   (demo operators: see the README)
  API:                                 ${base}/api/platform/…   health ${base}/readyz
  Each node directly (and its /metrics): ${nodePorts.map((port) => `http://127.0.0.1:${port}`).join('  ')}
  PostgreSQL ${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname} · Redis ${redisUrl.host} · keys in ${path.relative(root, keys.FIELD_KEY_FILE.replace(/\/[^/]+$/, ''))}/ · nginx config ${path.relative(root, confFile)}
Ctrl-C stops everything.
`);

  if (CHECK) {
    try {
      const report = await checkCluster({ base: `http://127.0.0.1:${PORT}`, nodePorts });
      for (const line of report) console.log(`✔ ${line}`);
      await stop(0);
    } catch (error) {
      console.error(`✖ cluster check: ${error.message}`);
      await stop(1);
    }
  }
}

async function ready(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
main().catch((error) => {
  console.error(`✖ ${error.message}`);
  void stop(1);
});
