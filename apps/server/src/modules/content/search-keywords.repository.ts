import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SearchKeywordRow, searchKeywords } from './content.table';

/** The fields operators edit on a keyword. */
export interface SearchKeywordEdit {
  keyword: string;
  pinned: boolean;
  hidden: boolean;
  sort: number;
}

/** Queries of the search keywords: counted searches and the operators' hot-keyword edits. */
export class SearchKeywordsRepository {
  constructor(private readonly db: Database) {}

  /** Adds counted searches (BatchedCounter) in one statement: new keywords at their count, known ones +count. */
  async addSearches(searches: ReadonlyMap<string, number>, at: Date): Promise<void> {
    await this.db
      .insert(searchKeywords)
      .values(
        [...searches].map(([keyword, count]) => ({
          keyword,
          searchCount: count,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: searchKeywords.keyword,
        set: { searchCount: sql`${searchKeywords.searchCount} + excluded.search_count`, updatedAt: at },
      });
  }

  /** The keywords to offer: pinned first in their order, then searched ones, most searched first. */
  hot(limit: number): Promise<{ keyword: string }[]> {
    return this.db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .where(
        and(
          eq(searchKeywords.hidden, false),
          or(eq(searchKeywords.pinned, true), gt(searchKeywords.searchCount, 0)),
        ),
      )
      .orderBy(
        desc(searchKeywords.pinned),
        asc(searchKeywords.sort),
        desc(searchKeywords.searchCount),
        asc(searchKeywords.id),
      )
      .limit(limit);
  }

  /** The console's list: pinned first, then the most searched. */
  list(limit: number): Promise<SearchKeywordRow[]> {
    return this.db
      .select()
      .from(searchKeywords)
      .orderBy(
        desc(searchKeywords.pinned),
        asc(searchKeywords.sort),
        desc(searchKeywords.searchCount),
        asc(searchKeywords.id),
      )
      .limit(limit);
  }

  async create(edit: SearchKeywordEdit, at: Date): Promise<SearchKeywordRow | undefined> {
    const [row] = await this.db
      .insert(searchKeywords)
      .values({ ...edit, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: searchKeywords.keyword })
      .returning();
    return row;
  }

  async update(id: number, edit: SearchKeywordEdit, at: Date): Promise<SearchKeywordRow | undefined> {
    const [row] = await this.db
      .update(searchKeywords)
      .set({ ...edit, updatedAt: at })
      .where(eq(searchKeywords.id, id))
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(searchKeywords)
      .where(eq(searchKeywords.id, id))
      .returning({ id: searchKeywords.id });
    return rows.length > 0;
  }
}
