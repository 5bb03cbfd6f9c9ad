import { useCallback, useState } from 'react';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from '../lib/recent-searches';

/** The device's recent searches, and the ways to change them. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(readRecentSearches);
  const add = useCallback((keyword: string) => setRecent(addRecentSearch(keyword)), []);
  const clear = useCallback(() => {
    clearRecentSearches();
    setRecent([]);
  }, []);
  return { recent, add, clear };
}
