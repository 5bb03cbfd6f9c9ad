import { LOGIN_RETURN_URL_STORAGE_KEY } from '@ia/shared';
import { readJson, sessionStore, writeJson } from '../../lib/storage';
import { LOGIN_LOOP_WINDOW_MS } from './login-flow';

/**
 * Per-tab memory of the login (sessionStorage survives the round trip to WeChat or the
 * external login page, and a new tab starts clean): when the tab left for a login page, and
 * the address to restore after the external login.
 */
export const LOGIN_ROUND_TRIPS_STORAGE_KEY = 'ia_login_round_trips';

function readTimes(): number[] {
  const value = readJson<unknown>(sessionStore, LOGIN_ROUND_TRIPS_STORAGE_KEY, []);
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

/** Trips to a login page within the loop window before `now`. */
export function countRecentRoundTrips(now: number): number {
  return readTimes().filter((time) => now - time < LOGIN_LOOP_WINDOW_MS).length;
}

export function recordRoundTrip(now: number): void {
  const recent = readTimes().filter((time) => now - time < LOGIN_LOOP_WINDOW_MS);
  writeJson(sessionStore, LOGIN_ROUND_TRIPS_STORAGE_KEY, [...recent, now]);
}

/** A person asked to try again: the loop guard starts over. */
export function clearRoundTrips(): void {
  sessionStore.remove(LOGIN_ROUND_TRIPS_STORAGE_KEY);
}

export function readLoginReturnUrl(): string | null {
  return sessionStore.get(LOGIN_RETURN_URL_STORAGE_KEY);
}

export function saveLoginReturnUrl(url: string): void {
  sessionStore.set(LOGIN_RETURN_URL_STORAGE_KEY, url);
}

export function clearLoginReturnUrl(): void {
  sessionStore.remove(LOGIN_RETURN_URL_STORAGE_KEY);
}
