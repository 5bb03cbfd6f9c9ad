import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@ia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData } from './clear-local-data';

/** Sets a cookie the way a script-set one would exist in the page. */
function writeCookie(cookie: string, doc: Document = document): void {
  doc.cookie = cookie;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearLocalData', () => {
  it('empties local and session storage, cookies and Cache Storage', async () => {
    localStorage.setItem('ia_token', 't');
    sessionStorage.setItem('ia_path_history', '["/"]');
    writeCookie('ia_session=1; path=/');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['app-v1', 'images'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await clearLocalData();
    // Only the current app version is left, so the next page does not wipe again.
    expect(Object.keys(localStorage)).toEqual([APP_VERSION_STORAGE_KEY]);
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe(APP_VERSION);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('ia_session');
    expect(deleted).toEqual(['app-v1', 'images']);
  });

  it('still clears storage when Cache Storage refuses', async () => {
    localStorage.setItem('ia_token', 't');
    vi.stubGlobal('caches', {
      keys: async () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(clearLocalData()).resolves.toBeUndefined();
    expect(localStorage.getItem('ia_token')).toBeNull();
  });
});
