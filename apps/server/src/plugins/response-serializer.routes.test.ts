import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../test/helper';

describe('response serializers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('compiles every route’s response schema, so production never runs zod on a response', () => {
    expect(t.app.uncompiledResponses).toEqual([]);
  });

  it('writes in tests what zod checked, proved against the compiled serializer', async () => {
    const { headers } = await sandboxLogin(t.app);
    const home = await t.app.inject({ method: 'GET', url: '/api/platform/member/me', headers });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json()).toMatchObject({ code: 1000 });
  });
});
