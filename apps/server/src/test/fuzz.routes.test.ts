import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzAnswer, isStreamingAnswer } from './fuzz/fuzz-answers';
import type { FuzzRequest, OpenApiDocument } from './fuzz/fuzz-requests';
import {
  caseRequests,
  DEFAULT_FUZZ_SEED,
  type FuzzReport,
  type FuzzRole,
  formatFailures,
  formatReport,
  numberFromEnv,
  planCases,
  runFuzz,
} from './fuzz/fuzz-run';
import { buildTestApp, sandboxLogin, type TestApp } from './helper';

// Issue 18: requests generated from every route's OpenAPI schemas (decision 029), anonymous, as a
// certified member and as a console administrator. No answer may be a 500, every answer is the
// envelope (or one of the documented files, exports, redirects and streams), and none may hang.
// FUZZ_SEED, FUZZ_CASES (per route and role), FUZZ_ROUTE and FUZZ_CASE replay or widen a run;
// `npm run fuzz` is the large run over HTTP.

const seed = numberFromEnv('FUZZ_SEED', DEFAULT_FUZZ_SEED);
const casesPerRoute = numberFromEnv('FUZZ_CASES', 6);
const REQUEST_TIMEOUT_MS = 10_000;
const OPERATOR = { username: 'fuzz-operator', password: 'Fuzz-Operator-42' };

/** Sends a request through app.inject; a stream's headers are its answer. */
async function injectSend(
  app: FastifyInstance,
  request: FuzzRequest,
  signal: AbortSignal,
): Promise<FuzzAnswer> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
    payloadAsStream: true,
    signal,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  if (isStreamingAnswer(contentType)) {
    stream.destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}

describe('schema-driven fuzz of every route (issue 18)', () => {
  let t: TestApp;
  let report: FuzzReport;
  const headers: Record<FuzzRole, Record<string, string>> = { anonymous: {}, member: {}, operator: {} };
  let operatorSignIns = 0;

  /**
   * Signs `role` in (again, after a case signed it out). The operator signs in from a new loopback
   * address each time: the console's sign-in limit (20 a minute per address) is not what is measured.
   */
  const signIn = async (role: FuzzRole): Promise<void> => {
    if (role === 'member') headers.member = (await sandboxLogin(t.app, 'certified')).headers;
    if (role === 'operator') {
      operatorSignIns += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: `127.0.${Math.floor(operatorSignIns / 250) % 250}.${(operatorSignIns % 250) + 2}`,
        payload: OPERATOR,
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'ia_admin');
      if (!cookie) throw new Error(`console sign-in failed: ${response.body}`);
      headers.operator = { cookie: `ia_admin=${cookie.value}` };
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    await t.services.adminAuth.createOperator({ ...OPERATOR, role: 'administrator' });
    await signIn('member');
    await signIn('operator');
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const cases = planCases(document, {
      seed,
      casesPerRoute,
      ...(process.env.FUZZ_ROUTE ? { route: process.env.FUZZ_ROUTE } : {}),
      ...(process.env.FUZZ_CASE ? { caseId: process.env.FUZZ_CASE } : {}),
    });
    report = await runFuzz({
      seed,
      operations: new Set(cases.map((fuzzCase) => fuzzCase.operation.key)).size,
      cases,
      requestOf: caseRequests(document, seed),
      send: (request, signal) => injectSend(t.app, request, signal),
      identities: { headers: (role) => headers[role], renew: signIn },
      concurrency: 1,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    console.log(`fuzz (${t.database.kind})\n${formatReport(report)}`);
  }, 600_000);
  afterAll(() => t?.close());

  it('answers every request below 500, in the envelope, without a hang', () => {
    const replay = `npx vitest run --project api-${t.database.kind} apps/server/src/test/fuzz.routes.test.ts`;
    expect(report.failures.length, report.failures.length > 0 ? formatFailures(report, replay) : '').toBe(0);
  });

  it('covers every route of the document as every role, with every kind of request', () => {
    if (process.env.FUZZ_ROUTE || process.env.FUZZ_CASE) return;
    expect(report.operations).toBeGreaterThanOrEqual(280);
    for (const counts of Object.values(report.byRole)) {
      expect(counts.requests).toBe(report.operations * casesPerRoute);
    }
    const kinds = [...report.kinds.keys()];
    for (const expected of [
      'valid',
      'upload',
      'body: null byte',
      'body: lone surrogate',
      'body: missing',
      'body: beyond double',
      'params: int4 overflow',
      'querystring: null byte',
      'querystring: repeated',
      'body 20,000 deep',
      'content type text/xml',
      'truncated multipart',
    ]) {
      expect(kinds).toContain(expected);
    }
    expect(kinds.some((kind) => kind.startsWith('credentials: '))).toBe(true);
    expect(kinds.some((kind) => kind.startsWith('body: extra field'))).toBe(true);
  });
});
