import { safeReturnPath } from '../../../components/forms/lib/safe-return-path';

// Going back to a registration page after registering would only bounce to / (registerNoEnter).
const REGISTRATION_PATHS = new Set(['/register', '/staffregister', '/welcome']);

/**
 * Where "continue" on /welcome leads: the `redirect` parameter, else the return URL the register
 * prompt saved (spec §4), else home. Only in-app paths are followed.
 */
export function welcomeTarget(redirectParam: string | null, savedReturnUrl: string | null): string {
  for (const candidate of [redirectParam, savedReturnUrl]) {
    const path = safeReturnPath(candidate);
    if (path && !REGISTRATION_PATHS.has(path.split(/[?#]/)[0] ?? '')) return path;
  }
  return '/';
}
