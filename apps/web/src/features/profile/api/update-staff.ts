import { MEMBER_PATHS, type UserInfo } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSealFields } from '../../../components/forms/api/public-key';
import {
  type StaffFormValues,
  type StaffRequest,
  toStaffRequest,
} from '../../../components/forms/staff/staff-form-values';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../users';

/** PUT /api/platform/member/staff-update (JSON): `code` only when the mailbox changed. */
export async function updateStaff(request: StaffRequest): Promise<UserInfo> {
  return unwrapData(apiClient.put<UserInfo>(MEMBER_PATHS.staffUpdate, { ...request }));
}

export interface StaffUpdate {
  values: StaffFormValues;
  verifiedEmail: string | null;
}

export function useUpdateStaff() {
  const seal = useSealFields();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, verifiedEmail }: StaffUpdate) => {
      const emailChanged = (values.email ?? '').trim() !== (verifiedEmail ?? '');
      return updateStaff(await toStaffRequest(values, seal, emailChanged));
    },
    onSuccess: async (user) => {
      queryClient.setQueryData(userInfoQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    },
  });
}
