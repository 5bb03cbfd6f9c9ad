import { chinaDay as chinaDayOf } from '@ia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/helper';
import type { DatabaseHandle } from './client';
import { chinaDay, chinaTime, integerArrayLiteral, textArrayLiteral } from './sql-helpers';

// Instants around China's midnight (16:00 UTC), a month's and a year's end, and a leap day.
const INSTANTS = [
  '2026-05-31T15:59:59.999Z',
  '2026-05-31T16:00:00.000Z',
  '2026-06-01T00:00:00.000Z',
  '2026-06-01T15:59:59.000Z',
  '2025-12-31T15:59:59.999Z',
  '2025-12-31T16:00:00.000Z',
  '2024-02-28T16:00:00.000Z',
];

// The SQL helpers on a real database: PGlite in the unit run (TEST_DB=postgres runs them on PostgreSQL).
describe(`China time in SQL (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Each instant's China day and wall-clock time, computed in SQL with the session in `zone`. */
  async function chinaDaysInSql(zone: string) {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local time zone '${zone}'`));
      const result = (await tx.execute(sql`
        select ${chinaDay(sql`at`)} as day, to_char(${chinaTime(sql`at`)}, 'YYYY-MM-DD HH24:MI:SS') as wall_clock,
          extract(month from ${chinaTime(sql`at`)})::int as month
        from unnest(${`{${INSTANTS.join(',')}}`}::timestamptz[]) with ordinality as t(at, position)
        order by position`)) as unknown as {
        rows: { day: string; wall_clock: string; month: number }[];
      };
      return result.rows;
    });
  }

  it('keys a timestamptz by its China day, as @ia/shared does, turning over at 16:00 UTC', async () => {
    const rows = await chinaDaysInSql('UTC');
    expect(rows.map((row) => row.day)).toEqual(INSTANTS.map((at) => chinaDayOf(new Date(at))));
    expect(rows.map((row) => row.day)).toEqual([
      '2026-05-31',
      '2026-06-01',
      '2026-06-01',
      '2026-06-01',
      '2025-12-31',
      '2026-01-01',
      '2024-02-29',
    ]);
    expect(rows[1]?.wall_clock).toBe('2026-06-01 00:00:00');
    expect(rows.map((row) => row.month)).toEqual([5, 6, 6, 6, 12, 1, 2]);
  });

  it('gives the same answer whatever the session time zone', async () => {
    const utc = await chinaDaysInSql('UTC');
    expect(await chinaDaysInSql('America/New_York')).toEqual(utc);
    expect(await chinaDaysInSql('Asia/Shanghai')).toEqual(utc);
  });
});

describe(`array literals bound as one parameter (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reach the database as the same values, whatever the texts hold', async () => {
    const texts = ['plain', 'a,b', '{braces}', 'say "hi"', 'back\\slash', '', 'NULL', '影像'];
    const result = (await database.db.execute(sql`
      select ${textArrayLiteral(texts)}::text[] as texts, ${integerArrayLiteral([3, -1, 2.9])}::int[] as numbers`)) as unknown as {
      rows: { texts: string[]; numbers: number[] }[];
    };
    expect(result.rows[0]).toEqual({ texts, numbers: [3, -1, 2] });
  });
});
