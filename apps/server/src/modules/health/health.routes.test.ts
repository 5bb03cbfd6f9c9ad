import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('health, readiness and the test endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('echoes a form-encoded body and a JSON body alike', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E5%BD%B1%E5%83%8F&page=2',
    });
    expect(form.json()).toEqual({ code: 1000, msg: 'success', data: { name: '影像', page: '2' } });
    const json = await t.app.inject({ method: 'POST', url: '/api/post', payload: { name: '影像', page: 2 } });
    expect(json.json().data).toEqual({ name: '影像', page: 2 });
  });

  it('answers /api/test inside the envelope', async () => {
    const response = await t.app.inject('/api/test');
    expect(response.json()).toMatchObject({ code: 1000, data: { pong: true, version: 'v20240111.1' } });
  });

  it('carries a request id, taking a well-formed incoming one', async () => {
    const response = await t.app.inject({ url: '/api/test', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    const generated = await t.app.inject({
      url: '/api/test',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/platform/region/list',
        '/api/platform/category/tree/{id}',
        '/api/admin/auth/login',
      ]),
    );
  });
});
