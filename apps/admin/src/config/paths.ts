/** Paths inside the console, relative to the router's basename (`/admin`). */
export const paths = {
  login: '/login',
  dashboard: '/',
  auditLog: '/audit-log',
  certifications: '/certifications',
  users: '/users',
  consentDocuments: '/consent-documents',
  content: '/content',
  comments: '/comments',
  contentForms: '/content-forms',
  imaging: '/imaging',
  meetings: '/meetings',
  activities: '/activities',
  medals: '/medals',
  pointsRules: '/points-rules',
  tasks: '/tasks',
  certificates: '/certificates',
  analytics: '/analytics',
  broadcasts: '/broadcasts',
  questions: '/questions',
  popovers: '/popovers',
  contactSettings: '/contact-settings',
  drugSafety: '/drug-safety',
  privacyRequests: '/privacy-requests',
} as const;

/** The query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The router basename, derived from Vite's `base` so both stay one setting. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** Sign-in path with the page to come back to, e.g. `/login?redirect=%2Faudit-log`. */
export function loginPathFor(returnTo: string): string {
  const target = safeReturnPath(returnTo);
  return target === paths.dashboard
    ? paths.login
    : `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * A return path we are willing to navigate to: inside the console only (no `//host`
 * or `/\host` tricks, no absolute URLs) and never back to the sign-in page itself.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return paths.dashboard;
  }
  if (raw === paths.login || raw.startsWith(`${paths.login}?`) || raw.startsWith(`${paths.login}/`)) {
    return paths.dashboard;
  }
  return raw;
}
