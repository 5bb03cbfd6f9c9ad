// `npm test`: every check: typecheck, lint, the import rules and unused-code checks (when the root
// package.json has them), the unit tests, the API suite on PGlite and on PostgreSQL, the bench's
// own tools, the production build, and the browser tests in Debian's Chromium. Installs what it
// lacks (npm packages; Chromium when running as root).
//
// Two lanes run side by side, because 2 cores allow it: the browser tests mostly wait on a
// browser and a server, the Vitest run keeps both cores busy. One lane is one Vitest run over all
// the projects (so no core idles between them); the other builds and runs the browser tests. The
// static checks then go, one by one, to whichever lane is free. The throughput steps run at a lower CPU priority than the browser tests, whose
// video plays in real time. Each line of a step's output carries the step's name while other
// steps run; every step's output is also kept in .tmp/test-reports/logs/, and the closing summary
// repeats the end of a failed step's output. Step times go to .tmp/test-reports/timings.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureChromium, ensureInstalled, root } from './lib.mjs';

const reports = path.join(root, '.tmp', 'test-reports');
const logs = path.join(reports, 'logs');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(logs, { recursive: true });

const rootScripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const startedAt = Date.now();
const since = (time) => Math.round((time - startedAt) / 1000);
/** Throughput steps yield the CPU to the browser tests (POSIX `nice`; elsewhere they run as they are). */
const NICE = process.platform !== 'win32' && fs.existsSync('/usr/bin/nice') ? ['nice', '-n', '10'] : [];

/** @type {{ name: string, ok: boolean, skipped?: boolean, start: number, seconds: number, log: string }[]} */
const results = [];
let running = 0;

/**
 * Runs one step as a child process. Its output goes to this process line by line (with the step's
 * name in front while another step runs beside it) and to the step's log file.
 */
function step(name, command, args, { cwd = root, env = {}, nice = false, label = name } = {}) {
  const log = path.join(logs, `${name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.log`);
  const logStream = fs.createWriteStream(log);
  const start = Date.now();
  running += 1;
  console.log(`\n━━ ${name} ━━ (at ${since(start)} s)`);
  const [program, ...programArgs] = nice ? [...NICE, command, ...args] : [command, ...args];
  const child = spawn(program, programArgs, {
    cwd,
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      logStream.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${running > 1 ? prefix : ''}${line}\n`);
    });
    stream.on('end', () => {
      if (pending) process.stdout.write(`${running > 1 ? prefix : ''}${pending}\n`);
    });
  }
  return new Promise((resolve) => {
    const finish = (ok, why) => {
      running -= 1;
      logStream.end();
      const seconds = Math.round((Date.now() - start) / 1000);
      results.push({ name, ok, start: since(start), seconds, log });
      console.log(`${ok ? '✔' : '✖'} ${name} (${seconds} s)${why ? `: ${why}` : ''}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, code === 0 ? '' : `exit ${code ?? signal}`));
  });
}

/** A step that did not run, recorded as failed (or skipped) with the reason. */
function notRun(name, why, { skipped = false } = {}) {
  console.error(`\n━━ ${name} ━━\n${skipped ? '–' : '✖'} ${why}`);
  results.push({ name, ok: skipped, skipped, start: since(Date.now()), seconds: 0, log: '', why });
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

/** The Vitest run: every project in one process, so no core idles between projects. */
async function vitest(hasPostgres) {
  // `cluster` starts two server processes on PostgreSQL and a redis-server of its own (issue 13); it
  // skips itself where redis-server is not installed.
  const projects = [
    'unit',
    'web',
    'web-isolated',
    'api-pglite',
    ...(hasPostgres ? ['api-postgres', 'cluster'] : []),
  ];
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  args.push('--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-projects-reporter.mjs');
  args.push(`--outputFile.json=${path.join(reports, 'vitest.json')}`);
  await step(`Vitest: ${projects.join(', ')}`, 'npx', args, {
    label: 'vitest',
    nice: true,
    env: { VITEST_PROJECTS_REPORT: path.join(reports, 'vitest-projects.json') },
  });
  if (!hasPostgres) {
    notRun(
      'API tests on PostgreSQL',
      'PostgreSQL is not reachable at 127.0.0.1:5432 (set TEST_POSTGRES_URL to point elsewhere).',
    );
  }
}

/** The build, then the browser tests on it (they mostly wait on the browser and a video's clock). */
async function browser(hasChromium) {
  const built = await step('build', process.execPath, ['scripts/build-if-stale.mjs']);
  if (!hasChromium) notRun('browser tests (Playwright, Chromium)', 'Chromium is missing.');
  else if (!built) notRun('browser tests (Playwright, Chromium)', 'the build failed.');
  else {
    await step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      label: 'e2e',
      cwd: path.join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    });
  }
}

/** The bench's own tools (its samplers, phones and reports), tested by Node's test runner. */
const BENCH_TESTS = "the bench's tools (node --test bench/)";

/** The static checks, one at a time, taken by whichever lane is free first. */
const checks = [
  () => step('typecheck', process.execPath, ['scripts/typecheck.mjs'], { nice: true }),
  () => step('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.'], { nice: true }),
  // Checks other work adds to the root package.json; each runs once its script exists.
  ...[
    ['check:deps', 'import rules (check:deps)'],
    ['check:unused', 'unused code (check:unused)'],
    ['test:bench', BENCH_TESTS],
  ]
    .filter(([script]) => rootScripts[script])
    .map(
      ([script, name]) =>
        () =>
          step(name, 'npm', ['run', '--silent', script], { nice: true }),
    ),
];
async function takeChecks() {
  for (let check = checks.shift(); check; check = checks.shift()) await check();
}

ensureInstalled();
const hasChromium = ensureChromium();
const hasPostgres = await postgresReachable();
// Two lanes on two cores: the browser lane mostly waits, the Vitest run keeps both cores busy, and
// the static checks go to whichever lane finishes first.
await Promise.all([vitest(hasPostgres).then(takeChecks), browser(hasChromium).then(takeChecks)]);
const wallSeconds = since(Date.now());

// What each runner counted.
const readJson = (file) => {
  const full = path.join(reports, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};
const counts = [];
const projects = readJson('vitest-projects.json');
const vitestReport = readJson('vitest.json');
if (projects) {
  for (const [name, entry] of Object.entries(projects)) {
    counts.push({
      runner: `Vitest ${name}`,
      passed: entry.passed,
      failed: entry.failed,
      detail: `${entry.files} files, ${entry.fileSeconds} file-seconds, from ${entry.from} s to ${entry.to} s of the run`,
    });
  }
} else if (vitestReport) {
  counts.push({ runner: 'Vitest', passed: vitestReport.numPassedTests, failed: vitestReport.numFailedTests });
}
// Node's test runner ends its output with "ℹ pass N" and "ℹ fail N".
const benchTests = results.find((result) => result.name === BENCH_TESTS);
if (benchTests && fs.existsSync(benchTests.log)) {
  const log = fs.readFileSync(benchTests.log, 'utf8');
  const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)$`, 'm').exec(log)?.[1] ?? 0);
  counts.push({ runner: 'node --test bench', passed: count('pass'), failed: count('fail') });
}
const playwright = readJson('playwright.json');
if (playwright?.stats) {
  counts.push({
    runner: 'Playwright',
    passed: (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0),
    failed: playwright.stats.unexpected ?? 0,
    detail: playwright.stats.flaky ? `${playwright.stats.flaky} flaky` : '',
  });
}

fs.writeFileSync(
  path.join(reports, 'timings.json'),
  `${JSON.stringify(
    {
      wallSeconds,
      steps: results.map(({ name, ok, skipped, start, seconds }) => ({ name, ok, skipped, start, seconds })),
      runners: counts,
    },
    null,
    2,
  )}\n`,
);

// The end of each failed step's output, so a failure is readable without scrolling the lanes.
const failedSteps = results.filter((result) => !result.ok);
for (const result of failedSteps) {
  if (!result.log || !fs.existsSync(result.log)) continue;
  const lines = fs.readFileSync(result.log, 'utf8').trimEnd().split('\n');
  console.log(`\n━━ ${result.name} failed: the last ${Math.min(lines.length, 80)} lines ━━`);
  console.log(lines.slice(-80).join('\n'));
}

console.log('\n━━ summary ━━');
const width = Math.max(...results.map((result) => result.name.length));
console.log(`  ${'step'.padEnd(width)}  start  seconds`);
for (const result of [...results].sort((a, b) => a.start - b.start)) {
  const mark = result.skipped ? '–' : result.ok ? '✔' : '✖';
  console.log(
    `${mark} ${result.name.padEnd(width)}  ${String(result.start).padStart(5)}  ${String(result.seconds).padStart(7)}`,
  );
}
console.log(`  ${'total (wall clock)'.padEnd(width)}         ${String(wallSeconds).padStart(7)}`);
console.log('');
let passed = 0;
let failed = 0;
for (const count of counts) {
  passed += count.passed;
  failed += count.failed;
  console.log(
    `${count.runner}: ${count.passed} passed, ${count.failed} failed${count.detail ? ` (${count.detail})` : ''}`,
  );
}
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
