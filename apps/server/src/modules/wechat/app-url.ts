/** What an address must match to count as one of the app's own pages. */
export interface AppUrlPolicy {
  /** PUBLIC_URL: when set, the only origin accepted. */
  publicUrl: string | undefined;
  /** The web app's base path, e.g. /h5/. */
  webBasePath: string;
}

/**
 * Parses `raw` and returns it when it is an absolute http(s) page of the app, else null: the
 * guard against open redirects wherever a caller names where the browser should land.
 *
 * Without PUBLIC_URL the request's own host is the reference. Its scheme is not compared,
 * because behind a TLS-terminating proxy without TRUST_PROXY the server sees http while the
 * browser is on https; the host (with port) still pins the address to this server.
 */
export function parseAppUrl(raw: string, policy: AppUrlPolicy, requestHost: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (policy.publicUrl) {
    if (url.origin !== new URL(policy.publicUrl).origin) return null;
  } else if (url.host !== normalizedHost(url.protocol, requestHost)) {
    return null;
  }
  // URL has already resolved dot segments (also %2e%2e), so the prefix check cannot be walked out of.
  const base = policy.webBasePath;
  const underBase = url.pathname.startsWith(base) || `${url.pathname}/` === base;
  return underBase ? url : null;
}

/** A Host header as URL spells hosts: lower case, without the scheme's default port. */
function normalizedHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}
