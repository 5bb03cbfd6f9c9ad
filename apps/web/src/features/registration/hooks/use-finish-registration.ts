import type { UserInfo } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../forms/lib/safe-return-path';
import { userInfoQueryKey } from '../../user/api/get-user-info';

/**
 * After registering: on to /welcome (keeping the `redirect` the register prompt added), then
 * the cached user info is replaced, so every guard sees a registered user. Navigating first
 * keeps /register's registerNoEnter rule from sending the user to / before /welcome shows.
 */
export function useFinishRegistration(): (user: UserInfo) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  return async (user) => {
    const params = new URLSearchParams();
    const redirect = safeReturnPath(searchParams.get('redirect'));
    if (redirect) params.set('redirect', redirect);
    if (searchParams.get('gotohome')) params.set('gotohome', searchParams.get('gotohome') ?? '');
    const query = params.toString();
    await navigate(query ? `/welcome?${query}` : '/welcome', { replace: true });
    queryClient.setQueryData(userInfoQueryKey, user);
    await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
  };
}
