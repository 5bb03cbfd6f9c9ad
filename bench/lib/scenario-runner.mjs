// Runs an open-loop scenario in steps of N phones (e.g. 1 000, 2 000, 5 000, 10 000) and finds the
// largest N the server holds: every kind's p99 within 200 ms, no error, and the scenario's check
// after the step passed. Each step gets a server process of its own on the run's database; the
// checks read the database with the server stopped (PGlite admits one process at a time).
import { describePhases, describeSlowSeconds, LatencyStats, mergeKindTallies } from './latency-stats.mjs';
import { describeMachineSeconds, startMachineSampler } from './machine-sampler.mjs';
import { runOpenLoopStep, workersFor } from './open-loop.mjs';
import { describeServerSeconds, startServerSampler } from './server-sampler.mjs';
import { rampSecondsFor } from './settings.mjs';
import { loadBenchViewers } from './viewers.mjs';

/** Issue 12's bar for "held". */
const P99_LIMIT_MS = 200;
/** Above this, the load workers ran late enough that their own delay shows in the figures. */
const LAG_WARNING_MS = 50;
/** A stream silent this long has stalled: two missed 15 s pings, as the web app decides (live-events.ts). */
const STREAM_STALL_SECONDS = 35;
/**
 * Phones of the unmeasured warm-up that opens each step: other bench viewers than the step's, so
 * their sessions and writes never mix with the measured ones (the checks still count them). Enough
 * of them that the fresh server's hot paths are compiled before the step (with 20, the step's first
 * two seconds ran on half-compiled code and made most of its slowest 1 %).
 */
export const WARMUP_PHONES = 200;
/** The warm-up's phones arrive over this long. */
const WARMUP_RAMP_SECONDS = 2;

/**
 * @typedef {import('./settings.mjs').BenchSettings} BenchSettings
 * @typedef {import('./databases.mjs').SeedDatabase} SeedDatabase
 * @typedef {import('./open-loop.mjs').StepResult} StepResult
 * @typedef {import('./latency-stats.mjs').KindSummary} KindSummary
 */

/**
 * @typedef {object} Scenario
 * @property {string} name Also what BENCH_FILTER matches.
 * @property {string} description
 * @property {string} behaviour The name of its phones' behaviour in bench/load-worker.mjs.
 * @property {number} socketsPerViewer Connections one phone holds (to size the load workers).
 * @property {number} [nodes] Server nodes behind nginx (on PostgreSQL with Redis); one server without.
 * @property {string} [baselineScript] A bare server in bench/ run instead of the product (push-floor.mjs),
 *   on the servers' core; it has no /metrics.
 * @property {{ scenario: string, kind: string }} [floorOf] This scenario is the floor of `scenario`:
 *   the run sets that scenario's `kind` against this one's (describeAgainstFloor).
 * @property {(settings: BenchSettings) => number[]} steps
 * @property {(database: SeedDatabase, settings: BenchSettings) => Promise<void>} [seed]
 *   Runs with the server stopped, after the bench viewers exist.
 * @property {(database: SeedDatabase, step: { stepIndex: number, viewers: number }) => Promise<Record<string, unknown>>} beforeStep
 *   Runs with the server stopped; answers the options the phones get (and `afterStep` sees).
 * @property {(result: StepResult) => { kind: string, values: number[] }[]} [extraKinds]
 *   Figures computed from the tallies (ms) that count like calls against the p99 limit.
 * @property {(context: AfterStep) => Promise<{ text: string, problem: string | null }>} afterStep
 *   The check after the step, with the server stopped.
 */

/**
 * @typedef {object} AfterStep
 * @property {StepResult} result
 * @property {Record<string, unknown>} options What `beforeStep` answered.
 * @property {import('./open-loop.mjs').BenchViewer[]} viewers The step's viewers.
 * @property {SeedDatabase['query']} sql Direct SQL (server stopped).
 * @property {<T>(work: (origin: string) => Promise<T>) => Promise<T>} withServer Runs `work`
 *   against a server started for it on the same database.
 */

/**
 * @typedef {object} StepReport
 * @property {number} viewers
 * @property {number} workers
 * @property {boolean} held
 * @property {number} requests
 * @property {number} errors
 * @property {KindSummary[]} kinds
 * @property {KindSummary | undefined} lag
 * @property {string} [slowCalls] When the step's slow calls were due (describeSlowSeconds).
 * @property {string} [machine] Each core's busy share and PostgreSQL's CPU (describeMachineSeconds).
 * @property {string} [server] The server's CPU and event-loop delay during the step (describeServerSeconds).
 * @property {string} verification
 * @property {string | null} problem The check's failure, if any.
 * @property {string} [failure] Why the step could not run at all.
 */

/**
 * @typedef {object} ScenarioReport
 * @property {string} name
 * @property {string} description
 * @property {number} rampSeconds
 * @property {number} arrivalRate 0 when every step arrives over `rampSeconds`.
 * @property {number} holdSeconds
 * @property {StepReport[]} steps
 * @property {number} largestHeld 0 when no step held.
 * @property {{ scenario: string, kind: string }} [floorOf] As the scenario's.
 */

/**
 * Whether a step held, and the worst kind (highest p99).
 * @param {KindSummary[]} kinds
 */
function judgeStep(kinds) {
  const errors = kinds.reduce((sum, kind) => sum + kind.errors, 0);
  const worst = kinds.reduce(
    (/** @type {KindSummary | undefined} */ top, kind) =>
      !top || kind.latencyMs.p99 > top.latencyMs.p99 ? kind : top,
    undefined,
  );
  const p99 = worst?.latencyMs.p99 ?? 0;
  return { errors, worst, held: errors === 0 && p99 <= P99_LIMIT_MS && kinds.length > 0 };
}

/** @param {number} value */
const ms = (value) => (value < 1 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));

/**
 * One step's table: a row per kind of call.
 * @param {KindSummary[]} kinds
 */
function formatKinds(kinds) {
  const header = ['kind', 'sent', 'answered', 'p50 ms', 'p99 ms', 'max ms', 'errors'];
  const rows = kinds.map((kind) => [
    kind.kind,
    String(kind.sent),
    String(kind.answered),
    ms(kind.latencyMs.p50),
    ms(kind.latencyMs.p99),
    ms(kind.latencyMs.max),
    kind.errors === 0
      ? '0'
      : `${kind.errors} (${Object.entries(kind.errorReasons)
          .map(([reason, count]) => `${count} ${reason}`)
          .join(', ')})`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `    ${cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()}`;
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The scenario's summary table: one row per step.
 * @param {ScenarioReport} report
 * @param {string} database
 */
export function formatScenario(report, database) {
  const header = ['viewers', 'requests', 'errors', 'worst p99 ms (kind)', 'lag p99 ms', 'check', 'held'];
  const rows = report.steps.map((step) => {
    const { worst } = judgeStep(step.kinds);
    return [
      String(step.viewers),
      String(step.requests),
      String(step.errors),
      step.failure ? 'FAILED' : worst ? `${ms(worst.latencyMs.p99)} (${worst.kind})` : '-',
      step.lag ? ms(step.lag.latencyMs.p99) : '-',
      step.failure ? '-' : step.problem ? '✖' : '✔',
      step.held ? 'yes' : 'no',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        column === 3 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const verdict = report.largestHeld > 0 ? `largest N held: ${report.largestHeld}` : 'no step held';
  return [
    `${report.name} on ${database}: ${verdict} (p99 ≤ ${P99_LIMIT_MS} ms, 0 errors, check passed; ` +
      `${report.arrivalRate > 0 ? `arriving at ${report.arrivalRate} a second` : `${report.rampSeconds} s ramp`} + ` +
      `${report.holdSeconds} s hold per step)`,
    `  ${report.description}`,
    `  ${line(header)}`,
    `  ${widths.map((width) => '─'.repeat(width)).join('  ')}`,
    ...rows.map((row) => `  ${line(row)}`),
  ].join('\n');
}

/**
 * Each scenario's figure against its floor measured in the same run (live-room-sse's push spread
 * against live-room-sse-floor's): per step size both ran, the median and the worst, and how many
 * times the floor's each is. Empty when no scenario ran with its floor.
 * @param {ScenarioReport[]} reports
 * @returns {string[]}
 */
export function describeAgainstFloor(reports) {
  return reports.flatMap((floor) => {
    if (!floor.floorOf) return [];
    const { scenario, kind } = floor.floorOf;
    const room = reports.find((report) => report.name === scenario);
    if (!room) return [];
    const kindOf = (/** @type {StepReport} */ step) =>
      step.kinds.find((candidate) => candidate.kind === kind);
    const times = (/** @type {number} */ value, /** @type {number} */ of) =>
      of > 0 ? `${(value / of).toFixed(1)}×` : '–';
    const pairs = room.steps.flatMap((step) => {
      const base = floor.steps.find((candidate) => candidate.viewers === step.viewers);
      const mine = kindOf(step);
      const least = base && kindOf(base);
      if (!mine || !least) return [];
      return [
        `${step.viewers} phones: median ${ms(mine.latencyMs.p50)} ms (floor ${ms(least.latencyMs.p50)} ms, ` +
          `${times(mine.latencyMs.p50, least.latencyMs.p50)}), worst ${ms(mine.latencyMs.p99)} ms ` +
          `(floor ${ms(least.latencyMs.p99)} ms, ${times(mine.latencyMs.p99, least.latencyMs.p99)})`,
      ];
    });
    return pairs.length > 0
      ? [`${room.name}: ${kind} against ${floor.name} (the same run): ${pairs.join('; ')}`]
      : [];
  });
}

/**
 * Turns a scenario's extra figures into kinds of the step's table.
 * @param {{ kind: string, values: number[] }[]} extras
 * @returns {KindSummary[]}
 */
function extraKindSummaries(extras) {
  return extras.flatMap(({ kind, values }) => {
    if (values.length === 0) return [];
    const stats = new LatencyStats();
    for (const value of values) stats.value(kind, value);
    return mergeKindTallies([stats.toJSON()]);
  });
}

/**
 * Runs `scenario`'s steps on one database until a step does not hold.
 * @param {Scenario} scenario
 * @param {{ target: import('./databases.mjs').DatabaseTarget,
 *   startServer: () => Promise<import('./children.mjs').ChildHandle>, settings: BenchSettings }} run
 * @returns {Promise<ScenarioReport>}
 */
export async function runScenario(scenario, { target, startServer, settings }) {
  const steps = scenario.steps(settings);
  const largest = Math.max(...steps);
  const allViewers = await target.withSql(loadBenchViewers);
  /** @type {ScenarioReport} */
  const report = {
    name: scenario.name,
    description: scenario.description,
    rampSeconds: settings.rampSeconds,
    arrivalRate: settings.arrivalRate,
    holdSeconds: settings.holdSeconds,
    steps: [],
    largestHeld: 0,
    ...(scenario.floorOf ? { floorOf: scenario.floorOf } : {}),
  };
  const sql = /** @type {SeedDatabase['query']} */ (
    (text, params) => target.withSql((handle) => handle.query(text, params))
  );
  /** @type {AfterStep['withServer']} */
  const withServer = async (work) => {
    const server = await startServer();
    try {
      return await work(server.origin);
    } finally {
      await server.stop();
    }
  };

  for (const [stepIndex, count] of steps.entries()) {
    const viewers = allViewers.slice(0, count);
    const warmupViewers = allViewers.slice(largest, largest + WARMUP_PHONES);
    if (viewers.length < count || warmupViewers.length < WARMUP_PHONES) {
      throw new Error(`only ${allViewers.length} bench viewers for a step of ${count} and its warm-up`);
    }
    const workers = settings.loadWorkers || workersFor(count, scenario.socketsPerViewer);
    console.log(
      `  ${scenario.name} · ${count} phones (${rampSecondsFor(settings, count)} s ramp + ${settings.holdSeconds} s hold, ` +
        `${workers} load worker${workers === 1 ? '' : 's'})`,
    );
    /** @type {StepReport} */
    let step;
    try {
      const options = await target.withSql((handle) =>
        scenario.beforeStep(handle, { stepIndex, viewers: count }),
      );
      const plan = {
        behaviour: scenario.behaviour,
        rampSeconds: rampSecondsFor(settings, count),
        holdSeconds: settings.holdSeconds,
        timeoutSeconds: settings.callTimeoutSeconds,
        streamStallSeconds: STREAM_STALL_SECONDS,
        workers,
        // One server runs on the servers' core (run.mjs), so the phones get the other one.
        pinWorkers: !scenario.nodes,
        options,
      };
      /** @type {import('./server-sampler.mjs').ServerSecond[]} */
      let serverSeconds = [];
      /** @type {import('./machine-sampler.mjs').MachineSecond[]} */
      let machineSeconds = [];
      // PostgreSQL's processes are counted when it is the database (on this machine, as the bench runs it).
      const countPostgres = target.kind === 'postgres';
      const result = await withServer(async (origin) => {
        // Each step has a fresh server: its start-up work (JIT, PGlite's first ANALYZE) and first
        // connections are not what the step measures. A few other phones warm it up first.
        const warmup =
          settings.stepWarmupSeconds > 0
            ? await runOpenLoopStep({
                ...plan,
                origin,
                viewers: warmupViewers,
                rampSeconds: WARMUP_RAMP_SECONDS,
                holdSeconds: settings.stepWarmupSeconds,
                workers: 1,
              })
            : undefined;
        // Behind nginx, /metrics is refused (forwarded), and a baseline has none: the sampler reads only
        // the product's server, reached directly.
        const sampler = scenario.nodes || scenario.baselineScript ? undefined : startServerSampler(origin);
        const machine = startMachineSampler({ postgres: countPostgres });
        const measured = await runOpenLoopStep({ ...plan, origin, viewers }).finally(() => {
          serverSeconds = sampler?.stop() ?? [];
          machineSeconds = machine.stop();
        });
        // The checks count every write of the step, the warm-up's too.
        return { ...measured, tallies: [...measured.tallies, ...(warmup?.tallies ?? [])] };
      });
      const kinds = [...result.kinds, ...extraKindSummaries(scenario.extraKinds?.(result) ?? [])];
      const check = await scenario.afterStep({ result, options, viewers, sql, withServer });
      const verdict = judgeStep(kinds);
      step = {
        viewers: count,
        workers: result.workers,
        held: verdict.held && check.problem === null,
        requests: result.kinds.reduce((sum, kind) => sum + kind.sent, 0),
        errors: verdict.errors,
        kinds,
        lag: result.lag,
        slowCalls: [describeSlowSeconds(result.timeline), describePhases(result.phases)]
          .filter(Boolean)
          .join('; '),
        server: describeServerSeconds(serverSeconds, result.timeline[0]?.second ?? 0),
        machine: describeMachineSeconds(machineSeconds, result.timeline[0]?.second ?? 0, {
          postgres: countPostgres,
        }),
        verification: check.text,
        problem: check.problem,
      };
      console.log(formatKinds(kinds));
      const lagP99 = result.lag?.latencyMs.p99 ?? 0;
      console.log(
        `    load generator: actions ran late by p99 ${ms(lagP99)} ms, max ${ms(result.lag?.latencyMs.max ?? 0)} ms` +
          (lagP99 > LAG_WARNING_MS ? ' ⚠ the generator itself was behind: its delay is in the figures' : ''),
      );
      if (step.slowCalls) console.log(`    ${step.slowCalls}`);
      if (step.server) console.log(`    ${step.server}`);
      if (step.machine) console.log(`    ${step.machine}`);
      for (const line of check.text.split('\n')) console.log(`    ${check.problem ? '✖' : '✔'} ${line}`);
      console.log(`    → ${step.held ? 'held' : 'not held'}`);
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      console.log(`    ✖ the step failed: ${failure}`);
      step = {
        viewers: count,
        workers,
        held: false,
        requests: 0,
        errors: 0,
        kinds: [],
        lag: undefined,
        verification: '',
        problem: `step of ${count} failed: ${failure}`,
        failure,
      };
    }
    report.steps.push(step);
    if (!step.held) break;
    report.largestHeld = count;
  }
  return report;
}
