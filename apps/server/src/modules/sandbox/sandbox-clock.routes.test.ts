import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { prepareDatabase } from '../../db/prepare';
import { AdjustableClock } from '../../lib/clock';
import { createTestDatabase, type TestApp } from '../../test/helper';

describe('the sandbox clock', () => {
  let t: Pick<TestApp, 'app' | 'close'>;
  const clock = new AdjustableClock();
  let runs = 0;

  beforeAll(async () => {
    const config = testConfig();
    const database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    const app = await buildApp({ config, database, clock });
    app.services.jobs.register({ name: 'probe', intervalMs: 60_000, run: async () => ++runs });
    await app.ready();
    t = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => t.close());

  it('moves the time every service reads, and runs the scheduled jobs at once', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock/advance',
      payload: { seconds: 3600 },
    });
    expect(response.json()).toMatchObject({ code: 1000, data: { offset_s: 3600 } });
    const data = response.json().data as { now: string; jobs: Record<string, number> };
    expect(new Date(data.now).getTime() - before).toBeGreaterThanOrEqual(3600_000);
    expect(data.jobs.probe).toBe(1);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(3599_000);
  });

  it('resets to the real time', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    expect(response.json()).toMatchObject({ code: 1000, data: { offset_s: 0 } });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a malformed move with an envelope error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock/advance',
      payload: { seconds: 'soon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000 });
  });

  it('does not exist without the sandbox, and the given clock is ignored there', async () => {
    const config = testConfig({ SANDBOX: false });
    const database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    const moved = new AdjustableClock();
    moved.advance(86_400_000);
    const app = await buildApp({ config, database, clock: moved });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/sandbox/clock' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
