import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler } from '../lib/job-scheduler';
import { buildTestApp, type TestApp } from '../test/helper';
import { JobLeasesRepository } from './job-leases';

describe('scheduled job leases: one node per timer round', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lets one claim through per interval, and any node claim again at once after a failure', async () => {
    const first = new JobLeasesRepository(t.database.db, t.clock.now);
    const second = new JobLeasesRepository(t.database.db, t.clock.now);
    expect(await first.claim('reminders', 60_000)).toBe(true);
    expect(await second.claim('reminders', 60_000)).toBe(false);
    expect(await first.claim('reminders', 60_000)).toBe(false);
    // Another job is claimed on its own.
    expect(await second.claim('ranking', 60_000)).toBe(true);
    t.clock.advance(53_000);
    expect(await second.claim('reminders', 60_000)).toBe(false);
    t.clock.advance(1_000);
    expect(await second.claim('reminders', 60_000)).toBe(true);
    await second.failed('reminders');
    expect(await first.claim('reminders', 60_000)).toBe(true);
  });

  it('runs a job once per round however many schedulers (nodes) share the database', async () => {
    const runs: string[] = [];
    const nodes = ['one', 'two', 'three'].map((name) => {
      const jobs = new JobScheduler(undefined, new JobLeasesRepository(t.database.db));
      jobs.register({
        name: 'shared-round',
        intervalMs: 400,
        run: async () => {
          runs.push(name);
          return 0;
        },
      });
      return jobs;
    });
    for (const jobs of nodes) jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await Promise.all(nodes.map((jobs) => jobs.stop()));
    // Three timers each fired three times: nine rounds offered, three (one per interval) run.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(4);
  });
});
