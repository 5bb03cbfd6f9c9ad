import { afterEach, describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  readRecentSearches,
} from './recent-searches';

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest first, without duplicates (letter case ignored)', () => {
    addRecentSearch('肺结节');
    addRecentSearch('CT');
    addRecentSearch(' 肺结节 ');
    expect(addRecentSearch('ct')).toEqual(['ct', '肺结节']);
    expect(readRecentSearches()).toEqual(['ct', '肺结节']);
  });

  it('keeps at most ten', () => {
    for (let index = 1; index <= 12; index += 1) addRecentSearch(`词${index}`);
    const recent = readRecentSearches();
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recent[0]).toBe('词12');
    expect(recent.at(-1)).toBe('词3');
  });

  it('ignores blank keywords and unreadable storage, and clears', () => {
    expect(addRecentSearch('   ')).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['a', 3, '', 'b']));
    expect(readRecentSearches()).toEqual(['a', 'b']);
    clearRecentSearches();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });
});
