import { type CourseCategory, MemberGroupFlag } from '@ia/shared';
import { appError } from '../../lib/app-error';
import { SharedAnswers } from '../../lib/shared-answers';
import type { CategoriesRepository } from './categories.repository';
import type { CourseCategoryRow } from './categories.table';

/**
 * Whether a viewer in `viewerGroupIds` may see a category:
 * flag 0 everyone; 1 only members of a listed group; 2 everyone except members of a listed group.
 * Anonymous viewers belong to no group.
 */
export function isCategoryVisible(
  category: Pick<CourseCategoryRow, 'memberGroupFlag' | 'memberGroupIds'>,
  viewerGroupIds: readonly number[],
): boolean {
  const inListedGroup = category.memberGroupIds.some((id) => viewerGroupIds.includes(id));
  switch (category.memberGroupFlag) {
    case MemberGroupFlag.ALL:
      return true;
    case MemberGroupFlag.ONLY_LISTED:
      return inListedGroup;
    case MemberGroupFlag.ALL_BUT_LISTED:
      return !inListedGroup;
    default:
      return false;
  }
}

/** Builds the visible subtree under `rootId` (0: all top-level categories). A hidden parent hides its children. */
export function buildCategoryTree(
  rows: readonly CourseCategoryRow[],
  rootId: number,
  viewerGroupIds: readonly number[],
): CourseCategory[] {
  const childrenOf = new Map<number, CourseCategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const visit = (parentId: number, seen: Set<number>): CourseCategory[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id) && isCategoryVisible(row, viewerGroupIds))
      .map((row) => presentCategory(row, visit(row.id, new Set(seen).add(row.id))));
  return visit(rootId, new Set([rootId]));
}

export function presentCategory(row: CourseCategoryRow, children: CourseCategory[]): CourseCategory {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    cover: row.cover,
    sort: row.sort,
    parent_id: row.parentId,
    member_group_flag: row.memberGroupFlag === 1 ? 1 : row.memberGroupFlag === 2 ? 2 : 0,
    member_group_ids: row.memberGroupIds,
    level: row.level,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    children,
  };
}

/** How long the category rows are reused: the tree is read on every home view and edited rarely. */
const CATEGORY_CACHE_MS = 5_000;

export class CategoriesService {
  private cached: { rows: CourseCategoryRow[]; at: number } | undefined;

  constructor(
    private readonly repository: CategoriesRepository,
    private readonly now: () => Date = () => new Date(),
    /** Shortens how long the rows are kept (while invalidations may miss this node; decision 031). */
    private readonly lifetime: (normalMs: number) => number = (normalMs) => normalMs,
    /** The trees as each audience sees them, serialized (none kept by default). */
    private readonly trees: SharedAnswers = new SharedAnswers(0),
  ) {}

  /** Forgets the rows and the trees built of them (the console changed a category, on this node or another). */
  forget(): void {
    this.cached = undefined;
    this.trees.clear();
  }

  /** Every live category (cached): content lists derive visibility and subcategories from them. */
  async liveRows(): Promise<CourseCategoryRow[]> {
    const now = this.now().getTime();
    const maxAge = this.lifetime(CATEGORY_CACHE_MS);
    if (!this.cached || now - this.cached.at > maxAge || now < this.cached.at) {
      this.cached = { rows: await this.repository.listLive(), at: now };
    }
    return this.cached.rows;
  }

  /** `tree` in its success envelope, shared by every viewer of the same member groups. */
  treeAnswer(rootId: number, viewerGroupIds: readonly number[]) {
    const audience = [...viewerGroupIds].sort((a, b) => a - b).join(',');
    return this.trees.answer(`${rootId}|${audience}`, () => this.tree(rootId, viewerGroupIds));
  }

  /** `category/tree/{id}`: the children of `id` as a tree; 404 when `id` is not a visible category. */
  async tree(rootId: number, viewerGroupIds: readonly number[]): Promise<CourseCategory[]> {
    const rows = await this.liveRows();
    if (rootId !== 0) {
      const root = rows.find((row) => row.id === rootId);
      if (!root || !isCategoryVisible(root, viewerGroupIds)) throw appError('CATEGORY_NOT_FOUND');
    }
    return buildCategoryTree(rows, rootId, viewerGroupIds);
  }
}
