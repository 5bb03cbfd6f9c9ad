/**
 * Storage that never throws: WeChat's in-app browser can deny storage (private mode, quota),
 * and a failed read must not take the app down.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

function createSafeStorage(getStorage: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        // Storage unavailable: the value lives only for this page view.
      }
    },
    remove(key) {
      try {
        getStorage().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
    clear() {
      try {
        getStorage().clear();
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}

export const localStore = createSafeStorage(() => window.localStorage);
export const sessionStore = createSafeStorage(() => window.sessionStorage);

export function readJson<T>(storage: SafeStorage, key: string, fallback: T): T {
  const raw = storage.get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: SafeStorage, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}

/**
 * Expires every cookie visible to the page. A cookie is only removed when path and domain
 * match how it was set, so each name is expired for every parent path and domain.
 */
export function clearAllCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  if (names.length === 0) return;

  const segments = doc.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const hostParts = doc.location.hostname.split('.');
  const domains = [
    '',
    ...hostParts.slice(0, -1).map((_, index) => `; domain=${hostParts.slice(index).join('.')}`),
  ];
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains) {
        doc.cookie = `${name}=; ${expired}; path=${path}${domain}`;
      }
    }
  }
}
