// The bench's knobs, all from environment variables (documented in bench/README.md).

/**
 * @typedef {object} BenchSettings
 * @property {number} durationSeconds BENCH_DURATION: timed load per endpoint.
 * @property {number} warmupSeconds BENCH_WARMUP: untimed load before it.
 * @property {number} connections BENCH_CONNECTIONS: concurrent keep-alive connections.
 * @property {('pglite' | 'postgres')[]} databases BENCH_DB: pglite, postgres or both.
 * @property {string} filter BENCH_FILTER: only endpoints whose name or path contains it.
 * @property {string} postgresUrl BENCH_POSTGRES_URL: where bench databases are created.
 * @property {number} startTimeoutSeconds BENCH_START_TIMEOUT: how long a server may take to be ready.
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
    connections: number('BENCH_CONNECTIONS', 10, 1, 1000),
    databases: databases ?? [],
    filter: env.BENCH_FILTER ?? '',
    postgresUrl,
    startTimeoutSeconds: number('BENCH_START_TIMEOUT', 90, 5, 600),
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
