import { type LoaderFunctionArgs, replace } from 'react-router';
import { ensureLogin } from './ensure-login';

/**
 * The route loader of every page flagged wechatAuth. A loader rather than a guard component:
 * the data router awaits it before the page's module renders or its queries start, so no
 * request leaves without a session, the code exchange happens once per navigation, and the
 * cleaned address replaces the one carrying `code` instead of adding a history entry.
 */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const target = await ensureLogin(new URL(request.url));
  return target === null ? null : replace(target);
}
