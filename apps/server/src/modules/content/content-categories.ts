import type { CourseCategoryRow } from '../../db/schema';
import { isCategoryVisible } from '../categories';

type CategoryFields = Pick<CourseCategoryRow, 'id' | 'parentId' | 'memberGroupFlag' | 'memberGroupIds'>;

/**
 * Categories whose contents a viewer must not see: those closed to the viewer's member groups and
 * every category below one (a hidden parent hides its subtree, as in `category/tree`). Usually
 * empty, so the content queries add no condition at all.
 */
export function hiddenCategoryIds(
  rows: readonly CategoryFields[],
  viewerGroupIds: readonly number[],
): number[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hidden = new Map<number, boolean>();
  const isHidden = (row: CategoryFields, path: Set<number>): boolean => {
    const known = hidden.get(row.id);
    if (known !== undefined) return known;
    let result = !isCategoryVisible(row, viewerGroupIds);
    const parent = byId.get(row.parentId);
    // A cycle in bad data ends the walk instead of recursing forever.
    if (!result && parent && !path.has(parent.id)) result = isHidden(parent, new Set(path).add(row.id));
    hidden.set(row.id, result);
    return result;
  };
  return rows.filter((row) => isHidden(row, new Set())).map((row) => row.id);
}

/** `rootId` and every category below it: a category filter includes its subcategories. */
export function categoryWithDescendants(rows: readonly CategoryFields[], rootId: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row.id);
    childrenOf.set(row.parentId, siblings);
  }
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of childrenOf.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}
