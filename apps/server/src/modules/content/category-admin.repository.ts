import { and, arrayContains, asc, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CourseCategoryRow, courseCategories, type UserRow, users } from '../../db/schema';
import type { UserChanges } from '../../lib/user-changes';
import { type MemberGroupRow, memberGroups } from './content.table';

export type CategoryValues = Pick<
  typeof courseCategories.$inferInsert,
  'name' | 'nameEn' | 'cover' | 'sort' | 'parentId' | 'level' | 'memberGroupFlag' | 'memberGroupIds'
>;

/** A member group with how many users belong to it and how many categories name it. */
export interface MemberGroupRecord {
  group: MemberGroupRow;
  memberCount: number;
  categoryCount: number;
}

/** The console's queries on the category tree and on member groups (with their users). */
export class CategoryAdminRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
  ) {}

  // ---- categories --------------------------------------------------------------------------

  /** Every live category (the tree is small: it is built and checked in memory). */
  listCategories(): Promise<CourseCategoryRow[]> {
    return this.db
      .select()
      .from(courseCategories)
      .where(isNull(courseCategories.deletedAt))
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
  }

  async insertCategory(values: CategoryValues, now: Date): Promise<CourseCategoryRow> {
    const [row] = await this.db
      .insert(courseCategories)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into course_categories returned no row');
    return row;
  }

  /**
   * Writes a category and the new levels of its descendants (a move changes them) together, so
   * the tree's levels never disagree with its parents.
   */
  async updateCategory(
    id: number,
    values: CategoryValues,
    descendantLevels: readonly { id: number; level: number }[],
    now: Date,
  ): Promise<CourseCategoryRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(courseCategories)
        .set({ ...values, updatedAt: now })
        .where(and(eq(courseCategories.id, id), isNull(courseCategories.deletedAt)))
        .returning();
      for (const descendant of descendantLevels) {
        await tx
          .update(courseCategories)
          .set({ level: descendant.level, updatedAt: now })
          .where(eq(courseCategories.id, descendant.id));
      }
      return row;
    });
  }

  async deleteCategory(id: number, now: Date): Promise<boolean> {
    const deleted = await this.db
      .update(courseCategories)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(courseCategories.id, id), isNull(courseCategories.deletedAt)))
      .returning({ id: courseCategories.id });
    return deleted.length > 0;
  }

  // ---- member groups -----------------------------------------------------------------------

  listGroups(): Promise<MemberGroupRecord[]> {
    return this.selectGroups().orderBy(asc(memberGroups.id));
  }

  async findGroup(id: number): Promise<MemberGroupRecord | undefined> {
    const [row] = await this.selectGroups().where(eq(memberGroups.id, id)).limit(1);
    return row;
  }

  /** Which of `ids` name an existing group. */
  async existingGroupIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: memberGroups.id })
      .from(memberGroups)
      .where(inArray(memberGroups.id, [...ids]));
    return rows.map((row) => row.id);
  }

  async insertGroup(
    values: { name: string; description: string | null },
    now: Date,
  ): Promise<MemberGroupRow> {
    const [row] = await this.db
      .insert(memberGroups)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into member_groups returned no row');
    return row;
  }

  async updateGroup(
    id: number,
    values: { name: string; description: string | null },
    now: Date,
  ): Promise<boolean> {
    const updated = await this.db
      .update(memberGroups)
      .set({ ...values, updatedAt: now })
      .where(eq(memberGroups.id, id))
      .returning({ id: memberGroups.id });
    return updated.length > 0;
  }

  /** Deletes a group and takes it off every user, in one transaction. */
  async deleteGroup(id: number): Promise<boolean> {
    const deleted = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(memberGroups)
        .where(eq(memberGroups.id, id))
        .returning({ id: memberGroups.id });
      if (removed.length === 0) return false;
      await tx
        .update(users)
        .set({ memberGroupIds: sql`array_remove(${users.memberGroupIds}, ${id}::int)` })
        .where(arrayContains(users.memberGroupIds, [id]));
      return true;
    });
    // Any member may have been in the group: their audience changed.
    if (deleted) await this.changes.allUsersChanged();
    return deleted;
  }

  // Membership lives on users.member_group_ids (the admin-users module owns the other user
  // queries); these few read and write only that column, so they stay with the groups.

  async groupMembers(
    groupId: number,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: UserRow[] }> {
    const where = arrayContains(users.memberGroupIds, [groupId]);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: total?.value ?? 0, rows };
  }

  /** Which of `ids` name an existing user. */
  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map((row) => row.id);
  }

  /** Adds the group to these users (those already in it are left alone); answers how many changed. */
  async addMembers(groupId: number, userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const changed = await this.db
      .update(users)
      .set({ memberGroupIds: sql`array_append(${users.memberGroupIds}, ${groupId}::int)` })
      .where(and(inArray(users.id, [...userIds]), not(arrayContains(users.memberGroupIds, [groupId]))))
      .returning({ id: users.id });
    await this.changes.usersChanged(changed.map((row) => row.id));
    return changed.length;
  }

  async removeMembers(groupId: number, userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const changed = await this.db
      .update(users)
      .set({ memberGroupIds: sql`array_remove(${users.memberGroupIds}, ${groupId}::int)` })
      .where(and(inArray(users.id, [...userIds]), arrayContains(users.memberGroupIds, [groupId])))
      .returning({ id: users.id });
    await this.changes.usersChanged(changed.map((row) => row.id));
    return changed.length;
  }

  private selectGroups() {
    return this.db
      .select({
        group: memberGroups,
        // Table names spelled out: Drizzle leaves columns of a one-table select unqualified,
        // which inside these subqueries would resolve to the inner table.
        memberCount: sql<number>`(select count(*)::int from users u where member_groups.id = any(u.member_group_ids))`,
        categoryCount: sql<number>`(select count(*)::int from course_categories c where c.deleted_at is null and member_groups.id = any(c.member_group_ids))`,
      })
      .from(memberGroups)
      .$dynamic();
  }
}
