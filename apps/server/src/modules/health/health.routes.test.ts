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

  it('answers /metrics to a request from this machine that no proxy forwarded', async () => {
    await t.app.inject('/api/test');
    const local = await t.app.inject('/metrics');
    expect(local.statusCode).toBe(200);
    expect(local.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/test",status="2xx"\} 1$/m);
    // Short-lived garbage well past the young generation's size makes V8 scavenge: counted as minor.
    let kept = 0;
    for (let round = 0; round < 200_000; round += 1) kept += new Array(64).fill(round).length;
    expect(kept).toBe(200_000 * 64);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterGarbage = await t.app.inject('/metrics');
    expect(afterGarbage.body).toMatch(/^nodejs_gc_pause_seconds_count\{kind="minor"\} [1-9]\d*$/m);
    // Behind nginx on the same machine every request is local: a forwarded one is refused.
    const forwarded = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json()).toMatchObject({ code: 40300 });
  });

  it('with METRICS_TOKEN, answers /metrics to the token only; from SIGTERM on, /readyz answers 503 draining while requests are served', async () => {
    const token = 'prometheus-scrapes-this-1234';
    const other = await buildTestApp({ config: { METRICS_TOKEN: token } });
    try {
      expect((await other.app.inject('/metrics')).statusCode).toBe(403);
      const scraped = await other.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(scraped.statusCode).toBe(200);
      other.services.drain.start();
      const ready = await other.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', database: other.database.kind });
      expect((await other.app.inject('/api/test')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
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
