// The bench's knobs, all from environment variables (documented in bench/README.md).

/**
 * @typedef {object} BenchSettings
 * @property {number} durationSeconds BENCH_DURATION: timed load per endpoint.
 * @property {number} warmupSeconds BENCH_WARMUP: untimed load before it.
 * @property {number[]} connections BENCH_CONNECTIONS: each endpoint is measured at each of these
 *   numbers of concurrent keep-alive connections (and hello-world too, for the ratios).
 * @property {('pglite' | 'postgres')[]} databases BENCH_DB: pglite, postgres or both.
 * @property {string} filter BENCH_FILTER: only endpoints whose name or path contains it.
 * @property {string} postgresUrl BENCH_POSTGRES_URL: where bench databases are created.
 * @property {number} startTimeoutSeconds BENCH_START_TIMEOUT: how long a server may take to be ready.
 * @property {number[]} liveSteps BENCH_LIVE_STEPS: phones per step of the live-room scenarios.
 * @property {number[]} homeSteps BENCH_HOME_STEPS: phones per step of the home-browsing scenario.
 * @property {number} rampSeconds BENCH_RAMP: a step's phones arrive evenly over this time…
 * @property {number} arrivalRate BENCH_ARRIVAL_RATE: when above 0, a step's phones arrive at this many
 *   a second instead (its ramp is N ÷ rate seconds, never under BENCH_RAMP): the audience a server
 *   holds, measured apart from how fast it can take arrivals.
 * @property {number} holdSeconds BENCH_HOLD: …and then all of them keep going this long.
 * @property {number} stepWarmupSeconds BENCH_STEP_WARMUP: unmeasured load by a few phones on each
 *   step's fresh server before the step (0 to skip).
 * @property {number} callTimeoutSeconds BENCH_CALL_TIMEOUT: a scenario call unanswered this long fails.
 * @property {number} loadWorkers BENCH_LOAD_WORKERS: load worker processes per step (0: as many as
 *   the phones' sockets need, 9 000 sockets each).
 * @property {boolean} pinPostgres BENCH_PIN_POSTGRES=1: a PostgreSQL server on this machine runs on the
 *   load generator's core during the run, not on the servers' (as a database on a host of its own).
 */

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Reads and validates the settings; throws one message listing every bad variable.
 * @param {NodeJS.ProcessEnv} env
 * @returns {BenchSettings}
 */
export function readSettings(env) {
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {string} name
   * @param {number} fallback
   * @param {number} min
   * @param {number} max
   */
  const number = (name, fallback, min, max) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  /**
   * A comma-separated list of whole numbers, each within [min, max].
   * @param {string} name
   * @param {string} fallback
   * @param {number} min
   * @param {number} max
   */
  const numbers = (name, fallback, min, max) => {
    const raw = env[name] || fallback;
    const values = raw.split(',').map((part) => Number(part.trim()));
    if (
      values.length === 0 ||
      values.some((value) => !Number.isInteger(value) || value < min || value > max)
    ) {
      problems.push(
        `${name} must be whole numbers from ${min} to ${max}, separated by commas (got "${raw}")`,
      );
      return fallback.split(',').map(Number);
    }
    return values;
  };

  const databaseChoice = (env.BENCH_DB ?? 'both').toLowerCase();
  /** @type {Record<string, ('pglite' | 'postgres')[]>} */
  const choices = { both: ['pglite', 'postgres'], pglite: ['pglite'], postgres: ['postgres'] };
  const databases = choices[databaseChoice];
  if (!databases) problems.push(`BENCH_DB must be pglite, postgres or both (got "${env.BENCH_DB}")`);

  const postgresUrl = env.BENCH_POSTGRES_URL || env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  if (!/^postgres(ql)?:\/\//.test(postgresUrl)) problems.push('BENCH_POSTGRES_URL must be a postgres:// URL');

  const settings = {
    durationSeconds: number('BENCH_DURATION', 5, 1, 600),
    warmupSeconds: number('BENCH_WARMUP', 1, 0, 60),
    connections: numbers('BENCH_CONNECTIONS', '10,100', 1, 1000),
    databases: databases ?? [],
    filter: env.BENCH_FILTER ?? '',
    postgresUrl,
    startTimeoutSeconds: number('BENCH_START_TIMEOUT', 90, 5, 600),
    liveSteps: numbers('BENCH_LIVE_STEPS', '1000,2000,5000,10000', 1, 50_000),
    homeSteps: numbers('BENCH_HOME_STEPS', '1000,2000,5000,10000', 1, 50_000),
    rampSeconds: number('BENCH_RAMP', 20, 1, 600),
    arrivalRate: number('BENCH_ARRIVAL_RATE', 0, 0, 10_000),
    holdSeconds: number('BENCH_HOLD', 30, 1, 600),
    stepWarmupSeconds: number('BENCH_STEP_WARMUP', 5, 0, 120),
    callTimeoutSeconds: number('BENCH_CALL_TIMEOUT', 10, 1, 120),
    loadWorkers: number('BENCH_LOAD_WORKERS', 0, 0, 64),
    pinPostgres: number('BENCH_PIN_POSTGRES', 0, 0, 1) === 1,
  };
  if (problems.length > 0) throw new Error(`Invalid bench settings:\n  ${problems.join('\n  ')}`);
  return settings;
}

/**
 * The settings as printed and stored (the PostgreSQL URL without its password).
 * @param {BenchSettings} settings
 */
export function describeSettings(settings) {
  const url = new URL(settings.postgresUrl);
  url.password = url.password ? '***' : '';
  return { ...settings, postgresUrl: url.toString() };
}

/**
 * Seconds over which a step of `phones` arrives: BENCH_RAMP, or at BENCH_ARRIVAL_RATE a second.
 * @param {BenchSettings} settings
 * @param {number} phones
 */
export function rampSecondsFor(settings, phones) {
  if (settings.arrivalRate <= 0) return settings.rampSeconds;
  return Math.max(settings.rampSeconds, Math.ceil(phones / settings.arrivalRate));
}
