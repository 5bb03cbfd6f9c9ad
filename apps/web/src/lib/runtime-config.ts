import type { RuntimeConfig } from '@ia/shared';

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
