// Helpers for the root scripts. Plain Node (no dependencies): they run before `npm install`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, streaming its output; exits the process when it fails unless told not to. */
export function run(command, args, { env = {}, allowFailure = false, cwd = root } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status === 0;
}

/** Installs the workspace's dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  // A node_modules linked from another checkout belongs to that checkout: `npm ci` here would
  // empty it through the link.
  const modules = path.join(root, 'node_modules');
  if (fs.existsSync(modules) && fs.lstatSync(modules).isSymbolicLink()) {
    console.warn('node_modules is a link to another checkout: not reinstalling it (run npm ci there).');
    return;
  }
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function listFiles(entry) {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((dirent) => !['node_modules', 'dist', '.tmp'].includes(dirent.name))
    .flatMap((dirent) => listFiles(path.join(entry, dirent.name)));
}

/** A fingerprint of the inputs of a build: every file's path, size and mtime, plus extra values. */
function fingerprint(inputs, extra) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(path.join(root, input))).sort()) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  hash.update(JSON.stringify(extra));
  return hash.digest('hex');
}

const BUILDS = [
  {
    workspace: '@ia/server',
    dist: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/shared/src'],
  },
  {
    workspace: '@ia/web',
    dist: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    env: ['WEB_BASE_PATH'],
  },
  {
    workspace: '@ia/admin',
    dist: 'apps/admin/dist',
    inputs: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/public',
      'apps/admin/vite.config.ts',
      'packages/shared/src',
    ],
  },
];

/** Builds each app whose sources changed since its last build (or everything with force). */
export function buildIfStale({ force = false } = {}) {
  for (const build of BUILDS) {
    const extra = Object.fromEntries((build.env ?? []).map((name) => [name, process.env[name] ?? '']));
    const print = fingerprint(build.inputs, extra);
    const stampFile = path.join(root, build.dist, '.build-stamp');
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === print) continue;
    console.log(`Building ${build.workspace}…`);
    run('npm', ['run', 'build', '-w', build.workspace]);
    fs.writeFileSync(stampFile, print);
  }
}

/** Debian's Chromium for the browser tests; installed with apt when missing and running as root. */
export const CHROMIUM = '/usr/bin/chromium';
/** Chinese glyphs for screenshots: without a CJK font Chromium draws every 汉字 as a box. */
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

export function ensureChromium() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!fs.existsSync(CJK_FONT_DIR)) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the browser tests: ${missing.join(', ')}. Install Debian's packages (apt-get install ${missing.join(' ')}).`,
    );
    return fs.existsSync(CHROMIUM);
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests (apt-get)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  return fs.existsSync(CHROMIUM);
}
