import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@ia/shared';
import { clearAllCookies, localStore, sessionStore } from '../../lib/storage';

/**
 * What /template (the clear-cache page) wipes: everything the app keeps on the device. Local
 * and session storage (sign-in, language, recent searches, path history), cookies, and the
 * browser's Cache Storage where the browser offers it. The app version is written back, as the
 * version rule does after its own wipe, so the next page does not wipe again. Never throws: each
 * part is best effort.
 */
export async function clearLocalData(win: Window = window): Promise<void> {
  localStore.clear();
  localStore.set(APP_VERSION_STORAGE_KEY, APP_VERSION);
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
