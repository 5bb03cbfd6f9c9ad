import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LearnLogRow, learnLogs } from './learning.table';

/** Queries on learning logs. */
export class LearningRepository {
  constructor(private readonly db: Database) {}

  async pageForUser(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: LearnLogRow[] }> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(learnLogs)
        .where(eq(learnLogs.userId, userId))
        .orderBy(desc(learnLogs.createdAt), desc(learnLogs.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(learnLogs).where(eq(learnLogs.userId, userId)),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }
}
