import { MEMBER_PATHS, type UserInfo } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { useSealFields } from '../../../components/forms/api/public-key';
import {
  type MemberFormValues,
  type MemberRequest,
  toMemberRequest,
} from '../../../components/forms/member/member-form-values';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** POST /api/platform/member/member-register (form-encoded; name and mobile inside `secure`). */
export async function registerMember(request: MemberRequest): Promise<UserInfo> {
  return unwrapData(apiClient.post<UserInfo>(MEMBER_PATHS.memberRegister, { ...request }));
}

/** Seals the sensitive fields and registers the member. */
export function useRegisterMember() {
  const seal = useSealFields();
  return useMutation({
    mutationFn: async (values: MemberFormValues) => registerMember(await toMemberRequest(values, seal)),
  });
}
