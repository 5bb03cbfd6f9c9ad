import type { UserInfo } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { hasIdentity } from '../../../lib/identity';

export const userInfoQueryKey = ['member', 'me'] as const;

/** GET /api/platform/member/me: the signed-in user (registered or not), with consent and trial state. */
export async function getUserInfo(): Promise<UserInfo> {
  return unwrapData(apiClient.get<UserInfo>('/member/me'));
}

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: userInfoQueryKey, queryFn: getUserInfo, staleTime: 30_000 });
}

/** The user info, fetched only when the app holds a session token. */
export function useUserInfo() {
  return useQuery({ ...userInfoQueryOptions(), enabled: hasIdentity() });
}
