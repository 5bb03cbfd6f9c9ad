import type { UserInfo } from '@ia/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../components/forms/lib/safe-return-path';

/**
 * After registering: on to /welcome (keeping the `redirect` the register prompt added). The
 * cached user info is left alone here: refreshing it while /register is still on screen (the
 * router renders the next page in a transition) would let /register's registerNoEnter rule send
 * the user to / first. /welcome refreshes it once it shows (WelcomeCard).
 */
/** Navigation state /welcome receives: the user the register call answered with. */
interface WelcomeState {
  registeredUser: UserInfo;
}

/** The registered user handed to /welcome, if the navigation carried one. */
export function registeredUserOf(state: unknown): UserInfo | null {
  if (typeof state !== 'object' || state === null || !('registeredUser' in state)) return null;
  return (state as WelcomeState).registeredUser;
}

export function useFinishRegistration(): (user: UserInfo) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return async (user) => {
    const params = new URLSearchParams();
    const redirect = safeReturnPath(searchParams.get('redirect'));
    if (redirect) params.set('redirect', redirect);
    if (searchParams.get('gotohome')) params.set('gotohome', searchParams.get('gotohome') ?? '');
    const query = params.toString();
    const state: WelcomeState = { registeredUser: user };
    await navigate(query ? `/welcome?${query}` : '/welcome', { replace: true, state });
  };
}
