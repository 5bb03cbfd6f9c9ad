// What a group's `prepare` hook and an endpoint's `headers`/`body` functions receive.

/**
 * @typedef {object} ApiResponse
 * @property {number} status
 * @property {unknown} body Parsed JSON when the response is JSON, else the text.
 * @property {number} bytes Size of the response body.
 */

/**
 * @typedef {object} BenchContext
 * @property {'pglite' | 'postgres'} database
 * @property {string} origin `http://127.0.0.1:<port>` of the server under test.
 * @property {Record<string, unknown>} state Shared by the hooks and endpoints of one database run.
 * @property {(method: string, path: string, options?: { headers?: Record<string, string>, body?: string | object, timeoutMs?: number })
 *   => Promise<ApiResponse>} api One request to the server under test (10 s unless `timeoutMs`).
 * @property {import('./databases.mjs').SeedDatabase['query']} [sql] Direct SQL, for groups on a
 *   dedicated database (`dedicated` in endpoints.mjs) only.
 * @property {(role?: string) => Promise<string>} login A session token from the sandbox login
 *   (roles as in the shared contract: 'certified', 'registered', …).
 */

/**
 * @param {string} origin
 * @param {'pglite' | 'postgres'} database
 * @returns {BenchContext}
 */
export function createBenchContext(origin, database) {
  /** @type {BenchContext['api']} */
  const api = (method, path, options = {}) => sendRequest(origin, { method, path, ...options });
  return {
    database,
    origin,
    state: {},
    api,
    async login(role = 'certified') {
      const response = await api('POST', '/api/sandbox/login', { body: { role } });
      const token = /** @type {{ data?: { token?: unknown } }} */ (response.body)?.data?.token;
      if (response.status !== 200 || typeof token !== 'string') {
        throw new Error(
          `sandbox login as ${role} failed: HTTP ${response.status} ${JSON.stringify(response.body)}`,
        );
      }
      return token;
    },
  };
}

/**
 * Sends one request; an object body goes as JSON.
 * @param {string} origin
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string | object, timeoutMs?: number }} request
 * @returns {Promise<ApiResponse>}
 */
export async function sendRequest(origin, { method, path, headers = {}, body, timeoutMs = 10_000 }) {
  const isJson = body !== undefined && typeof body !== 'string';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: isJson ? { 'content-type': 'application/json', ...headers } : headers,
    body: isJson ? JSON.stringify(body) : body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const parsed = (response.headers.get('content-type') ?? '').includes('json') ? safeJson(text) : text;
  return { status: response.status, body: parsed, bytes: Buffer.byteLength(text) };
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
