import type { SENSITIVE_FIELDS, UserInfo } from '@ia/shared';
import type { SealFields } from '../member/member-form-values';

/** What the staff form holds (staff register and staff edit). */
export interface StaffFormValues {
  name?: string;
  mobile?: string;
  email?: string;
  code?: string;
}

/** The body of member/staff-register and member/staff-update: every field but the code inside `secure`. */
export interface StaffRequest {
  secure: string;
  code?: string;
}

export async function toStaffRequest(
  values: StaffFormValues,
  seal: SealFields,
  includeCode = true,
): Promise<StaffRequest> {
  const sensitive: Record<(typeof SENSITIVE_FIELDS.staff)[number], string> = {
    name: (values.name ?? '').trim(),
    mobile: (values.mobile ?? '').trim(),
    email: (values.email ?? '').trim(),
  };
  const request: StaffRequest = { secure: await seal(sensitive) };
  if (includeCode && values.code) request.code = values.code.trim();
  return request;
}

export function staffFormValuesOf(user: UserInfo): StaffFormValues {
  return { name: user.name ?? undefined, mobile: user.mobile ?? undefined, email: user.email ?? undefined };
}

export function staffFieldOf(payloadField: string): string | undefined {
  return ['name', 'mobile', 'email', 'code'].includes(payloadField) ? payloadField : undefined;
}
