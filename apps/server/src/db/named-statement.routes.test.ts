import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import type { DatabaseHandle } from './client';
import { namedStatement } from './named-statement';

describe('namedStatement', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the rows of its text for the values given, by parameter name', async () => {
    const statement = namedStatement<{ total: number; label: string }>(
      database.db,
      'test_named_sum',
      'select ($1::int + $2::int) as total, $3::text as label',
      ['left', 'right', 'label'],
    );
    expect(await statement.execute({ left: 2, right: 3, label: 'a' })).toEqual([{ total: 5, label: 'a' }]);
    expect(await statement.execute({ left: 40, right: 2, label: 'b' })).toEqual([{ total: 42, label: 'b' }]);
  });

  it('is prepared once on the connection under its name (PostgreSQL), and runs inside a transaction', async () => {
    const names = await database.db.transaction(async (transaction) => {
      const statement = namedStatement<{ n: number }>(transaction, 'test_named_once', 'select $1::int as n', [
        'n',
      ]);
      expect(await statement.execute({ n: 1 })).toEqual([{ n: 1 }]);
      expect(await statement.execute({ n: 2 })).toEqual([{ n: 2 }]);
      const prepared = (await transaction.execute(
        sql`select name from pg_prepared_statements where name = 'test_named_once'`,
      )) as unknown as { rows: { name: string }[] };
      return prepared.rows.map((row) => row.name);
    });
    // PGlite prepares every statement unnamed; PostgreSQL keeps the named one for the connection.
    expect(names).toEqual(database.kind === 'postgres' ? ['test_named_once'] : []);
  });
});
