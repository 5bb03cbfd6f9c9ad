import { MEMBER_PATHS, type UserInfo } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { useSealFields } from '../../../components/forms/api/public-key';
import {
  type StaffFormValues,
  type StaffRequest,
  toStaffRequest,
} from '../../../components/forms/staff/staff-form-values';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** POST /api/platform/member/staff-register: name, mobile and mailbox inside `secure`, the mail code beside it. */
export async function registerStaff(request: StaffRequest): Promise<UserInfo> {
  return unwrapData(apiClient.post<UserInfo>(MEMBER_PATHS.staffRegister, { ...request }));
}

export function useRegisterStaff() {
  const seal = useSealFields();
  return useMutation({
    mutationFn: async (values: StaffFormValues) => registerStaff(await toStaffRequest(values, seal)),
  });
}
