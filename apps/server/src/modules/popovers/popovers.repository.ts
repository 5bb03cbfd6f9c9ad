import { and, count, countDistinct, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PopoverRow, popoverImpressions, popovers } from './popovers.table';

/** Queries on the home pop-overs and who has seen them. */
export class PopoversRepository {
  constructor(private readonly db: Database) {}

  /** Enabled pop-overs whose window contains `now`, the highest sort first. */
  async running(now: Date): Promise<PopoverRow[]> {
    return this.db
      .select()
      .from(popovers)
      .where(
        and(
          eq(popovers.enabled, true),
          isNull(popovers.deletedAt),
          lte(popovers.startAt, now),
          gt(popovers.endAt, now),
        ),
      )
      .orderBy(desc(popovers.sort), desc(popovers.id));
  }

  /** Whether the user was shown the pop-over: on `day`, or ever when `day` is null. */
  async wasShown(popoverId: number, userId: number, day: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ popoverId: popoverImpressions.popoverId })
      .from(popoverImpressions)
      .where(
        and(
          eq(popoverImpressions.popoverId, popoverId),
          eq(popoverImpressions.userId, userId),
          day === null ? undefined : eq(popoverImpressions.shownOn, day),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Records a showing; false when this user already has one for the day (a concurrent call won). */
  async recordShown(popoverId: number, userId: number, day: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(popoverImpressions)
      .values({ popoverId, userId, shownOn: day, createdAt: now })
      .onConflictDoNothing()
      .returning({ popoverId: popoverImpressions.popoverId });
    return rows.length > 0;
  }

  async page(offset: number, limit: number): Promise<{ total: number; rows: PopoverRow[] }> {
    const live = isNull(popovers.deletedAt);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(popovers)
        .where(live)
        .orderBy(desc(popovers.startAt), desc(popovers.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(popovers).where(live),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async find(id: number): Promise<PopoverRow | undefined> {
    const [row] = await this.db
      .select()
      .from(popovers)
      .where(and(eq(popovers.id, id), isNull(popovers.deletedAt)));
    return row;
  }

  async shownUsers(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ popoverId: popoverImpressions.popoverId, users: countDistinct(popoverImpressions.userId) })
      .from(popoverImpressions)
      .where(inIds(ids))
      .groupBy(popoverImpressions.popoverId);
    return new Map(rows.map((row) => [row.popoverId, row.users]));
  }

  async insert(values: typeof popovers.$inferInsert): Promise<PopoverRow> {
    const [row] = await this.db.insert(popovers).values(values).returning();
    if (!row) throw new Error('popover insert returned nothing');
    return row;
  }

  async update(id: number, values: Partial<typeof popovers.$inferInsert>): Promise<PopoverRow | undefined> {
    const [row] = await this.db
      .update(popovers)
      .set(values)
      .where(and(eq(popovers.id, id), isNull(popovers.deletedAt)))
      .returning();
    return row;
  }
}

function inIds(ids: number[]) {
  return inArray(popoverImpressions.popoverId, ids);
}
