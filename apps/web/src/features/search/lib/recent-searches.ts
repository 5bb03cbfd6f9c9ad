import { localStore, readJson, type SafeStorage, writeJson } from '../../../lib/storage';

/** Where the device keeps the user's recent searches (cleared with the rest by /template). */
export const RECENT_SEARCHES_STORAGE_KEY = 'ia_recent_searches';
export const RECENT_SEARCHES_MAX = 10;

function sameKeyword(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** The stored keywords, newest first; anything unreadable counts as none. */
export function readRecentSearches(storage: SafeStorage = localStore): string[] {
  const stored = readJson<unknown>(storage, RECENT_SEARCHES_STORAGE_KEY, []);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, RECENT_SEARCHES_MAX);
}

/** Puts `keyword` first, drops an earlier copy (ignoring letter case) and keeps the newest ten. */
export function addRecentSearch(keyword: string, storage: SafeStorage = localStore): string[] {
  const value = keyword.trim();
  if (!value) return readRecentSearches(storage);
  const next = [value, ...readRecentSearches(storage).filter((item) => !sameKeyword(item, value))].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  writeJson(storage, RECENT_SEARCHES_STORAGE_KEY, next);
  return next;
}

export function clearRecentSearches(storage: SafeStorage = localStore): void {
  storage.remove(RECENT_SEARCHES_STORAGE_KEY);
}
