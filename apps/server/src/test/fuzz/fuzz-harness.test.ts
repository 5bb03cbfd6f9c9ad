import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './fuzz-answers';
import { jsonText, type OpenApiDocument, percentEncode } from './fuzz-requests';
import { caseRequests, type FuzzIdentities, planCases, runFuzz } from './fuzz-run';
import { RawJson } from './schema-values';

// The fuzz's own rules (decision 029): what counts as a failure, and that a run is replayable.

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/admin/tags/{id}': {
      put: {
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            schema: { type: 'integer', minimum: 0, exclusiveMinimum: true },
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 20 },
                  sort: { type: 'integer' },
                },
                required: ['name'],
              },
            },
          },
        },
      },
    },
    '/api/platform/content': {
      get: { parameters: [{ in: 'query', name: 'keyword', schema: { type: 'string', maxLength: 50 } }] },
    },
  },
};

const nobody: FuzzIdentities = { headers: () => ({}), renew: async () => {} };

describe('judging an answer', () => {
  it('fails any status of 500 or more, envelope or not', () => {
    expect(judgeAnswer('GET /api/x', json(500, { code: 50000, msg: '服务器错误', data: null }))).toBe(
      'status 500',
    );
    expect(judgeAnswer('GET /readyz', json(503, { status: 'down' }))).toBe('status 503');
  });

  it('passes the envelope, refusals included, and fails other JSON', () => {
    expect(judgeAnswer('GET /api/x', json(400, { code: 40000, msg: '请求参数有误', data: null }))).toBeNull();
    expect(judgeAnswer('GET /api/x', json(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL' }))).toContain(
      'not an envelope',
    );
    expect(judgeAnswer('GET /api/x', json(200, { code: 1000, msg: 'ok' }))).toContain('not an envelope');
  });

  it('passes a non-envelope answer only where it is documented, with its status and type', () => {
    const csv = { status: 200, contentType: 'text/csv; charset=utf-8', body: 'a,b' };
    expect(judgeAnswer('GET /api/admin/meetings/{id}/attendance.csv', csv)).toBeNull();
    expect(judgeAnswer('GET /api/admin/meetings/{id}', csv)).toContain('not an envelope');
    const image = { status: 200, contentType: 'image/png', body: '' };
    expect(judgeAnswer('GET /api/platform/uploads/{id}', image)).toBeNull();
    // A refusal of the same route is the envelope.
    expect(judgeAnswer('GET /api/platform/uploads/{id}', { ...image, status: 404 })).toContain(
      'not an envelope',
    );
    expect(
      judgeAnswer('GET /api/platform/wechat/auth', { status: 302, contentType: '', body: '' }),
    ).toBeNull();
    expect(judgeAnswer('GET /api/platform/content', { status: 302, contentType: '', body: '' })).toContain(
      'not an envelope',
    );
  });
});

describe('generating requests', () => {
  it('gives the same requests for the same seed and case, and others for another seed', () => {
    const cases = planCases(DOCUMENT, { seed: 1, casesPerRoute: 6 });
    expect(cases).toHaveLength(2 * 3 * 6);
    const first = cases.map(caseRequests(DOCUMENT, 1));
    expect(cases.map(caseRequests(DOCUMENT, 1))).toEqual(first);
    expect(cases.map(caseRequests(DOCUMENT, 2))).not.toEqual(first);
    // A case is the same whatever else the run holds: FUZZ_CASE replays it alone.
    const [one] = planCases(DOCUMENT, { seed: 1, casesPerRoute: 6, caseId: cases[5]?.id ?? '' });
    expect(one && caseRequests(DOCUMENT, 1)(one)).toEqual(first[5]);
  });

  it('makes the first request of each route and role a valid one', () => {
    const cases = planCases(DOCUMENT, { seed: 3, casesPerRoute: 1 });
    for (const request of cases.map(caseRequests(DOCUMENT, 3))) {
      expect(request.label).toBe('valid');
      if (request.method === 'PUT') {
        expect(request.url).toMatch(/^\/api\/admin\/tags\/\d+$/);
        const body = JSON.parse(String(request.body)) as { name: string };
        expect(body.name.length).toBeGreaterThanOrEqual(1);
        expect(body.name.length).toBeLessThanOrEqual(20);
      }
    }
  });

  it('writes what JSON.stringify cannot, and URLs a careless client would send', () => {
    expect(jsonText({ a: new RawJson('1e400'), b: [new RawJson('-0')] })).toBe('{"a":1e400,"b":[-0]}');
    expect(percentEncode('a b\u0000')).toBe('a%20b%00');
    expect(percentEncode('x\ud800')).toBe('x%ED%A0%80');
  });
});

describe('running', () => {
  it('counts a request that is never answered as a timeout, and goes on', async () => {
    const cases = planCases(DOCUMENT, { seed: 1, casesPerRoute: 1, roles: ['anonymous'] });
    const report = await runFuzz({
      seed: 1,
      operations: 2,
      cases,
      requestOf: caseRequests(DOCUMENT, 1),
      send: (request) =>
        request.method === 'GET'
          ? new Promise(() => {})
          : Promise.resolve(json(200, { code: 1000, msg: 'ok', data: null })),
      identities: nobody,
      concurrency: 1,
      timeoutMs: 50,
    });
    expect(report.byRole.anonymous).toMatchObject({
      requests: 2,
      timeouts: 1,
      serverErrors: 0,
      notEnvelope: 0,
    });
    expect(report.failures.map((failure) => failure.reason)).toEqual(['no answer within 50 ms']);
  });

  it('signs a role in again when its session ended, in its own realm only', async () => {
    const cases = planCases(DOCUMENT, { seed: 1, casesPerRoute: 1, roles: ['operator'] });
    const renewed: string[] = [];
    const report = await runFuzz({
      seed: 1,
      operations: 2,
      cases,
      requestOf: caseRequests(DOCUMENT, 1),
      send: async () => json(401, { code: 40100, msg: '请先登录', data: null }),
      identities: { headers: () => ({}), renew: async (role) => void renewed.push(role) },
      concurrency: 1,
      timeoutMs: 1000,
    });
    // The console route ended the operator's session; a 401 from a member route says nothing of it.
    expect(renewed).toEqual(['operator']);
    expect(report.sessionEndedBy).toEqual([expect.stringContaining('PUT /api/admin/tags/{id} | operator')]);
  });
});
