// Printing a database run as a table, and writing the whole run to bench/results/<timestamp>.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {import('./measure.mjs').Measurement} Measurement
 * @typedef {object} DatabaseRun
 * @property {'pglite' | 'postgres'} database
 * @property {string} description
 * @property {Measurement} helloBefore hello-world measured just before this database's endpoints…
 * @property {Measurement} helloAfter …and just after them, to show whether the machine stayed steady.
 * @property {number} helloRequestsPerSecond The mean of the two: what the ratios divide by.
 * @property {Measurement[]} endpoints
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
 * An endpoint's req/s as a fraction of hello-world's in the same run.
 * @param {Measurement} measurement
 * @param {number} helloRequestsPerSecond
 */
export function ratio(measurement, helloRequestsPerSecond) {
  return helloRequestsPerSecond > 0 ? measurement.requestsPerSecond / helloRequestsPerSecond : 0;
}

/**
 * How far hello-world moved between its two runs, relative to their mean (0.1 = 10 %).
 * @param {DatabaseRun} run
 */
export function helloDrift(run) {
  const { helloBefore, helloAfter, helloRequestsPerSecond } = run;
  return helloRequestsPerSecond > 0
    ? Math.abs(helloAfter.requestsPerSecond - helloBefore.requestsPerSecond) / helloRequestsPerSecond
    : 0;
}

/**
 * One row per endpoint between the two hello-world rows; ratio = endpoint req/s ÷ mean hello-world req/s.
 * @param {DatabaseRun} run
 * @returns {string}
 */
export function formatTable(run) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes', 'vs hello'];
  /** @type {[string, Measurement][]} */
  const labelled = [
    ['hello-world (before)', run.helloBefore],
    ...run.endpoints.map(
      (measurement) => /** @type {[string, Measurement]} */ ([measurement.name, measurement]),
    ),
    ['hello-world (after)', run.helloAfter],
  ];
  const rows = labelled.map(([name, measurement]) => {
    // Not measured at all (its check or its group's prepare failed): no figures to show.
    if (measurement.problem && measurement.requests === 0)
      return [name, 'FAILED', '-', '-', '-', '-', '-', '-'];
    return [
      name,
      fixed(measurement.requestsPerSecond, 0),
      milliseconds(measurement.latencyMs.p50),
      milliseconds(measurement.latencyMs.p99),
      String(measurement.errors),
      String(measurement.non2xx),
      String(measurement.responseBytes),
      `${fixed(ratio(measurement, run.helloRequestsPerSecond), 2)}×`,
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
  const notes = labelled
    .filter(([, measurement]) => measurement.problem)
    .map(
      ([name, measurement]) =>
        `  ✖ ${name} (${measurement.method} ${measurement.path}): ${measurement.problem}`,
    );
  for (const [name, measurement] of labelled) {
    if (measurement.verification && !measurement.problem)
      notes.push(`  ✔ ${name}: ${measurement.verification}`);
  }
  const drift = helloDrift(run);
  if (drift > DRIFT_WARNING) {
    notes.push(
      `  ⚠ hello-world moved ${fixed(drift * 100, 0)} % during this table: the machine was busy, so ratios are rough.`,
    );
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
