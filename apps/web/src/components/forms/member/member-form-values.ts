import { HOSPITAL_OTHER_ID, type SENSITIVE_FIELDS, type UserInfo } from '@ia/shared';
import type { HospitalChoice } from '../components/hospital-picker';

/** What the member details form holds (register, edit, import confirmation, invalid hospital). */
export interface MemberFormValues {
  name?: string;
  mobile?: string;
  code?: string;
  province?: string;
  city?: string;
  hospital?: HospitalChoice;
  /** Typed in when `hospital` is '其他'. */
  hospital_name?: string;
  department?: string;
  title?: string;
  position?: string;
  skill_areas?: string[];
  interesting_topics?: string[];
  interesting_systems?: string[];
  work_upgrades?: string[];
}

/**
 * The body of member/member-register and member/member-update: name and mobile travel only
 * inside `secure` (SENSITIVE_FIELDS.member), everything else as plain fields.
 */
export interface MemberRequest {
  secure: string;
  code?: string;
  province: string;
  city: string;
  hospital_id: number;
  hospital_name: string;
  department: string;
  title: string;
  position: string;
  skill_areas: string[];
  interesting_topics: string[];
  interesting_systems: string[];
  work_upgrades: string[];
}

export type SealFields = (fields: Record<string, unknown>) => Promise<string>;

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The hospital the server should store: the listed one, or the typed name for '其他'. */
export function hospitalOf(values: Pick<MemberFormValues, 'hospital' | 'hospital_name'>): {
  hospital_id: number;
  hospital_name: string;
} {
  const hospitalId = values.hospital?.id ?? HOSPITAL_OTHER_ID;
  return {
    hospital_id: hospitalId,
    hospital_name:
      hospitalId === HOSPITAL_OTHER_ID ? trimmed(values.hospital_name) : (values.hospital?.name ?? ''),
  };
}

/** Builds the request from validated form values; `includeCode` is false when no code is needed (unchanged mobile). */
export async function toMemberRequest(
  values: MemberFormValues,
  seal: SealFields,
  includeCode = true,
): Promise<MemberRequest> {
  const sensitive: Record<(typeof SENSITIVE_FIELDS.member)[number], string> = {
    name: trimmed(values.name),
    mobile: trimmed(values.mobile),
  };
  const request: MemberRequest = {
    secure: await seal(sensitive),
    province: values.province ?? '',
    city: values.city ?? '',
    ...hospitalOf(values),
    department: values.department ?? '',
    title: values.title ?? '',
    position: values.position ?? '',
    skill_areas: values.skill_areas ?? [],
    interesting_topics: values.interesting_topics ?? [],
    interesting_systems: values.interesting_systems ?? [],
    work_upgrades: values.work_upgrades ?? [],
  };
  if (includeCode && values.code) request.code = trimmed(values.code);
  return request;
}

/** The form's starting values from the user info (edit, import confirmation, invalid hospital). */
export function memberFormValuesOf(user: UserInfo): MemberFormValues {
  const hospital: HospitalChoice | undefined =
    user.hospital_id === null
      ? undefined
      : {
          id: user.hospital_id,
          name: user.hospital_id === HOSPITAL_OTHER_ID ? '' : (user.hospital_name ?? ''),
        };
  return {
    name: user.name ?? undefined,
    mobile: user.mobile ?? undefined,
    province: user.province ?? undefined,
    city: user.city ?? undefined,
    hospital,
    hospital_name: user.hospital_id === HOSPITAL_OTHER_ID ? (user.hospital_name ?? undefined) : undefined,
    department: user.department ?? undefined,
    title: user.title ?? undefined,
    position: user.position ?? undefined,
    skill_areas: user.skill_areas,
    interesting_topics: user.interesting_topics,
    interesting_systems: user.interesting_systems,
    work_upgrades: user.work_upgrades,
  };
}

/** The payload field a server issue names, as the form field that shows it. */
export function memberFieldOf(payloadField: string): string | undefined {
  if (payloadField === 'hospital_id') return 'hospital';
  const known: readonly string[] = [
    'name',
    'mobile',
    'code',
    'province',
    'city',
    'hospital_name',
    'department',
    'title',
    'position',
  ];
  return known.includes(payloadField) ? payloadField : undefined;
}
