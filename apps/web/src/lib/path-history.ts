import { readJson, sessionStore, writeJson } from './storage';

/** Session storage key of the in-app path history (spec §2). */
export const PATH_HISTORY_STORAGE_KEY = 'ia_path_history';
const MAX_ENTRIES = 50;

export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';

export function readPathHistory(): string[] {
  const value = readJson<unknown>(sessionStore, PATH_HISTORY_STORAGE_KEY, []);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * Records one navigation. PUSH adds the path, REPLACE swaps the last one, POP (browser back
 * or forward) drops the last entry when it went back to the previous path and adds it
 * otherwise. The first page of a session is recorded as it is.
 */
export function recordNavigation(action: NavigationAction, path: string): string[] {
  const history = readPathHistory();
  if (history.at(-1) === path) return history;
  if (action === 'REPLACE' && history.length > 0) history[history.length - 1] = path;
  else if (action === 'POP' && history.at(-2) === path) history.pop();
  else history.push(path);
  const trimmed = history.slice(-MAX_ENTRIES);
  writeJson(sessionStore, PATH_HISTORY_STORAGE_KEY, trimmed);
  return trimmed;
}

/** True when there is an in-app page to go back to. */
export function canGoBack(): boolean {
  return readPathHistory().length > 1;
}
