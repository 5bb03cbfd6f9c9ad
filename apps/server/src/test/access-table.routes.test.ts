import { type AccessLevelValue, ErrorCode, type ViewerRoleValue } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from './access-table';
import { buildTestApp, sandboxLogin, type TestApp } from './helper';

type Expected = 'allow' | 40100 | 40300 | 40301 | 40302 | 40303 | 40304;

const ROLES = [
  'visitor',
  'wechat',
  'registered',
  'consented',
  'trial',
  'trial_expired',
  'certified',
  'staff',
] as const satisfies readonly ViewerRoleValue[];

/**
 * The policy, written out literally (spec §6; not computed with accessDenial, so the two can
 * disagree and this test catches it). Columns follow ROLES.
 */
// biome-ignore format: a table reads best aligned
const POLICY: Record<AccessLevelValue, readonly Expected[]> = {
  //           visitor  wechat   registered consented trial    trial_expired certified staff
  public:     ['allow', 'allow', 'allow',   'allow',  'allow', 'allow',      'allow',  'allow'],
  wechat:     [40100,   'allow', 'allow',   'allow',  'allow', 'allow',      'allow',  'allow'],
  registered: [40100,   40301,   'allow',   'allow',  'allow', 'allow',      'allow',  'allow'],
  consented:  [40100,   40301,   40302,     'allow',  'allow', 'allow',      'allow',  'allow'],
  learning:   [40100,   40301,   40302,     'allow',  'allow', 40303,        'allow',  'allow'],
  certified:  [40100,   40301,   40302,     40304,    40304,   40304,        'allow',  'allow'],
  staff:      [40100,   40301,   40300,     40300,    40300,   40300,        40300,    'allow'],
};

const DENIAL_CODES: readonly number[] = [
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_REGISTERED,
  ErrorCode.CONSENT_REQUIRED,
  ErrorCode.TRIAL_EXPIRED,
  ErrorCode.NOT_CERTIFIED,
];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the role table: every mobile route × every role', () => {
  let t: TestApp;
  const headers = new Map<ViewerRoleValue, Record<string, string>>();
  let checks = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    headers.set('visitor', {});
    for (const role of ROLES.filter((r) => r !== 'visitor')) {
      headers.set(role, (await sandboxLogin(t.app, role)).headers);
    }
  });
  afterAll(() => t.close());

  it('lists exactly the registered routes, each with its declared level', () => {
    const registered = new Map(t.app.mobileRoutes.map((route) => [key(route), route.access]));
    const table = new Map(ACCESS_TABLE.map((row) => [key(row), row.access]));
    expect(table.size, 'a route is listed twice').toBe(ACCESS_TABLE.length);
    const missing = [...registered.keys()].filter((route) => !table.has(route));
    const unknown = [...table.keys()].filter((route) => !registered.has(route));
    const differing = [...table]
      .filter(([route, access]) => registered.has(route) && registered.get(route) !== access)
      .map(([route, access]) => `${route}: table ${access}, route ${registered.get(route)}`);
    expect(missing, 'registered routes missing from access-table.ts').toEqual([]);
    expect(unknown, 'routes in access-table.ts that are not registered').toEqual([]);
    expect(differing, 'routes whose level differs from access-table.ts').toEqual([]);
  });

  it.each(ACCESS_TABLE.map((row) => [key(row), row] as const))('%s', async (_name, row) => {
    const url = row.url.replace(/:\w+/g, '1').replace(/\*$/, '1');
    const outcomes: string[] = [];
    for (const [index, role] of ROLES.entries()) {
      const expected = POLICY[row.access][index];
      const response = await t.app.inject({ method: row.method, url, headers: headers.get(role) ?? {} });
      const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
      const code = isJson ? (response.json() as { code?: unknown }).code : undefined;
      checks++;
      const got = `${role}: HTTP ${response.statusCode} code ${String(code)}`;
      const answer = row.answers?.[role];
      if (expected === 'allow' && answer !== undefined) {
        if (code !== answer) outcomes.push(`${got}, expected allowed and answered ${answer}`);
      } else if (expected === 'allow') {
        if (response.statusCode >= 500 || DENIAL_CODES.includes(Number(code)))
          outcomes.push(`${got}, expected allowed`);
      } else {
        const status = expected === ErrorCode.UNAUTHENTICATED ? 401 : 403;
        if (code !== expected || response.statusCode !== status)
          outcomes.push(`${got}, expected ${expected}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('checked every route for every role', () => {
    console.info(`role table: ${ACCESS_TABLE.length} routes × ${ROLES.length} roles = ${checks} checks`);
    expect(checks).toBe(ACCESS_TABLE.length * ROLES.length);
  });
});
