import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { registerHttpBasics, serverOptions } from './http';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The production server's options, its log lines captured. */
async function productionApp() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const options = serverOptions(testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }));
  const app = Fastify({ ...options, logger: { ...(options.logger as object), stream: sink } });
  apps.push(app);
  await registerHttpBasics(app, { serializer: 'compiled' });
  app.get('/fine', async () => ({ fine: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return { app, lines };
}

describe('request logging in production', () => {
  it('logs nothing for a routine answer, and an error with its request id', async () => {
    const { app, lines } = await productionApp();
    const fine = await app.inject({ url: '/fine' });
    expect(fine.statusCode).toBe(200);
    expect(lines).toEqual([]);

    const failed = await app.inject({ url: '/boom', headers: { 'x-request-id': 'trace-500' } });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: expect.any(Number) });
    expect(failed.body).not.toContain('kaput');
    expect(lines).toMatchObject([
      { level: 50, reqId: 'trace-500', msg: 'request failed', err: { message: 'kaput' } },
    ]);
  });
});
