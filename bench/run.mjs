// `npm run bench`: the built server on PGlite and on PostgreSQL against a bare Fastify hello-world,
// measured with autocannon in one run at each connection count, then the open-loop capacity
// scenarios (live room, home browsing) stepped until they no longer hold. Prints a table per
// database and scenario, writes bench/results/<time>.json, and exits non-zero when any endpoint
// answered with an error or a non-2xx status, or a scenario's nothing-lost check failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointGroups } from './endpoints.mjs';
import { createBenchContext } from './lib/api-client.mjs';
import { killAllChildrenNow, startAppServer, startChild, stopAllChildren } from './lib/children.mjs';
import { LOAD_CPUS, pinPostgres, pinProcess, SERVER_CPUS, unpinProcess } from './lib/cpu-pinning.mjs';
import { createDatabaseTarget } from './lib/databases.mjs';
import { FIRST_LOAD_BUDGET_SECONDS, runFirstLoadStep } from './lib/first-load.mjs';
import { measureEndpoint, resolveRequest, stopCurrentLoad } from './lib/measure.mjs';
import { clusterUnavailable, startNginxCluster } from './lib/nginx-cluster.mjs';
import { killLoadWorkers } from './lib/open-loop.mjs';
import {
  adjacentHelloOf,
  formatTable,
  gitCommit,
  helloDrift,
  machineInfo,
  ratio,
  writeResult,
} from './lib/report.mjs';
import { describeAgainstFloor, formatScenario, runScenario, WARMUP_PHONES } from './lib/scenario-runner.mjs';
import { describeSettings, rampSecondsFor, readSettings } from './lib/settings.mjs';
import { seedBenchViewers } from './lib/viewers.mjs';
import { homeBrowsingScenario } from './scenarios/home-browsing.mjs';
import { clusterScenarios, liveRoomScenarios } from './scenarios/live-room.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const serverScript = path.join(root, 'apps/server/dist/server.js');

/** Every open-loop scenario, in the order they run. */
const scenarios = [...liveRoomScenarios, homeBrowsingScenario, ...clusterScenarios];
/** Where the nodes of the live room through nginx share their state (issue 13). */
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * @typedef {import('./endpoints.mjs').EndpointGroup} EndpointGroup
 * @typedef {import('./lib/scenario-runner.mjs').Scenario} Scenario
 * @typedef {import('./lib/measure.mjs').Measurement} Measurement
 * @typedef {import('./lib/report.mjs').DatabaseRun} DatabaseRun
 * @typedef {import('./lib/report.mjs').EndpointRuns} EndpointRuns
 * @typedef {import('./lib/report.mjs').HelloRuns} HelloRuns
 * @typedef {import('./lib/databases.mjs').DatabaseTarget} DatabaseTarget
 * @typedef {import('./lib/settings.mjs').BenchSettings} BenchSettings
 */

/** Clean-up steps for what is live right now (databases to drop, folders to delete). */
const cleanups = new Set();

/** Stops the load and every child, runs pending clean-ups, and exits. */
async function abort(/** @type {string} */ reason, exitCode = 1) {
  console.error(`\n✖ ${reason}`);
  stopCurrentLoad();
  killLoadWorkers();
  await stopAllChildren();
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  process.exit(exitCode);
}

process.once('SIGINT', () => abort('interrupted', 130));
process.once('SIGTERM', () => abort('terminated', 143));
process.on('exit', () => {
  killAllChildrenNow();
  killLoadWorkers();
});

/**
 * Only the scenarios whose name contains BENCH_FILTER (all of them without a filter).
 * @param {string} filter
 * @returns {Scenario[]}
 */
function selectScenarios(filter) {
  const needle = filter.toLowerCase();
  return scenarios.filter((scenario) => !needle || scenario.name.toLowerCase().includes(needle));
}

/**
 * Only the endpoints matching BENCH_FILTER; groups left empty are dropped with their hooks.
 * @param {EndpointGroup[]} groups
 * @param {string} filter
 * @returns {EndpointGroup[]}
 */
function selectGroups(groups, filter) {
  const needle = filter.toLowerCase();
  return groups
    .map((group) => ({
      ...group,
      endpoints: group.endpoints.filter(
        (endpoint) => !needle || `${endpoint.name} ${endpoint.path}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.endpoints.length > 0);
}

/**
 * The built server on `target`, bound to the servers' core (the load comes from the other one).
 * @param {DatabaseTarget} target
 * @param {BenchSettings} settings
 */
async function startServer(target, settings) {
  const server = await startAppServer({ root, target, startTimeoutSeconds: settings.startTimeoutSeconds });
  pinProcess(server.pid, SERVER_CPUS);
  return server;
}

/**
 * A bare server of bench/ (`script`, which prints "<name> listening" and answers /healthz) on the
 * servers' core, in place of the product: a scenario's baseline.
 * @param {string} script
 * @param {BenchSettings} settings
 */
async function startBaseline(script, settings) {
  const label = path.basename(script, '.mjs');
  const server = await startChild({
    label,
    script: path.join(benchDir, script),
    cwd: root,
    readyLine: `${label} listening`,
    readyPath: '/healthz',
    timeoutMs: settings.startTimeoutSeconds * 1000,
  });
  pinProcess(server.pid, SERVER_CPUS);
  return server;
}

/**
 * An endpoint that could not be measured (its group's prepare, its request or its server failed).
 * @param {import('./endpoints.mjs').EndpointDefinition} endpoint
 * @param {string} problem
 * @param {number} connections
 * @returns {Measurement}
 */
function notMeasured(endpoint, problem, connections) {
  return {
    name: endpoint.name,
    connections,
    method: endpoint.method ?? 'GET',
    path: endpoint.path,
    problem,
    requestsPerSecond: 0,
    latencyMs: { mean: 0, p50: 0, p99: 0, max: 0 },
    requests: 0,
    errors: 0,
    non2xx: 0,
    statusCodes: {},
    responseBytes: 0,
  };
}

/** @param {Measurement} measurement */
function progressLine(measurement) {
  const figures = `${measurement.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${measurement.latencyMs.p99} ms`;
  const label = `${measurement.name} @${measurement.connections}`;
  return `  ${measurement.problem ? '✖' : '·'} ${label.padEnd(34)} ${figures}`;
}

/** Seconds of hello-world measured right before each endpoint at each connection count. */
const ADJACENT_HELLO_SECONDS = 3;

/** hello-world's request: the route that does nothing. */
const helloRequest = { method: 'GET', path: '/', headers: {}, body: undefined };

/**
 * hello-world's req/s at `connections` just now, for the endpoint measured next: its ratio is then
 * taken in the same minute, however the machine's speed moves during a table (on a shared host it
 * moved by a quarter within one).
 * @param {string} helloOrigin
 * @param {number} connections
 */
async function adjacentHello(helloOrigin, connections) {
  const load = { durationSeconds: ADJACENT_HELLO_SECONDS, warmupSeconds: 0, connections };
  const measurement = await measureEndpoint(helloOrigin, 'hello-world', helloRequest, undefined, load);
  return measurement.problem ? undefined : measurement.requestsPerSecond;
}

/**
 * Prepares one group and measures each of its endpoints at each connection count against `origin`,
 * each right after a short hello-world at the same count (its `helloRequestsPerSecond`).
 * @param {EndpointGroup} group
 * @param {import('./lib/api-client.mjs').BenchContext} context
 * @param {string} origin
 * @param {string} helloOrigin
 * @param {BenchSettings} settings
 * @returns {Promise<EndpointRuns[]>}
 */
async function measureGroup(group, context, origin, helloOrigin, settings) {
  const runsOf = (
    /** @type {import('./endpoints.mjs').EndpointDefinition} */ endpoint,
    /** @type {Measurement[]} */ measurements,
  ) => ({ name: endpoint.name, method: endpoint.method ?? 'GET', path: endpoint.path, measurements });
  try {
    await group.prepare?.(context);
  } catch (error) {
    const problem = `prepare of group "${group.name}" failed: ${String(error)}`;
    return group.endpoints.map((endpoint) =>
      runsOf(
        endpoint,
        settings.connections.map((connections) => notMeasured(endpoint, problem, connections)),
      ),
    );
  }
  /** @type {EndpointRuns[]} */
  const runs = [];
  for (const endpoint of group.endpoints) {
    /** @type {Measurement[]} */
    const measurements = [];
    for (const connections of settings.connections) {
      let measurement;
      try {
        const request = resolveRequest(endpoint, context);
        const load = {
          durationSeconds: settings.durationSeconds,
          warmupSeconds: settings.warmupSeconds,
          connections,
        };
        const helloRequestsPerSecond = await adjacentHello(helloOrigin, connections);
        measurement = await measureEndpoint(origin, endpoint.name, request, endpoint.check, load);
        if (helloRequestsPerSecond !== undefined) measurement.helloRequestsPerSecond = helloRequestsPerSecond;
        if (endpoint.verify && measurement.requests > 0) {
          const verdict = await endpoint.verify(context);
          measurement.verification = verdict.text;
          if (verdict.problem)
            measurement.problem = [measurement.problem, verdict.problem].filter(Boolean).join('; ');
          console.log(`  ${verdict.problem ? '✖' : '✔'} ${endpoint.name} @${connections}: ${verdict.text}`);
        }
      } catch (error) {
        measurement = notMeasured(endpoint, `could not be measured: ${String(error)}`, connections);
      }
      measurements.push(measurement);
      console.log(progressLine(measurement));
    }
    runs.push(runsOf(endpoint, measurements));
  }
  return runs;
}

/**
 * One database: a fresh database, the server on it, then hello-world, every group, and
 * hello-world again, each at every connection count; then the scenarios, a server per step.
 * @param {'pglite' | 'postgres'} kind
 * @param {EndpointGroup[]} groups
 * @param {Scenario[]} selectedScenarios
 * @param {string} helloOrigin
 * @param {BenchSettings} settings
 * @returns {Promise<DatabaseRun>}
 */
async function benchDatabase(kind, groups, requestedScenarios, helloOrigin, settings) {
  /** @type {string[]} */
  const notes = [];
  // The live room through nginx needs PostgreSQL (nodes share one database), nginx and Redis.
  const clusterMissing = requestedScenarios.some((scenario) => scenario.nodes)
    ? kind === 'postgres'
      ? await clusterUnavailable(redisUrl)
      : 'the nodes of a cluster share one PostgreSQL database'
    : null;
  const selectedScenarios = requestedScenarios.filter((scenario) => {
    if (!scenario.nodes || !clusterMissing) return true;
    const note = `${scenario.name}: skipped on ${kind} (${clusterMissing})`;
    notes.push(note);
    console.log(`  – ${note}`);
    return false;
  });
  const target = await createDatabaseTarget(kind, settings);
  cleanups.add(target.dispose);
  /** @type {(() => void) | undefined} */
  let unpinPostgres;
  const restorePostgres = async () => unpinPostgres?.();
  /** @type {import('./lib/children.mjs').ChildHandle | undefined} */
  let server;
  try {
    console.log(`\n━━ ${kind}: ${target.description} ━━`);
    if (kind === 'postgres' && settings.pinPostgres) {
      unpinPostgres = await target.withSql((database) => pinPostgres(database.query, LOAD_CPUS));
      cleanups.add(restorePostgres);
      const note = unpinPostgres
        ? `PostgreSQL ran on core ${LOAD_CPUS} with the load generator (BENCH_PIN_POSTGRES=1), not on the servers' ${SERVER_CPUS}`
        : 'PostgreSQL could not be moved to the load core (not on this machine, not ours to move, or BENCH_PIN=0): it ran on any core';
      notes.push(note);
      console.log(`  ${note}`);
    }
    server = await startServer(target, settings);
    const shared = groups.filter((group) => !group.dedicated);
    const dedicated = groups.filter((group) => group.dedicated);
    const seeders = shared.filter((group) => group.seed);
    const largestStep = Math.max(0, ...selectedScenarios.flatMap((scenario) => scenario.steps(settings)));
    const viewersNeeded = largestStep > 0 ? largestStep + WARMUP_PHONES : 0;
    if (seeders.length > 0 || viewersNeeded > 0) {
      // Seeds write through SQL while the server is stopped (PGlite admits one process), then it restarts.
      await server.stop();
      await target.withSql(async (database) => {
        for (const group of seeders) await group.seed?.(database);
        if (viewersNeeded > 0) await seedBenchViewers(database, viewersNeeded);
        for (const scenario of selectedScenarios) await scenario.seed?.(database, settings);
      });
      server = await startServer(target, settings);
    }
    console.log(`  server ready at ${server.origin} (pid ${server.pid})`);

    const measureHello = async (/** @type {number} */ connections) => {
      const load = {
        durationSeconds: settings.durationSeconds,
        warmupSeconds: settings.warmupSeconds,
        connections,
      };
      const measurement = await measureEndpoint(helloOrigin, 'hello-world', helloRequest, undefined, load);
      console.log(progressLine(measurement));
      return measurement;
    };
    const measuring = groups.length > 0;
    // autocannon runs in this process: on a core of its own while endpoints are measured.
    if (measuring) pinProcess(process.pid, LOAD_CPUS);
    /** @type {Measurement[]} */
    const helloBefore = [];
    if (measuring)
      for (const connections of settings.connections) helloBefore.push(await measureHello(connections));

    const context = createBenchContext(server.origin, kind);
    /** @type {EndpointRuns[]} */
    const endpoints = [];
    for (const group of shared)
      endpoints.push(...(await measureGroup(group, context, server.origin, helloOrigin, settings)));

    // Groups with a database of their own (too big to build per run): this server stops first,
    // so the two never compete for the CPUs.
    if (dedicated.length > 0) {
      await server.stop();
      server = undefined;
    }
    for (const group of dedicated) {
      const dedication = /** @type {NonNullable<EndpointGroup['dedicated']>} */ (group.dedicated);
      if (!dedication.databases.includes(kind)) {
        const note = `${group.name}: skipped on ${kind} (${dedication.skipNote})`;
        notes.push(note);
        console.log(`  – ${note}`);
        continue;
      }
      const groupTarget = await dedication.target(settings, root);
      cleanups.add(groupTarget.dispose);
      /** @type {import('./lib/children.mjs').ChildHandle | undefined} */
      let groupServer;
      try {
        console.log(`  ${group.name}: ${groupTarget.description}`);
        // The first start migrates and seeds it; the data is built with the server stopped.
        groupServer = await startServer(groupTarget, settings);
        await groupServer.stop();
        await dedication.setup(groupTarget);
        groupServer = await startServer(groupTarget, settings);
        const groupContext = createBenchContext(groupServer.origin, kind);
        groupContext.sql = (text, params) => groupTarget.withSql((database) => database.query(text, params));
        endpoints.push(
          ...(await measureGroup(group, groupContext, groupServer.origin, helloOrigin, settings)),
        );
      } catch (error) {
        const problem = `group "${group.name}" failed: ${String(error)}`;
        endpoints.push(
          ...group.endpoints.map((endpoint) => ({
            name: endpoint.name,
            method: endpoint.method ?? 'GET',
            path: endpoint.path,
            measurements: settings.connections.map((connections) =>
              notMeasured(endpoint, problem, connections),
            ),
          })),
        );
      } finally {
        await groupServer?.stop();
        cleanups.delete(groupTarget.dispose);
        await groupTarget.dispose();
      }
    }
    /** @type {HelloRuns[]} */
    const hello = [];
    if (measuring) {
      for (const [index, connections] of settings.connections.entries()) {
        const before = /** @type {Measurement} */ (helloBefore[index]);
        const after = await measureHello(connections);
        hello.push({
          connections,
          before,
          after,
          requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
        });
      }
    }

    // The scenarios start a server per step (and stop it for their checks): this one stops first.
    await server?.stop();
    server = undefined;
    // This process seeds and checks between their steps on any core; the load workers it forks run
    // on the load generator's core, and each step's server on the servers' core (decision 027).
    unpinProcess(process.pid);
    /** @type {import('./lib/scenario-runner.mjs').ScenarioReport[]} */
    const scenarioReports = [];
    for (const scenario of selectedScenarios) {
      console.log(`\n  ${scenario.name}: ${scenario.description}`);
      scenarioReports.push(
        await runScenario(scenario, {
          target,
          startServer: () =>
            scenario.baselineScript
              ? startBaseline(scenario.baselineScript, settings)
              : scenario.nodes
                ? startNginxCluster({
                    root,
                    target,
                    nodes: scenario.nodes,
                    redisUrl,
                    startTimeoutSeconds: settings.startTimeoutSeconds,
                  })
                : startServer(target, settings),
          settings,
        }),
      );
    }
    return {
      database: kind,
      description: target.description,
      connections: settings.connections,
      hello,
      endpoints,
      scenarios: scenarioReports,
      ...(notes.length > 0 ? { notes } : {}),
    };
  } finally {
    await server?.stop();
    cleanups.delete(restorePostgres);
    unpinPostgres?.();
    cleanups.delete(target.dispose);
    await target.dispose();
  }
}

async function main() {
  const settings = readSettings(process.env);
  const groups = selectGroups(endpointGroups, settings.filter);
  const selectedScenarios = selectScenarios(settings.filter);
  if (groups.length === 0 && selectedScenarios.length === 0) {
    throw new Error(
      `BENCH_FILTER "${settings.filter}" matches no endpoint in bench/endpoints.mjs and no scenario ` +
        `(${scenarios.map((scenario) => scenario.name).join(', ')})`,
    );
  }
  if (!fs.existsSync(serverScript)) {
    throw new Error(
      `${path.relative(root, serverScript)} is missing: run "npm run build -w @ia/server" first`,
    );
  }

  const endpointCount = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  const perDatabase =
    (endpointCount + (endpointCount > 0 ? 2 : 0)) *
    settings.connections.length *
    (settings.durationSeconds + settings.warmupSeconds + ADJACENT_HELLO_SECONDS + 3);
  // A dedicated database may need building first (minutes, once): its group says how long at most.
  const dedicatedBudget = groups.reduce(
    (sum, group) =>
      sum + (group.dedicated ? group.dedicated.budgetSeconds + 2 * settings.startTimeoutSeconds : 0),
    0,
  );
  // Each step: a server start, the load, the drain, the stop, and the check (a second server start
  // and the replay of its heartbeats, at 200 a second or better).
  const scenarioBudget = selectedScenarios.reduce(
    (sum, scenario) =>
      sum +
      scenario
        .steps(settings)
        .reduce(
          (stepSum, viewers) =>
            stepSum +
            2 * settings.startTimeoutSeconds +
            settings.stepWarmupSeconds +
            rampSecondsFor(settings, viewers) +
            settings.holdSeconds +
            3 * settings.callTimeoutSeconds +
            60 +
            Math.ceil(viewers / 200),
          0,
        ),
    0,
  );
  const budgetSeconds =
    settings.databases.length * (perDatabase + scenarioBudget + 2 * settings.startTimeoutSeconds) +
    dedicatedBudget +
    // The first load of the mobile app ends an unfiltered run (a filtered one is about what it names).
    (settings.filter ? 0 : FIRST_LOAD_BUDGET_SECONDS) +
    60;
  setTimeout(
    () => abort(`the bench took longer than its ${budgetSeconds} s budget`),
    budgetSeconds * 1000,
  ).unref();

  const startedAt = new Date();
  const machine = machineInfo();
  console.log(
    `Bench: ${endpointCount} endpoints × ${settings.databases.join(' + ')} at ${settings.connections.join(' and ')} ` +
      `connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s each; ` +
      `scenarios: ${selectedScenarios.map((scenario) => scenario.name).join(', ') || 'none'} (budget ${budgetSeconds} s)`,
  );
  console.log(
    `Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadAverage.join(' ')}`,
  );

  if ((machine.loadAverage[0] ?? 0) > machine.cpus) {
    console.log(
      `⚠ The machine is busy (load ${machine.loadAverage[0]} on ${machine.cpus} CPUs): expect noisy figures.`,
    );
  }

  const hello = await startChild({
    label: 'hello-world',
    script: path.join(benchDir, 'hello-world.mjs'),
    cwd: root,
    readyLine: 'hello-world listening',
    readyPath: '/',
    timeoutMs: 15_000,
  });
  const pinned = pinProcess(hello.pid, SERVER_CPUS);
  console.log(
    pinned
      ? `Cores: the servers measured on ${SERVER_CPUS}, autocannon on ${LOAD_CPUS}`
      : 'Cores: not pinned (one core, taskset missing, or BENCH_PIN=0)',
  );

  /** @type {DatabaseRun[]} */
  const runs = [];
  /** @type {string[]} */
  const failures = [];
  for (const kind of settings.databases) {
    try {
      runs.push(await benchDatabase(kind, groups, selectedScenarios, hello.origin, settings));
    } catch (error) {
      failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      console.error(`✖ ${kind} run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await hello.stop();

  console.log('');
  for (const run of runs) {
    if (run.endpoints.length > 0) console.log(`${formatTable(run)}\n`);
    for (const note of run.notes ?? []) console.log(`  note: ${note}\n`);
    for (const report of run.scenarios) console.log(`${formatScenario(report, run.database)}\n`);
    for (const line of describeAgainstFloor(run.scenarios)) console.log(`${line} (${run.database})\n`);
  }

  for (const run of runs) {
    const measurements = [
      ...run.hello.flatMap((hello) => [hello.before, hello.after]),
      ...run.endpoints.flatMap((endpoint) => endpoint.measurements),
    ];
    for (const measurement of measurements) {
      if (measurement.problem)
        failures.push(
          `${run.database} ${measurement.name} @${measurement.connections}: ${measurement.problem}`,
        );
    }
    // A step that does not hold is a figure; one whose check failed (something lost or counted
    // twice) or that could not run is a failure.
    for (const report of run.scenarios) {
      for (const step of report.steps) {
        if (step.problem) failures.push(`${run.database} ${report.name}: ${step.problem}`);
      }
    }
  }
  // The mobile app's first load in Chromium, on a server of its own (bench/lib/first-load.mjs).
  const firstLoad = settings.filter ? undefined : await runFirstLoadStep({ root, settings, failures });
  const file = writeResult(path.join(benchDir, 'results'), {
    startedAt,
    finishedAt: new Date(),
    commit: gitCommit(root),
    machine,
    loadAverageAtEnd: os.loadavg().map((load) => Number(load.toFixed(2))),
    settings: describeSettings(settings),
    runs: runs.map((run) => ({
      ...run,
      hello: run.hello.map((hello) => ({ ...hello, drift: Number(helloDrift(hello).toFixed(3)) })),
      endpoints: run.endpoints.map((endpoint) => ({
        ...endpoint,
        measurements: endpoint.measurements.map((measurement, index) => ({
          ...measurement,
          ratioToHelloWorld: Number(
            ratio(measurement, adjacentHelloOf(measurement, run.hello[index])).toFixed(3),
          ),
          ratioToRunHelloWorld: Number(
            ratio(measurement, run.hello[index]?.requestsPerSecond ?? 0).toFixed(3),
          ),
        })),
      })),
    })),
    ...(firstLoad ? { firstLoad } : {}),
    failures,
  });
  console.log(`Results written to ${path.relative(root, file)}`);
  if (runs.some((run) => run.endpoints.length > 0)) {
    console.log(
      `Ratio = endpoint req/s ÷ hello-world req/s at the same connection count, measured for ${ADJACENT_HELLO_SECONDS} s just before the endpoint (1.00× = as fast as bare Fastify); "vs run" divides by the mean of the table's hello-world rows.`,
    );
  }
  if (failures.length > 0) {
    console.error(`\n✖ ${failures.length} failure(s):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error) => abort(error instanceof Error ? error.message : String(error)));
