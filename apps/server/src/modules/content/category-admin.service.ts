import {
  type AdminCategoryValues,
  type AdminGroupMember,
  type AdminMemberGroup,
  type CourseCategory,
  maskPhone,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { CourseCategoryRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-helpers';
import { appError } from '../../lib/app-error';
import { presentCategory } from '../categories';
import type { CategoryAdminRepository, MemberGroupRecord } from './category-admin.repository';
import type { ContentAdminRepository } from './content-admin.repository';

/** The whole tree for the console: every live category, whatever its visibility rule. */
function buildAdminTree(rows: readonly CourseCategoryRow[]): CourseCategory[] {
  const childrenOf = new Map<number, CourseCategoryRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const visit = (parentId: number, seen: ReadonlySet<number>): CourseCategory[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => presentCategory(row, visit(row.id, new Set(seen).add(row.id))));
  return visit(0, new Set([0]));
}

function findNode(nodes: readonly CourseCategory[], id: number): CourseCategory | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Ids of every category below `id` (children, their children…), each with its depth below `id`. */
function descendantsOf(rows: readonly CourseCategoryRow[], id: number): { id: number; depth: number }[] {
  const found: { id: number; depth: number }[] = [];
  const seen = new Set([id]);
  let frontier = [id];
  for (let depth = 1; frontier.length > 0; depth += 1) {
    const next = rows.filter((row) => frontier.includes(row.parentId) && !seen.has(row.id));
    for (const row of next) {
      seen.add(row.id);
      found.push({ id: row.id, depth });
    }
    frontier = next.map((row) => row.id);
  }
  return found;
}

function presentGroup(record: MemberGroupRecord): AdminMemberGroup {
  return {
    id: record.group.id,
    name: record.group.name,
    description: record.group.description,
    member_count: record.memberCount,
    category_count: record.categoryCount,
    created_at: record.group.createdAt.toISOString(),
    updated_at: record.group.updatedAt.toISOString(),
  };
}

/**
 * Editing the category tree (levels follow parents, no cycles, nothing deleted from under its
 * children or contents) and the member groups its visibility rules name.
 */
export class CategoryAdminService {
  constructor(
    private readonly repository: CategoryAdminRepository,
    private readonly contents: ContentAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- categories --------------------------------------------------------------------------

  async tree(): Promise<CourseCategory[]> {
    return buildAdminTree(await this.repository.listCategories());
  }

  async createCategory(input: AdminCategoryValues): Promise<CourseCategory> {
    const rows = await this.repository.listCategories();
    const level = this.levelUnder(rows, input.parent_id);
    await this.requireGroups(input.member_group_ids);
    const row = await this.repository.insertCategory(
      {
        name: input.name,
        nameEn: input.name_en,
        cover: input.cover,
        sort: input.sort,
        parentId: input.parent_id,
        level,
        memberGroupFlag: input.member_group_flag,
        memberGroupIds: input.member_group_flag === 0 ? [] : input.member_group_ids,
      },
      this.now(),
    );
    return presentCategory(row, []);
  }

  async updateCategory(id: number, input: AdminCategoryValues): Promise<CourseCategory> {
    const rows = await this.repository.listCategories();
    const current = rows.find((row) => row.id === id);
    if (!current) throw appError('CATEGORY_NOT_FOUND');
    await this.requireGroups(input.member_group_ids);
    return this.write(rows, current, {
      name: input.name,
      nameEn: input.name_en,
      cover: input.cover,
      sort: input.sort,
      parentId: input.parent_id,
      memberGroupFlag: input.member_group_flag,
      memberGroupIds: input.member_group_flag === 0 ? [] : input.member_group_ids,
    });
  }

  /** Moves a category under another (0: top level) at `sort`; its subtree moves with it. */
  async moveCategory(id: number, parentId: number, sort: number): Promise<CourseCategory> {
    const rows = await this.repository.listCategories();
    const current = rows.find((row) => row.id === id);
    if (!current) throw appError('CATEGORY_NOT_FOUND');
    return this.write(rows, current, { ...current, parentId, sort });
  }

  /** Refuses (40900, with the reason) to delete a category that still has children or contents. */
  async deleteCategory(id: number): Promise<void> {
    const rows = await this.repository.listCategories();
    if (!rows.some((row) => row.id === id)) throw appError('CATEGORY_NOT_FOUND');
    const children = rows.filter((row) => row.parentId === id).length;
    if (children > 0) throw appError('CATEGORY_HAS_CHILDREN', { count: children });
    const usage = await this.contents.categoryUsage(id);
    if (usage.contents > 0 || usage.lessons > 0) {
      const parts = [
        usage.contents > 0 ? `${usage.contents} 个内容` : '',
        usage.lessons > 0 ? `${usage.lessons} 个课程系列` : '',
      ].filter(Boolean);
      throw appError('CATEGORY_IN_USE', { items: parts.join('和') });
    }
    await this.repository.deleteCategory(id, this.now());
  }

  private async write(
    rows: readonly CourseCategoryRow[],
    current: CourseCategoryRow,
    values: Pick<
      CourseCategoryRow,
      'name' | 'nameEn' | 'cover' | 'sort' | 'parentId' | 'memberGroupFlag' | 'memberGroupIds'
    >,
  ): Promise<CourseCategory> {
    const descendants = descendantsOf(rows, current.id);
    if (
      values.parentId === current.id ||
      descendants.some((descendant) => descendant.id === values.parentId)
    ) {
      throw appError('CATEGORY_MOVE_INTO_ITSELF');
    }
    const level = this.levelUnder(rows, values.parentId);
    const row = await this.repository.updateCategory(
      current.id,
      { ...values, level },
      level === current.level
        ? []
        : descendants.map((descendant) => ({ id: descendant.id, level: level + descendant.depth })),
      this.now(),
    );
    if (!row) throw appError('CATEGORY_NOT_FOUND');
    return (
      findNode(buildAdminTree(await this.repository.listCategories()), row.id) ?? presentCategory(row, [])
    );
  }

  /** The level of a child of `parentId`; the parent must be a live category (or 0, the top). */
  private levelUnder(rows: readonly CourseCategoryRow[], parentId: number): number {
    if (parentId === 0) return 1;
    const parent = rows.find((row) => row.id === parentId);
    if (!parent) throw appError('PARENT_CATEGORY_INVALID', { id: parentId });
    return parent.level + 1;
  }

  private async requireGroups(ids: readonly number[]): Promise<void> {
    const existing = new Set(await this.repository.existingGroupIds(ids));
    const missing = ids.filter((id) => !existing.has(id));
    if (missing.length > 0) throw appError('MEMBER_GROUP_IDS_INVALID', { ids: missing.join('、') });
  }

  // ---- member groups -----------------------------------------------------------------------

  async listGroups(): Promise<AdminMemberGroup[]> {
    return (await this.repository.listGroups()).map(presentGroup);
  }

  async createGroup(values: { name: string; description: string | null }): Promise<AdminMemberGroup> {
    try {
      const row = await this.repository.insertGroup(values, this.now());
      return this.group(row.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('MEMBER_GROUP_NAME_TAKEN', { name: values.name });
      throw error;
    }
  }

  async updateGroup(
    id: number,
    values: { name: string; description: string | null },
  ): Promise<AdminMemberGroup> {
    let updated: boolean;
    try {
      updated = await this.repository.updateGroup(id, values, this.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('MEMBER_GROUP_NAME_TAKEN', { name: values.name });
      throw error;
    }
    if (!updated) throw appError('MEMBER_GROUP_NOT_FOUND');
    return this.group(id);
  }

  /** Deletes a group (its users leave it); refused while a category's visibility names it. */
  async deleteGroup(id: number): Promise<void> {
    const record = await this.repository.findGroup(id);
    if (!record) throw appError('MEMBER_GROUP_NOT_FOUND');
    if (record.categoryCount > 0) {
      throw appError('MEMBER_GROUP_IN_USE', { count: record.categoryCount });
    }
    await this.repository.deleteGroup(id);
  }

  async members(id: number, query: PagingQuery): Promise<Page<AdminGroupMember>> {
    await this.group(id);
    const { total, rows } = await this.repository.groupMembers(id, {
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    return {
      total,
      data: rows.map((user) => ({
        id: user.id,
        kind: user.kind,
        name: user.name,
        nickname: user.nickname,
        mobile: user.mobile ? maskPhone(user.mobile) : null,
        hospital_name: user.hospitalName,
      })),
    };
  }

  /** Adds users to a group; every id must name a user (40000 otherwise, and nothing changes). */
  async addMembers(id: number, userIds: readonly number[]): Promise<{ changed: number }> {
    await this.group(id);
    const existing = new Set(await this.repository.existingUserIds(userIds));
    const missing = userIds.filter((userId) => !existing.has(userId));
    if (missing.length > 0) throw appError('USER_IDS_INVALID', { ids: missing.join('、') });
    return { changed: await this.repository.addMembers(id, userIds) };
  }

  async removeMembers(id: number, userIds: readonly number[]): Promise<{ changed: number }> {
    await this.group(id);
    return { changed: await this.repository.removeMembers(id, userIds) };
  }

  private async group(id: number): Promise<AdminMemberGroup> {
    const record = await this.repository.findGroup(id);
    if (!record) throw appError('MEMBER_GROUP_NOT_FOUND');
    return presentGroup(record);
  }
}
