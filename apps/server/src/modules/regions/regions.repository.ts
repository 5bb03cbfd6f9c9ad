import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type RegionRow, regions } from './regions.table';

export class RegionsRepository {
  constructor(private readonly db: Database) {}

  children(parentCode: string): Promise<RegionRow[]> {
    return this.db
      .select()
      .from(regions)
      .where(eq(regions.parentCode, parentCode))
      .orderBy(asc(regions.sort));
  }

  hot(): Promise<RegionRow[]> {
    return this.db.select().from(regions).where(eq(regions.isHot, 1)).orderBy(asc(regions.code));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(regions);
    return row?.value ?? 0;
  }

  /** Inserts rows, leaving existing codes as they are (reference data load is idempotent). */
  async insertMissing(rows: RegionRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 500) {
      await this.db
        .insert(regions)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
}
