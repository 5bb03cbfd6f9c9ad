import { describe, expect, it } from 'vitest';
import { mergePages, nextPageByTotal } from './paging';

const page = (ids: number[], total: number) => ({ total, data: ids.map((id) => ({ id })) });

describe('nextPageByTotal', () => {
  it('asks for the next page while fewer rows than the total arrived', () => {
    const first = page([1, 2], 5);
    expect(nextPageByTotal(first, [first])).toBe(2);
    const second = page([3, 4], 5);
    expect(nextPageByTotal(second, [first, second])).toBe(3);
  });

  it('stops at the total', () => {
    const first = page([1, 2], 4);
    const second = page([3, 4], 4);
    expect(nextPageByTotal(second, [first, second])).toBeUndefined();
    expect(nextPageByTotal(page([], 0), [page([], 0)])).toBeUndefined();
  });

  it('stops on an empty page even when the total says more', () => {
    const first = page([1, 2], 9);
    const empty = page([], 9);
    expect(nextPageByTotal(empty, [first, empty])).toBeUndefined();
  });
});

describe('mergePages', () => {
  it('keeps page order and shows a row that shifted between pages once', () => {
    const rows = mergePages([page([1, 2, 3], 6), page([3, 4, 5], 6)], (row) => row.id);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
