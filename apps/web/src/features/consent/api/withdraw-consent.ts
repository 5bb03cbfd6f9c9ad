import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../users';
import { myConsentQueryKey } from './get-my-consent';

/** POST consent/withdraw {confirm: true}: withdraws every current grant. */
export async function withdrawConsent(): Promise<void> {
  await unwrapData(apiClient.post<number>('/consent/withdraw', { confirm: true }));
}

/**
 * Withdraws, then treats the user as without consent at once (all_active 0 in the cached user
 * info) while the user info and the records reload.
 */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      queryClient.setQueryData(userInfoQueryKey, (user: { all_active: 0 | 1 } | undefined) =>
        user ? { ...user, all_active: 0 } : user,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myConsentQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]);
    },
  });
}
