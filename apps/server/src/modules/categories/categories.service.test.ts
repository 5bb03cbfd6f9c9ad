import { describe, expect, it } from 'vitest';
import { buildCategoryTree, isCategoryVisible } from './categories.service';
import type { CourseCategoryRow } from './categories.table';

const at = new Date('2026-01-01T00:00:00Z');
function category(id: number, parentId: number, extra: Partial<CourseCategoryRow> = {}): CourseCategoryRow {
  return {
    id,
    name: `c${id}`,
    nameEn: '',
    cover: null,
    sort: id,
    parentId,
    level: parentId ? 2 : 1,
    memberGroupFlag: 0,
    memberGroupIds: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    ...extra,
  };
}

describe('category visibility', () => {
  it('flag 0 shows everyone, 1 only listed groups, 2 all but listed groups', () => {
    expect(isCategoryVisible({ memberGroupFlag: 0, memberGroupIds: [1] }, [])).toBe(true);
    expect(isCategoryVisible({ memberGroupFlag: 1, memberGroupIds: [1, 2] }, [2])).toBe(true);
    expect(isCategoryVisible({ memberGroupFlag: 1, memberGroupIds: [1, 2] }, [3])).toBe(false);
    expect(isCategoryVisible({ memberGroupFlag: 1, memberGroupIds: [1] }, [])).toBe(false);
    expect(isCategoryVisible({ memberGroupFlag: 2, memberGroupIds: [1] }, [1])).toBe(false);
    expect(isCategoryVisible({ memberGroupFlag: 2, memberGroupIds: [1] }, [])).toBe(true);
    expect(isCategoryVisible({ memberGroupFlag: 9, memberGroupIds: [] }, [])).toBe(false);
  });

  it('hides the children of a hidden parent and survives a parent cycle', () => {
    const rows = [
      category(1, 0, { memberGroupFlag: 1, memberGroupIds: [5] }),
      category(2, 1),
      category(3, 0),
      category(4, 3),
      category(5, 6),
      category(6, 5),
    ];
    expect(buildCategoryTree(rows, 0, []).map((c) => c.id)).toEqual([3]);
    expect(buildCategoryTree(rows, 0, [5]).map((c) => [c.id, c.children.map((k) => k.id)])).toEqual([
      [1, [2]],
      [3, [4]],
    ]);
    expect(buildCategoryTree(rows, 5, []).map((c) => c.id)).toEqual([6]);
  });
});
