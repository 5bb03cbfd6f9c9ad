import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CourseCategoryRow, courseCategories } from './categories.table';

export class CategoriesRepository {
  constructor(private readonly db: Database) {}

  /** Every live category; the tree is small (tens to hundreds), so it is built in memory. */
  listLive(): Promise<CourseCategoryRow[]> {
    return this.db
      .select()
      .from(courseCategories)
      .where(isNull(courseCategories.deletedAt))
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
  }

  async insert(values: typeof courseCategories.$inferInsert): Promise<CourseCategoryRow> {
    const [row] = await this.db.insert(courseCategories).values(values).returning();
    if (!row) throw new Error('insert into course_categories returned no row');
    return row;
  }
}
