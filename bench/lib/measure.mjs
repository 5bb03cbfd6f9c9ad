// One endpoint's measurement: a check of one real response, a warm-up, then the timed autocannon run.
import autocannon from 'autocannon';
import { sendRequest } from './api-client.mjs';

/**
 * @typedef {import('../endpoints.mjs').EndpointDefinition} EndpointDefinition
 * @typedef {import('./api-client.mjs').BenchContext} BenchContext
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body: string | undefined,
 *   next?: () => { headers: Record<string, string>, body: string, id?: number }, firstId?: number,
 *   onAnswer?: (id: number, status: number, body: string) => void }} ResolvedRequest
 */

/**
 * @typedef {object} LoadSettings
 * @property {number} durationSeconds
 * @property {number} warmupSeconds
 * @property {number} connections
 */

/**
 * @typedef {object} Measurement
 * @property {string} name
 * @property {number} connections Concurrent connections of the run.
 * @property {string} method
 * @property {string} path
 * @property {string | null} problem Why the endpoint failed (bad response, errors, non-2xx), else null.
 * @property {number} requestsPerSecond Mean of the per-second samples.
 * @property {{ mean: number, p50: number, p99: number, max: number }} latencyMs
 * @property {number} requests Completed requests in the timed run.
 * @property {number} errors Connection errors and timeouts.
 * @property {number} non2xx
 * @property {Record<string, number>} statusCodes
 * @property {number} responseBytes Body size of the checked response.
 * @property {string} [verification] What the endpoint's after-run check found.
 * @property {number} [helloRequestsPerSecond] hello-world's req/s at the same connection count,
 *   measured just before this run: what its ratio divides by.
 */

/**
 * The part of autocannon's result this harness reads (the package ships no types).
 * @typedef {object} AutocannonResult
 * @property {{ mean: number, total: number }} requests
 * @property {{ mean: number, p50: number, p99: number, max: number }} latency
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, { count: number }>} statusCodeStats
 */

/** @type {{ stop(): void } | null} */
let currentInstance = null;

/** Ends the load that is running now, if any (on Ctrl-C). */
export function stopCurrentLoad() {
  currentInstance?.stop();
}

/**
 * Resolves an endpoint's headers and body for one database run; an object body becomes JSON.
 * @param {EndpointDefinition} endpoint
 * @param {BenchContext} context
 * @returns {ResolvedRequest}
 */
export function resolveRequest(endpoint, context) {
  const headers =
    typeof endpoint.headers === 'function' ? endpoint.headers(context) : { ...endpoint.headers };
  // A generator of whole requests (headers and body), or of bodies only.
  const nextBody = endpoint.nextBody?.(context);
  const nextRaw =
    endpoint.nextRequest?.(context) ?? (nextBody && (() => ({ headers: {}, body: nextBody() })));
  const first = nextRaw?.();
  if (first) Object.assign(headers, first.headers);
  const rawBody = first
    ? first.body
    : typeof endpoint.body === 'function'
      ? endpoint.body(context)
      : endpoint.body;
  const isJson = rawBody !== undefined && typeof rawBody !== 'string';
  if (isJson && !Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return {
    method: endpoint.method ?? 'GET',
    // `{name}` in a path is the group's state value of that name (an id its prepare found).
    path: endpoint.path.replace(/\{(\w+)\}/g, (_, name) => String(context.state[name])),
    headers,
    body: isJson ? JSON.stringify(rawBody) : rawBody,
    // The first generated request is the one checked before the load.
    firstId: first && 'id' in first && typeof first.id === 'number' ? first.id : undefined,
    ...(nextRaw && {
      next: () => {
        const request = nextRaw();
        return {
          headers: request.headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          id: 'id' in request && typeof request.id === 'number' ? request.id : undefined,
        };
      },
    }),
    ...(endpoint.onAnswer && {
      onAnswer: (/** @type {number} */ id, /** @type {number} */ status, /** @type {string} */ body) =>
        endpoint.onAnswer?.(context, id, status, body),
    }),
  };
}

/**
 * The default check: HTTP 2xx and, for the spec's envelope `{ code, msg, data }`, code 1000.
 * @param {{ status: number, body: unknown }} response
 * @returns {string | null}
 */
function checkEnvelope({ status, body }) {
  if (status < 200 || status >= 300) return `HTTP ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  if (body && typeof body === 'object' && 'code' in body && body.code !== 1000) {
    return `envelope code ${String(body.code)}: ${JSON.stringify(body).slice(0, 200)}`;
  }
  return null;
}

/**
 * Checks one response, warms up, then measures.
 * @param {string} origin
 * @param {string} name
 * @param {ResolvedRequest} request
 * @param {EndpointDefinition['check']} check
 * @param {LoadSettings} settings
 * @returns {Promise<Measurement>}
 */
export async function measureEndpoint(origin, name, request, check, settings) {
  const response = await sendRequest(origin, request);
  if (request.firstId !== undefined) {
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    request.onAnswer?.(request.firstId, response.status, text);
  }
  const problem = (check ?? checkEnvelope)(response);
  const empty = {
    requestsPerSecond: 0,
    latencyMs: { mean: 0, p50: 0, p99: 0, max: 0 },
    requests: 0,
    errors: 0,
  };
  const base = {
    name,
    connections: settings.connections,
    method: request.method,
    path: request.path,
    responseBytes: response.bytes,
  };
  if (problem) return { ...base, ...empty, problem, non2xx: 0, statusCodes: {} };

  if (settings.warmupSeconds > 0)
    await runLoad(origin, request, settings.connections, settings.warmupSeconds);
  const result = await runLoad(origin, request, settings.connections, settings.durationSeconds);
  const errors = result.errors + result.timeouts;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  const failures = [];
  if (errors > 0) failures.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  if (result.non2xx > 0) failures.push(`${result.non2xx} non-2xx responses (${JSON.stringify(statusCodes)})`);
  if (result.requests.total === 0) failures.push('no request completed');
  return {
    ...base,
    problem: failures.length > 0 ? failures.join('; ') : null,
    requestsPerSecond: result.requests.mean,
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors,
    non2xx: result.non2xx,
    statusCodes,
  };
}

/**
 * @param {string} origin
 * @param {ResolvedRequest} request
 * @param {number} connections
 * @param {number} durationSeconds
 * @returns {Promise<AutocannonResult>}
 */
function runLoad(origin, request, connections, durationSeconds) {
  return new Promise((resolve, reject) => {
    currentInstance = autocannon(
      {
        url: `${origin}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        // A fresh request per request (e.g. heartbeats, which the server would dedupe if repeated).
        // With one request in flight per connection, the answer autocannon hands `onResponse` is
        // the one to the request its connection's context last set up: that is how an endpoint
        // learns which of its requests were answered (a run ends with some cut off unanswered).
        ...(request.next && {
          requests: [
            {
              setupRequest: (/** @type {any} */ req, /** @type {any} */ context) => {
                const next = request.next?.();
                context.requestId = next?.id;
                if (!next) return req;
                const headers = { ...req.headers, ...next.headers };
                return next.body === undefined ? { ...req, headers } : { ...req, headers, body: next.body };
              },
              onResponse: (
                /** @type {number} */ status,
                /** @type {string} */ body,
                /** @type {any} */ context,
              ) => {
                if (context.requestId !== undefined) request.onAnswer?.(context.requestId, status, body);
              },
            },
          ],
        }),
        connections,
        duration: durationSeconds,
        timeout: 10,
      },
      (error, result) => {
        currentInstance = null;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}
