import { MemberGroupFlag } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { categoryWithDescendants, hiddenCategoryIds } from './content-categories';

const category = (id: number, parentId: number, memberGroupFlag = 0, memberGroupIds: number[] = []) => ({
  id,
  parentId,
  memberGroupFlag,
  memberGroupIds,
});

describe('hiddenCategoryIds', () => {
  const rows = [
    category(1, 0),
    category(2, 0, MemberGroupFlag.ONLY_LISTED, [7]),
    category(3, 2),
    category(4, 3),
    category(5, 0, MemberGroupFlag.ALL_BUT_LISTED, [8]),
  ];

  it('hides a category closed to the viewer and everything below it', () => {
    expect(hiddenCategoryIds(rows, []).sort()).toEqual([2, 3, 4]);
  });

  it('opens a group-only category to its members and hides an all-but category from the listed group', () => {
    expect(hiddenCategoryIds(rows, [7, 8])).toEqual([5]);
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = [category(1, 2), category(2, 1)];
    expect(hiddenCategoryIds(cyclic, [])).toEqual([]);
  });
});

describe('categoryWithDescendants', () => {
  it('answers the category and every category below it', () => {
    const rows = [category(1, 0), category(2, 1), category(3, 2), category(4, 0), category(5, 1)];
    expect(categoryWithDescendants(rows, 1).sort()).toEqual([1, 2, 3, 5]);
    expect(categoryWithDescendants(rows, 4)).toEqual([4]);
  });

  it('answers an unknown category alone (its list is then empty)', () => {
    expect(categoryWithDescendants([category(1, 0)], 99)).toEqual([99]);
  });
});
