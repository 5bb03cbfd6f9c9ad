// Printing a database run as a table, and writing the whole run to bench/results/<timestamp>.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {import('./measure.mjs').Measurement} Measurement
 * @typedef {object} HelloRuns hello-world at one connection count, just before this database's
 *   endpoints and just after them, to show whether the machine stayed steady.
 * @property {number} connections
 * @property {Measurement} before
 * @property {Measurement} after
 * @property {number} requestsPerSecond The mean of the two: what the ratios at this count divide by.
 * @typedef {object} EndpointRuns One endpoint at each connection count (in `DatabaseRun.connections` order).
 * @property {string} name
 * @property {string} method
 * @property {string} path
 * @property {Measurement[]} measurements
 * @typedef {object} DatabaseRun
 * @property {'pglite' | 'postgres'} database
 * @property {string} description
 * @property {number[]} connections
 * @property {HelloRuns[]} hello One per connection count (empty when no endpoint was measured).
 * @property {EndpointRuns[]} endpoints
 * @property {import('./scenario-runner.mjs').ScenarioReport[]} scenarios
 * @property {string[]} [notes] Groups skipped on this database, and why.
 */

/** Above this relative change between the two hello-world runs, the table carries a warning. */
const DRIFT_WARNING = 0.15;

/**
 * @param {number} value
 * @param {number} digits
 */
const fixed = (value, digits) => value.toFixed(digits);

/** autocannon records latency in whole milliseconds, so 0 means "under 1 ms". @param {number} value */
const milliseconds = (value) => (value < 1 ? '<1' : fixed(value, 0));

/**
 * An endpoint's req/s as a fraction of hello-world's at the same connection count in the same run.
 * @param {Measurement} measurement
 * @param {number} helloRequestsPerSecond
 */
export function ratio(measurement, helloRequestsPerSecond) {
  return helloRequestsPerSecond > 0 ? measurement.requestsPerSecond / helloRequestsPerSecond : 0;
}

/**
 * What an endpoint's ratio divides by: hello-world measured just before it, or, for hello-world's own
 * rows and a run without one, the mean of the table's two hello-world rows.
 * @param {Measurement} measurement
 * @param {HelloRuns | undefined} hello
 */
export function adjacentHelloOf(measurement, hello) {
  return measurement.helloRequestsPerSecond ?? hello?.requestsPerSecond ?? 0;
}

/**
 * How far hello-world moved between its two runs, relative to their mean (0.1 = 10 %).
 * @param {HelloRuns} hello
 */
export function helloDrift(hello) {
  const { before, after, requestsPerSecond } = hello;
  return requestsPerSecond > 0
    ? Math.abs(after.requestsPerSecond - before.requestsPerSecond) / requestsPerSecond
    : 0;
}

/**
 * One row per endpoint between the two hello-world rows, with req/s, p50, p99 and the ratio to
 * hello-world at each connection count side by side.
 * @param {DatabaseRun} run
 * @returns {string}
 */
export function formatTable(run) {
  const perCount = run.connections.flatMap((count) => [
    `req/s @${count}`,
    'p50 ms',
    'p99 ms',
    'vs hello',
    'vs run',
  ]);
  const header = ['endpoint', ...perCount, 'errors', 'non-2xx', 'bytes'];
  /** @type {[string, Measurement[]][]} */
  const labelled = [
    ['hello-world (before)', run.hello.map((hello) => hello.before)],
    ...run.endpoints.map(
      (endpoint) => /** @type {[string, Measurement[]]} */ ([endpoint.name, endpoint.measurements]),
    ),
    ['hello-world (after)', run.hello.map((hello) => hello.after)],
  ];
  const rows = labelled.map(([name, measurements]) => {
    const cells = run.connections.flatMap((_, index) => {
      const measurement = measurements[index];
      // Not measured at all (its check or its group's prepare failed): no figures to show.
      if (!measurement || (measurement.problem && measurement.requests === 0))
        return ['FAILED', '-', '-', '-', '-'];
      const hello = run.hello[index];
      return [
        fixed(measurement.requestsPerSecond, 0),
        milliseconds(measurement.latencyMs.p50),
        milliseconds(measurement.latencyMs.p99),
        `${fixed(ratio(measurement, adjacentHelloOf(measurement, hello)), 2)}×`,
        `${fixed(ratio(measurement, hello?.requestsPerSecond ?? 0), 2)}×`,
      ];
    });
    const sum = (/** @type {(m: Measurement) => number} */ pick) =>
      String(measurements.reduce((total, measurement) => total + pick(measurement), 0));
    return [
      name,
      ...cells,
      sum((measurement) => measurement.errors),
      sum((measurement) => measurement.non2xx),
      String(measurements[0]?.responseBytes ?? '-'),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const measured = labelled.flatMap(([name, measurements]) =>
    measurements.map((measurement) => /** @type {[string, Measurement]} */ ([name, measurement])),
  );
  const notes = measured
    .filter(([, measurement]) => measurement.problem)
    .map(
      ([name, measurement]) =>
        `  ✖ ${name} @${measurement.connections} (${measurement.method} ${measurement.path}): ${measurement.problem}`,
    );
  for (const [name, measurement] of measured) {
    if (measurement.verification && !measurement.problem)
      notes.push(`  ✔ ${name} @${measurement.connections}: ${measurement.verification}`);
  }
  for (const hello of run.hello) {
    const drift = helloDrift(hello);
    if (drift > DRIFT_WARNING) {
      notes.push(
        `  ⚠ hello-world @${hello.connections} moved ${fixed(drift * 100, 0)} % during this table: the machine was busy, so ratios are rough.`,
      );
    }
  }
  return [`${run.database}: ${run.description}`, line(header), rule, ...rows.map(line), ...notes].join('\n');
}

/** What the figures were measured on. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

/** @param {string} cwd */
export function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Writes the run as JSON and returns the file's path.
 * @param {string} folder
 * @param {Record<string, unknown> & { startedAt: Date }} result
 */
export function writeResult(folder, result) {
  fs.mkdirSync(folder, { recursive: true });
  const stamp = result.startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
