import { EXTERNAL_LOGIN_RETURN_PARAMS, OAUTH_RETURN_PARAMS, type WechatIdentity } from '@ia/shared';
import { readIdentity, type StoredIdentity, saveIdentity } from '../../lib/identity';
import { assignLocation, currentAddress, reloadPage, replaceBrowserAddress } from '../../lib/page';
import { getLoginSettings, type LoginSettings } from '../../lib/runtime-config';
import { clearUserMarks } from '../../lib/user-marks';
import { exchangeOauthCode } from './api/exchange-oauth-code';
import { LoginError } from './login-error';
import { decideLogin, departureStep, type LoginStep, withoutParams } from './login-flow';
import {
  clearLoginReturnUrl,
  clearRoundTrips,
  countRecentRoundTrips,
  readLoginReturnUrl,
  recordRoundTrip,
  saveLoginReturnUrl,
} from './login-round-trips';

/** Everything the login touches outside itself, replaceable in tests. */
export interface LoginDeps {
  settings: () => LoginSettings | null;
  readIdentity: () => StoredIdentity;
  saveIdentity: (identity: Partial<Record<keyof WechatIdentity, string | null>>) => void;
  exchangeCode: (code: string, state: string | null) => Promise<WechatIdentity>;
  /** Full-page navigation to the login page. */
  assign: (href: string) => void;
  currentAddress: () => string;
  /** history.replaceState on the browser's address. */
  replaceAddress: (href: string) => void;
  reload: () => void;
  now: () => number;
}

const defaultLoginDeps: LoginDeps = {
  settings: () => getLoginSettings(),
  readIdentity,
  saveIdentity,
  exchangeCode: exchangeOauthCode,
  assign: assignLocation,
  currentAddress,
  replaceAddress: replaceBrowserAddress,
  reload: reloadPage,
  now: () => Date.now(),
};

const LOGIN_PARAMS = [...OAUTH_RETURN_PARAMS, ...EXTERNAL_LOGIN_RETURN_PARAMS];

/**
 * Drops login parameters from the browser's own address at once, before the exchange is even
 * answered, so nothing (a share, a copied link, a reload) can pick up a used code or a token.
 * The router's copy of the address is cleaned by the redirect that follows.
 */
function hideLoginParams(deps: LoginDeps, names: readonly string[]): void {
  const address = new URL(deps.currentAddress());
  if (!names.some((name) => address.searchParams.has(name))) return;
  deps.replaceAddress(withoutParams(address, names).href);
}

/**
 * The router hands loaders the address without its hash; the browser still has it. Put it
 * back, so the cleaned or restored address keeps it.
 */
function withBrowserHash(url: URL, deps: LoginDeps): URL {
  if (url.hash) return url;
  const address = new URL(deps.currentAddress());
  if (address.pathname !== url.pathname || !address.hash) return url;
  const withHash = new URL(url);
  withHash.hash = address.hash;
  return withHash;
}

/** The page is leaving; nothing after this may render. */
function leave(deps: LoginDeps, step: Extract<LoginStep, { type: 'leave' }>): Promise<never> {
  recordRoundTrip(deps.now());
  if (step.returnUrl !== null) saveLoginReturnUrl(step.returnUrl);
  deps.assign(step.href);
  return new Promise<never>(() => {});
}

/**
 * Makes sure the visitor of `url` is signed in (spec §4). Resolves null to render the page, or
 * the address to replace the current one with (login parameters removed, or the address saved
 * before an external login). Never settles when the page leaves for a login page; throws a
 * LoginError when the login cannot go on without the user.
 */
export async function ensureLogin(
  requestUrl: URL,
  deps: LoginDeps = defaultLoginDeps,
): Promise<string | null> {
  const settings = deps.settings();
  if (!settings) return null;

  const step = decideLogin({
    settings,
    url: withBrowserHash(requestUrl, deps),
    identity: deps.readIdentity(),
    recentRoundTrips: countRecentRoundTrips(deps.now()),
    savedReturnUrl: readLoginReturnUrl(),
  });

  switch (step.type) {
    case 'proceed':
      return null;
    case 'clean-address':
      hideLoginParams(deps, settings.mode === 'self' ? OAUTH_RETURN_PARAMS : EXTERNAL_LOGIN_RETURN_PARAMS);
      return step.url.href;
    case 'exchange-code': {
      hideLoginParams(deps, OAUTH_RETURN_PARAMS);
      let identity: WechatIdentity;
      try {
        identity = await deps.exchangeCode(step.code, step.state);
      } catch (error) {
        throw new LoginError('exchange', { cause: error });
      }
      clearUserMarks();
      deps.saveIdentity(identity);
      return step.url.href;
    }
    case 'adopt-identity':
      hideLoginParams(deps, EXTERNAL_LOGIN_RETURN_PARAMS);
      clearLoginReturnUrl();
      clearUserMarks();
      deps.saveIdentity(step.identity);
      return step.url.href;
    case 'leave':
      return leave(deps, step);
    case 'fail':
      throw new LoginError(step.reason);
  }
}

/**
 * "Sign in again", pressed by a person: the loop guard starts over and the page leaves for the
 * login page (a WeChat code is single use, so a failed exchange always needs a new one).
 */
export function restartLogin(deps: LoginDeps = defaultLoginDeps): void {
  clearRoundTrips();
  const settings = deps.settings();
  if (!settings) {
    deps.reload();
    return;
  }
  const url = withoutParams(new URL(deps.currentAddress()), LOGIN_PARAMS);
  const step = departureStep(settings, url, 0);
  if (step.type === 'leave') void leave(deps, step);
  else deps.reload();
}
