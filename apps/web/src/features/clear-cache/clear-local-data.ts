import { clearAllCookies, localStore, sessionStore } from '../../lib/storage';

/**
 * What /template (the clear-cache page) wipes: everything the app keeps on the device. Local
 * and session storage (sign-in, language, recent searches, path history), cookies, and the
 * browser's Cache Storage where the browser offers it. Never throws: each part is best effort.
 */
export async function clearLocalData(win: Window = window): Promise<void> {
  localStore.clear();
  sessionStore.clear();
  clearAllCookies(win.document);
  try {
    if ('caches' in win) {
      const names = await win.caches.keys();
      await Promise.all(names.map((name) => win.caches.delete(name)));
    }
  } catch {
    // Cache Storage refused (insecure context, private mode): nothing of ours is there then.
  }
}
