import type { LoginModeValue, RuntimeConfig } from '@ia/shared';

/** The deployment settings the server injected, or undefined (Vite dev server, tests). */
export function getRuntimeConfig(): RuntimeConfig | undefined {
  return typeof window === 'undefined' ? undefined : window.__IA_CONFIG__;
}

/**
 * The router's basename: the injected base path, else the build's base ('/h5/'),
 * without its trailing slash ('/h5'); '/' stays '/'.
 */
export function getRouterBasename(config: RuntimeConfig | undefined = getRuntimeConfig()): string {
  const basePath = config?.basePath ?? import.meta.env.BASE_URL;
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** How this deployment signs users in (spec §4). */
export interface LoginSettings {
  mode: LoginModeValue;
  /** The middle-platform / look-star login page; null when none is configured. */
  externalLoginUrl: string | null;
}

/**
 * The login settings, or null when no runtime config was injected. The server injects it
 * into every index.html it serves; without it (unit tests, a bare Vite dev server) the app
 * cannot know the deployment's login mode, so it does not start a login by itself.
 */
export function getLoginSettings(
  config: RuntimeConfig | undefined = getRuntimeConfig(),
): LoginSettings | null {
  if (!config) return null;
  // Older servers inject no externalLoginUrl: read it as "none configured".
  const externalLoginUrl = (config as Partial<RuntimeConfig>).externalLoginUrl;
  return { mode: config.loginMode ?? 'self', externalLoginUrl: externalLoginUrl || null };
}
