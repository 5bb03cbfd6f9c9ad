import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UploadRow, uploads } from './uploads.table';

/** Queries on upload records (the bytes themselves are files, handled by UploadsService). */
export class UploadsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [row] = await this.db.insert(uploads).values(values).returning();
    if (!row) throw new Error('insert into uploads returned no row');
    return row;
  }

  async findById(id: number): Promise<UploadRow | undefined> {
    const rows = await this.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return rows[0];
  }

  async findPublicByStorageKey(storageKey: string): Promise<UploadRow | undefined> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.storageKey, storageKey), eq(uploads.visibility, 'public')))
      .limit(1);
    return rows[0];
  }

  findByIds(ids: readonly number[]): Promise<UploadRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, [...ids]));
  }
}
