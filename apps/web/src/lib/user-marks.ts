import { localStore, readJson, writeJson } from './storage';

/**
 * What the app remembers about the signed-in user between pages (spec §4): the "registered"
 * mark that lets the user check skip a fetch, and the truman (consent) status of a user who
 * has not registered yet. Local storage, so a 401 (which clears it) forgets both.
 */
export const REGISTERED_MARK_STORAGE_KEY = 'ia_registered';
const TRUMAN_STORAGE_KEY = 'ia_truman';

/** member/gettruman's answer, kept with the openid it belongs to. */
export interface StoredTrumanStatus {
  openid: string;
  all_active: 0 | 1;
  registered: boolean;
}

export function readRegisteredMark(): boolean {
  return localStore.get(REGISTERED_MARK_STORAGE_KEY) === '1';
}

export function markRegistered(): void {
  localStore.set(REGISTERED_MARK_STORAGE_KEY, '1');
}

export function readTrumanStatus(): StoredTrumanStatus | null {
  const value = readJson<unknown>(localStore, TRUMAN_STORAGE_KEY, null);
  if (typeof value !== 'object' || value === null) return null;
  const { openid, all_active: allActive, registered } = value as Record<string, unknown>;
  if (typeof openid !== 'string' || (allActive !== 0 && allActive !== 1) || typeof registered !== 'boolean') {
    return null;
  }
  return { openid, all_active: allActive, registered };
}

export function saveTrumanStatus(status: StoredTrumanStatus): void {
  writeJson(localStore, TRUMAN_STORAGE_KEY, status);
}

/** Forgets everything known about the previous user (a new login may be someone else). */
export function clearUserMarks(): void {
  localStore.remove(REGISTERED_MARK_STORAGE_KEY);
  localStore.remove(TRUMAN_STORAGE_KEY);
}
