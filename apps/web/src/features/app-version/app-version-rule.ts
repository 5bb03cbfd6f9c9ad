import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@ia/shared';
import { clearAllCookies, localStore } from '../../lib/storage';

export type AppVersionOutcome = 'unchanged' | 'cleared';

/**
 * Spec §4: when the stored version differs from APP_VERSION (or none is stored yet), every
 * cookie and all local storage are cleared, then the version is stored. Runs first thing at
 * start, before anything reads storage.
 */
export function applyAppVersionRule(appVersion: string = APP_VERSION): AppVersionOutcome {
  if (localStore.get(APP_VERSION_STORAGE_KEY) === appVersion) return 'unchanged';
  clearAllCookies();
  localStore.clear();
  localStore.set(APP_VERSION_STORAGE_KEY, appVersion);
  return 'cleared';
}

export function readStoredAppVersion(): string | null {
  return localStore.get(APP_VERSION_STORAGE_KEY);
}
