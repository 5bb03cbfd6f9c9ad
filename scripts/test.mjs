// `npm test`: every check, in order: typecheck, lint, unit tests, the API suite on PGlite and
// on PostgreSQL, the production build, and the browser tests in Debian's Chromium.
// Installs what it lacks (npm packages; Chromium when running as root).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildIfStale, ensureChromium, ensureInstalled, root, run } from './lib.mjs';

const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];
function step(name, action) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const ok = action();
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

function vitest(name, projects) {
  const outputFile = path.join(reports, `vitest-${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  return run('npx', args, { allowFailure: true });
}

function postgresReachable() {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    socket.setTimeout(3000);
    socket.on('connect', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => resolve(socket.destroy() && false));
  });
}

ensureInstalled();
step('typecheck', () => run('node', ['scripts/typecheck.mjs'], { allowFailure: true }));
step('lint', () => run('npx', ['biome', 'check', '--error-on-warnings', '.'], { allowFailure: true }));
step('import rules', () => run('node', ['scripts/check-deps.mjs'], { allowFailure: true }));
step('unit tests', () => vitest('unit', ['unit', 'web']));
step('API tests on PGlite', () => vitest('api-pglite', ['api-pglite']));
const hasPostgres = await postgresReachable();
step('API tests on PostgreSQL', () => {
  if (!hasPostgres) {
    console.error(
      'PostgreSQL is not reachable at 127.0.0.1:5432 (set TEST_POSTGRES_URL to point elsewhere).',
    );
    return false;
  }
  return vitest('api-postgres', ['api-postgres']);
});
step('build', () => {
  buildIfStale();
  return true;
});
step('browser tests (Playwright, Chromium)', () => {
  if (!ensureChromium()) return false;
  return run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    allowFailure: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  });
});

// One closing line counting every test of every runner.
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  }
}
const failedSteps = results.filter((r) => !r.ok);
console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`);
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
