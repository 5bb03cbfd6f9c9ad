import type {
  AdminCertificate,
  AdminCertificateProgram,
  AdminMedal,
  CertificateProgramKindValue,
  MedalCriterionValue,
} from '@ia/shared';
import { certificateState } from './achievements.presenter';
import type { CertificateProgramRow, MedalRow, UserCertificateRow } from './achievements.table';

// The console's shapes of medals, programmes and issued certificates.

const statusName = (status: number) => (status === 1 ? 'published' : 'draft');

export function presentAdminMedal(row: MedalRow, holders: number): AdminMedal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_en: row.nameEn,
    description_en: row.descriptionEn,
    artwork_url: row.artworkUrl,
    criterion: row.criterion as MedalCriterionValue,
    threshold: row.threshold,
    campaign_id: row.campaignId,
    sort: row.sort,
    status: statusName(row.status),
    holder_count: holders,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAdminProgram(row: CertificateProgramRow, issued: number): AdminCertificateProgram {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_en: row.nameEn,
    description_en: row.descriptionEn,
    kind: row.kind as CertificateProgramKindValue,
    lesson_id: row.lessonId,
    meeting_ids: row.meetingIds,
    min_meeting_minutes: row.minMeetingMinutes,
    issuer: row.issuer,
    status: statusName(row.status),
    issued_count: issued,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAdminCertificate(row: UserCertificateRow): AdminCertificate {
  return {
    id: row.id,
    number: row.number,
    user_id: row.userId,
    holder_name: row.holderName,
    program_id: row.programId,
    program_name: row.programName,
    program_name_en: row.programNameEn,
    issuer: row.issuer,
    issued_at: row.issuedAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    state: certificateState(row),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoke_reason: row.revokeReason,
  };
}
