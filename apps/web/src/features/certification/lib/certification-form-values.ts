import { type CertificationInfo, HOSPITAL_OTHER_ID, type UserInfo } from '@ia/shared';
import type { HospitalChoice } from '../../../components/forms/components/hospital-picker';
import type { UploadedPhoto } from '../../../components/forms/components/image-upload-field';
import { hospitalOf } from '../../../components/forms/member/member-form-values';
import type { CertificationRequest } from '../api/submit-certification';

/** What the certification form holds. Province and city only narrow the hospital search. */
export interface CertificationFormValues {
  name?: string;
  province?: string;
  city?: string;
  hospital?: HospitalChoice;
  hospital_name?: string;
  department?: string;
  title?: string;
  licence_number?: string;
  photos?: UploadedPhoto[];
}

/**
 * Starting values: a rejected submission's details (the user corrects them), else the profile.
 * Earlier photos are not carried over: they are private and the reviewer asked for new ones.
 */
export function certificationFormValuesOf(
  info: CertificationInfo,
  user: UserInfo | undefined,
): CertificationFormValues {
  const base: CertificationFormValues = {
    province: user?.province ?? undefined,
    city: user?.city ?? undefined,
    photos: [],
  };
  const submission = info.status === 'rejected' ? info.submission : null;
  const source = submission ?? {
    name: user?.name ?? '',
    hospital_id: user?.hospital_id ?? null,
    hospital_name: user?.hospital_name ?? '',
    department: user?.department ?? '',
    title: user?.title ?? '',
    licence_number: '',
  };
  // A submission for a hospital typed in under '其他' comes back with hospital_id null and its name.
  const hospitalId = source.hospital_id ?? (source.hospital_name ? HOSPITAL_OTHER_ID : null);
  const hospital: HospitalChoice | undefined =
    hospitalId === null ? undefined : { id: hospitalId, name: source.hospital_name };
  return {
    ...base,
    name: source.name || undefined,
    hospital,
    hospital_name: hospitalId === HOSPITAL_OTHER_ID ? source.hospital_name : undefined,
    department: source.department || undefined,
    title: source.title || undefined,
    licence_number: source.licence_number || undefined,
  };
}

export function toCertificationRequest(values: CertificationFormValues): CertificationRequest {
  return {
    name: (values.name ?? '').trim(),
    ...hospitalOf(values),
    department: values.department ?? '',
    title: values.title ?? '',
    licence_number: (values.licence_number ?? '').trim(),
    photo_ids: (values.photos ?? []).map((photo) => photo.id),
  };
}

export function certificationFieldOf(payloadField: string): string | undefined {
  if (payloadField === 'hospital_id') return 'hospital';
  if (payloadField === 'photo_ids') return 'photos';
  return ['name', 'hospital_name', 'department', 'title', 'licence_number'].includes(payloadField)
    ? payloadField
    : undefined;
}
