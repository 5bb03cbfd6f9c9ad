import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/helper';
import type { DatabaseHandle } from './client';
import { keepPlannerStatisticsFresh } from './planner-statistics';

describe('keepPlannerStatisticsFresh', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gathers statistics on PGlite at once, then on its interval', async () => {
    await database.db.execute(
      sql`insert into tags (name) select 'tag ' || i from generate_series(1, 50) as i`,
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const job = keepPlannerStatisticsFresh(database, (error) => errors.push(error), 1000);
    await job.ready;
    // execute() answers in each driver's own shape; both carry `rows`.
    const stats = (await database.db.execute(
      sql`select count(*)::int as columns from pg_stats where tablename = 'tags'`,
    )) as unknown as { rows: { columns: number }[] };
    expect(stats.rows[0]?.columns).toBeGreaterThan(0);
    const execute = vi.spyOn(database.db, 'execute');
    vi.advanceTimersByTime(1000);
    expect(execute).toHaveBeenCalledTimes(1);
    job.stop();
    vi.advanceTimersByTime(5000);
    expect(execute).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(errors).toEqual([]);
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const execute = vi.fn();
    const job = keepPlannerStatisticsFresh(
      { kind: 'postgres', db: { execute } } as unknown as DatabaseHandle,
      () => {},
    );
    await job.ready;
    expect(execute).not.toHaveBeenCalled();
    job.stop();
  });
});
