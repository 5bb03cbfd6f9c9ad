import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/sql-helpers';
import { type HospitalRow, hospitals } from './hospitals.table';

export interface HospitalSearch {
  /** Whitespace-separated terms; every term must appear in the name. */
  terms: string[];
  provinceCode?: string | undefined;
  cityCode?: string | undefined;
  limit: number;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */

export class HospitalsRepository {
  constructor(private readonly db: Database) {}

  /** Listed hospitals matching every term; exact name first, then prefix matches, then shorter names. */
  search({ terms, provinceCode, cityCode, limit }: HospitalSearch): Promise<HospitalRow[]> {
    const conditions: SQL[] = [eq(hospitals.status, 1)];
    for (const term of terms) conditions.push(ilike(hospitals.name, containsPattern(term)));
    if (provinceCode) conditions.push(eq(hospitals.provinceCode, provinceCode));
    if (cityCode) conditions.push(eq(hospitals.cityCode, cityCode));
    const first = terms[0];
    const ranking: SQL[] = first
      ? [
          sql`case when ${hospitals.name} = ${first} then 0
                   when ${hospitals.name} ilike ${`${escapeLike(first)}%`} then 1
                   else 2 end`,
          sql`strpos(lower(${hospitals.name}), lower(${first}))`,
          sql`char_length(${hospitals.name})`,
        ]
      : [];
    return this.db
      .select()
      .from(hospitals)
      .where(and(...conditions))
      .orderBy(...ranking, asc(hospitals.id))
      .limit(limit);
  }

  async findById(id: number): Promise<HospitalRow | undefined> {
    const rows = await this.db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
    return rows[0];
  }

  /** Every name in the table, listed or withdrawn (the reference load must not revive a withdrawn one). */
  async allNames(): Promise<Set<string>> {
    const rows = await this.db.select({ name: hospitals.name }).from(hospitals);
    return new Set(rows.map((row) => row.name));
  }

  async insertMany(values: (typeof hospitals.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await this.db.insert(hospitals).values(values);
  }
}
