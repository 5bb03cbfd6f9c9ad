import {
  APP_VERSION,
  APP_VERSION_STORAGE_KEY,
  type Banner,
  bearer,
  IDENTITY_STORAGE_KEYS,
  isEnvelope,
  PLATFORM_PREFIX,
  REQUEST_TIMEOUT_MS,
  SESSION_HEADER,
  SUCCESS_CODE,
} from '@ia/shared';
import { preloadFirstBanner, sortBanners } from './banners';

/**
 * The home's banners asked for by index.html itself, before the app's script has arrived
 * (decision 042). On a slow phone the script takes a second or more to download and start; the
 * banners' answer, and the first banner's picture (the home's largest paint), arrive meanwhile.
 *
 * `startEarlyBanners` runs as index.html's inline script (src/early-requests.ts, bundled by
 * scripts/vite-inline-script.ts: it must stay small, so nothing it imports may pull in React or
 * the api client); `takeEarlyBanners` is the app's side.
 */
export const EARLY_BANNERS_GLOBAL = '__IA_EARLY_BANNERS__';

interface EarlyBanners {
  /** The session the request was sent with: an answer for another session is not used. */
  token: string;
  /** Settles with the banners in order, or null for any other answer or failure; never rejects. */
  answer: Promise<Banner[] | null>;
  /** The answer once it has arrived. */
  settled?: { banners: Banner[] | null };
}

type EarlyWindow = Window & { [EARLY_BANNERS_GLOBAL]?: EarlyBanners };

/** GET home/banner, as the api client sends it. */
const BANNERS_PATH = `${PLATFORM_PREFIX}/home/banner`;

/**
 * Starts GET home/banner when the page opened is the home and a session is stored, and fetches
 * the first banner's picture as the banner will show it; `onBanners` is given the banners of a
 * successful answer. The base path is the one the server injected (window.__IA_CONFIG__), else the
 * build's.
 */
export function startEarlyBanners(
  win: Window,
  buildBasePath: string,
  onBanners?: (banners: Banner[]) => void,
): void {
  let token: string | null;
  try {
    // A stored session from another version of the app is about to be cleared by the app's
    // version rule (features/app-version), which signs the visitor out: nothing is asked for it.
    if (win.localStorage.getItem(APP_VERSION_STORAGE_KEY) !== APP_VERSION) return;
    token = win.localStorage.getItem(IDENTITY_STORAGE_KEYS.token);
  } catch {
    return;
  }
  const basePath = (win.__IA_CONFIG__?.basePath ?? buildBasePath).replace(/\/*$/, '/');
  const path = win.location.pathname.replace(/\/*$/, '/');
  if (!token || path !== basePath || typeof win.fetch !== 'function') return;

  // Given up after the api client's own time limit: the app then asks itself, and shows the
  // outcome as for any request.
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const early: EarlyBanners = {
    token,
    answer: win
      .fetch(BANNERS_PATH, {
        headers: { Accept: 'application/json', [SESSION_HEADER]: bearer(token) },
        credentials: 'same-origin',
        signal: controller.signal,
      })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((envelope: unknown) => {
        win.clearTimeout(timer);
        const banners = bannersOf(envelope);
        early.settled = { banners };
        if (banners) {
          preloadFirstBanner(banners, win.document);
          onBanners?.(banners);
        }
        return banners;
      }),
  };
  (win as EarlyWindow)[EARLY_BANNERS_GLOBAL] = early;
}

/** The banners of a successful envelope, in order; null for anything else (the app then asks itself). */
function bannersOf(envelope: unknown): Banner[] | null {
  if (!isEnvelope(envelope) || envelope.code !== SUCCESS_CODE || !Array.isArray(envelope.data)) return null;
  return sortBanners(envelope.data as Banner[]);
}

/**
 * The early request's banners for the session `token`, once: already there (`ready`), still on
 * the way (`pending`, null if it failed), or none (no early request, another session, or taken).
 * A failed early answer is never shown: the app's own request then shows its error as always.
 */
export function takeEarlyBanners(
  win: Window,
  token: string | undefined,
): { ready: Banner[] } | { pending: Promise<Banner[] | null> } | null {
  const early = (win as EarlyWindow)[EARLY_BANNERS_GLOBAL];
  if (!early) return null;
  delete (win as EarlyWindow)[EARLY_BANNERS_GLOBAL];
  if (!token || early.token !== token) return null;
  if (!early.settled) return { pending: early.answer };
  const { banners } = early.settled;
  return banners ? { ready: banners } : null;
}
