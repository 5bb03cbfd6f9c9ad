import {
  EXTERNAL_LOGIN_REDIRECT_PARAM,
  EXTERNAL_LOGIN_RETURN_PARAMS,
  OAUTH_RETURN_PARAMS,
  PLATFORM_PREFIX,
  WECHAT_LOGIN_PATHS,
} from '@ia/shared';
import type { StoredIdentity } from '../../lib/identity';
import type { LoginSettings } from '../../lib/runtime-config';

/**
 * The login decision of spec §4, without side effects: given the deployment's mode, the address
 * being opened and what is stored, the one next step. `ensureLogin` carries it out.
 */

/** Round trips to the login page allowed within LOGIN_LOOP_WINDOW_MS before the app stops and asks. */
export const MAX_LOGIN_ROUND_TRIPS = 2;
/** A round trip older than this no longer counts towards a loop. */
export const LOGIN_LOOP_WINDOW_MS = 2 * 60_000;

export type LoginFailureReason =
  /** The code exchange was refused or did not answer (the API client toasted why). */
  | 'exchange'
  /** MAX_LOGIN_ROUND_TRIPS trips to the login page in a row came back without a usable login. */
  | 'loop'
  /** Middle-platform or look-star mode without an external login URL. */
  | 'no-login-url';

export interface LoginState {
  settings: LoginSettings;
  /** The absolute address being opened. */
  url: URL;
  identity: StoredIdentity;
  /** Trips to the login page within LOGIN_LOOP_WINDOW_MS. */
  recentRoundTrips: number;
  /** Set only when this tab left for the external login (sessionStorage): the address to restore. */
  savedReturnUrl: string | null;
}

export type LoginStep =
  /** Signed in (or nothing to do): render the page. */
  | { type: 'proceed' }
  /** Signed in, but the address still carries login parameters: go to `url` without them. */
  | { type: 'clean-address'; url: URL }
  /** Self mode: exchange WeChat's code for a session, then go to `url` (code and state removed). */
  | { type: 'exchange-code'; code: string; state: string | null; url: URL }
  /** External modes: store the identity the login page appended, then restore `url`. */
  | { type: 'adopt-identity'; identity: ExternalIdentity; url: URL }
  /** Leave for the login page; `returnUrl` is saved first (external modes). */
  | { type: 'leave'; href: string; returnUrl: string | null }
  | { type: 'fail'; reason: LoginFailureReason };

interface ExternalIdentity {
  openid: string;
  token: string | null;
  unionid: string | null;
}

/** `url` without the given query parameters; every other parameter and the hash stay. */
export function withoutParams(url: URL, names: readonly string[]): URL {
  const cleaned = new URL(url);
  for (const name of names) cleaned.searchParams.delete(name);
  // URLSearchParams re-encodes the query; leave it untouched when nothing was removed.
  return names.some((name) => url.searchParams.has(name)) ? cleaned : new URL(url);
}

function hasAnyParam(url: URL, names: readonly string[]): boolean {
  return names.some((name) => url.searchParams.has(name));
}

/**
 * The address a login page returns to. Without its hash: the login page appends its
 * parameters to the query, and a fragment in front of them would swallow them.
 */
function returnAddress(url: URL): string {
  const withoutHash = new URL(url);
  withoutHash.hash = '';
  return withoutHash.href;
}

/** Self mode's way out: the server redirects to WeChat's authorize page and back to `url`. */
function wechatAuthHref(url: URL): string {
  return `${PLATFORM_PREFIX}${WECHAT_LOGIN_PATHS.auth}?website_url=${encodeURIComponent(returnAddress(url))}`;
}

/** The external login page with `redirect=<address>` appended to whatever query it has. */
function externalLoginHref(loginUrl: string, url: URL): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}${EXTERNAL_LOGIN_REDIRECT_PARAM}=${encodeURIComponent(returnAddress(url))}`;
}

/** A saved address, only if it is of this app's origin (never an open redirect). */
function sameOriginUrl(value: string, base: URL): URL | null {
  try {
    const url = new URL(value, base);
    return url.origin === base.origin ? url : null;
  } catch {
    return null;
  }
}

/** Where a visitor without a login goes: the login page, unless the last trips came back empty. */
export function departureStep(settings: LoginSettings, url: URL, recentRoundTrips: number): LoginStep {
  if (settings.mode !== 'self' && !settings.externalLoginUrl) return { type: 'fail', reason: 'no-login-url' };
  if (recentRoundTrips >= MAX_LOGIN_ROUND_TRIPS) return { type: 'fail', reason: 'loop' };
  if (settings.mode === 'self') return { type: 'leave', href: wechatAuthHref(url), returnUrl: null };
  return {
    type: 'leave',
    href: externalLoginHref(settings.externalLoginUrl ?? '', url),
    returnUrl: url.href,
  };
}

export function decideLogin(state: LoginState): LoginStep {
  const { settings, url, identity, recentRoundTrips } = state;

  if (settings.mode === 'self') {
    const code = url.searchParams.get('code');
    const cleanUrl = withoutParams(url, OAUTH_RETURN_PARAMS);
    if (identity.token) {
      // A stale or shared `?code=` must not linger: a reused code is WeChat's errcode 40163.
      return hasAnyParam(url, OAUTH_RETURN_PARAMS)
        ? { type: 'clean-address', url: cleanUrl }
        : { type: 'proceed' };
    }
    if (code) return { type: 'exchange-code', code, state: url.searchParams.get('state'), url: cleanUrl };
    return departureStep(settings, cleanUrl, recentRoundTrips);
  }

  // Middle-platform and look-star: signed in means an openid is known (spec §4).
  const cleanUrl = withoutParams(url, EXTERNAL_LOGIN_RETURN_PARAMS);
  const returnedOpenid = url.searchParams.get('openid');
  // Accept an identity from the address only in the tab that left for the login page: a link
  // carrying someone else's token must not sign its reader in as them.
  if (returnedOpenid && state.savedReturnUrl !== null) {
    return {
      type: 'adopt-identity',
      identity: {
        openid: returnedOpenid,
        token: url.searchParams.get('token') || null,
        unionid: url.searchParams.get('unionid') || null,
      },
      url: sameOriginUrl(state.savedReturnUrl, url) ?? cleanUrl,
    };
  }
  if (identity.openid) {
    return hasAnyParam(url, EXTERNAL_LOGIN_RETURN_PARAMS)
      ? { type: 'clean-address', url: cleanUrl }
      : { type: 'proceed' };
  }
  return departureStep(settings, cleanUrl, recentRoundTrips);
}
