// The registry of what `npm run bench` measures. Later features append their hot paths here:
// one group per feature, each with optional hooks to seed data (SQL) and to prepare requests (API).

/**
 * @typedef {import('./lib/api-client.mjs').BenchContext} BenchContext
 * @typedef {import('./lib/databases.mjs').SeedDatabase} SeedDatabase
 */

/**
 * @typedef {object} EndpointDefinition
 * @property {string} name Row label in the table; also what BENCH_FILTER matches.
 * @property {string} path Path and query, e.g. `/api/platform/region/list?parent=44`.
 * @property {'GET' | 'POST' | 'PUT' | 'DELETE'} [method] GET when absent.
 * @property {Record<string, string> | ((context: BenchContext) => Record<string, string>)} [headers]
 *   Extra request headers; a function when they depend on the group's `prepare` (a session token).
 * @property {string | object | ((context: BenchContext) => string | object)} [body]
 *   Request body; an object is sent as JSON. The same body is sent on every request.
 * @property {(response: { status: number, body: unknown }) => string | null} [check]
 *   Checks the one response fetched before the load; returns a problem or null. Defaults to
 *   "HTTP 2xx, and envelope code 1000 when the body is an envelope".
 */

/**
 * @typedef {object} EndpointGroup
 * @property {string} name
 * @property {(database: SeedDatabase) => Promise<void>} [seed]
 *   Runs once per database with the server stopped, after its migrations and demo seed: plain SQL
 *   through `database.query(text, params)`, identical on PGlite and PostgreSQL. The server is
 *   restarted afterwards, so its caches see the data.
 * @property {(context: BenchContext) => Promise<void>} [prepare]
 *   Runs once per database against the running server, before this group is measured: sign in,
 *   create records through the API, and keep what the endpoints need in `context.state`.
 * @property {EndpointDefinition[]} endpoints
 */

/** @param {BenchContext} context */
const sessionHeaders = (context) => ({ authorization: `Bearer ${context.state.certifiedToken}` });

/** @type {EndpointGroup[]} */
export const endpointGroups = [
  {
    name: 'ops',
    endpoints: [
      { name: 'healthz', path: '/healthz' },
      { name: 'api test', path: '/api/test' },
    ],
  },
  {
    name: 'regions',
    endpoints: [
      { name: 'region provinces', path: '/api/platform/region/list' },
      { name: 'region cities of 44', path: '/api/platform/region/list?parent=44' },
      { name: 'region hot', path: '/api/platform/region/hot' },
    ],
  },
  {
    name: 'categories',
    async prepare(context) {
      context.state.certifiedToken = await context.login('certified');
    },
    endpoints: [
      { name: 'category tree anonymous', path: '/api/platform/category/tree/0' },
      { name: 'category tree with session', path: '/api/platform/category/tree/0', headers: sessionHeaders },
    ],
  },
];
