import { MEMBER_PATHS, type UserInfo } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSealFields } from '../../../components/forms/api/public-key';
import {
  type MemberFormValues,
  type MemberRequest,
  toMemberRequest,
} from '../../../components/forms/member/member-form-values';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../users';

/**
 * PUT /api/platform/member/member-update (JSON): saves the member details; also confirms an
 * imported user's details and clears an invalid-hospital mark. `code` only when the mobile changed.
 */
export async function updateMember(request: MemberRequest): Promise<UserInfo> {
  return unwrapData(apiClient.put<UserInfo>(MEMBER_PATHS.memberUpdate, { ...request }));
}

export interface MemberUpdate {
  values: MemberFormValues;
  /** The mobile on record: a code is sent only when the new one differs. */
  verifiedMobile: string | null;
}

/** Saves the member details and refreshes the cached user info. */
export function useUpdateMember() {
  const seal = useSealFields();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, verifiedMobile }: MemberUpdate) => {
      const mobileChanged = (values.mobile ?? '').trim() !== (verifiedMobile ?? '');
      return updateMember(await toMemberRequest(values, seal, mobileChanged));
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(userInfoQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    },
  });
}
