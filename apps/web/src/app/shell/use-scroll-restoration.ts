import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, sessionStore, writeJson } from '../../lib/storage';

const STORAGE_KEY = 'ia_scroll_positions';
/** Entries kept across a reload: the newest, enough for any back-button walk. */
const KEPT_POSITIONS = 50;

/** Where each history entry (by location key) was scrolled to when it was left. */
const positions = new Map<string, number>(Object.entries(readJson(sessionStore, STORAGE_KEY, {})));

function persist(): void {
  const newest = [...positions].slice(-KEPT_POSITIONS);
  writeJson(sessionStore, STORAGE_KEY, Object.fromEntries(newest));
}

/**
 * The window's scroll as a phone user expects it: back and forward return to where the page was
 * left (also after a reload), any other navigation starts at the top, or at its #anchor.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const handleScroll = () => {
      positions.delete(currentKey.current);
      positions.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per shown history entry (location key)
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);
}
