import {
  type CertificateStateValue,
  type CertificateSummary,
  formatDate,
  type Medal,
  type MedalCriterionValue,
  type MedalProgress,
} from '@ia/shared';
import type { CriterionValues } from './achievements.repository';
import type { MedalRow, UserCertificateRow, UserMedalRow } from './achievements.table';

/** The value a medal's criterion has reached for the viewer (campaign_rank: the rank, or null). */
export function criterionValue(medal: MedalRow, values: CriterionValues): number | null {
  const criterion = medal.criterion as MedalCriterionValue;
  if (criterion === 'campaign_rank') {
    return medal.campaignId === null ? null : (values.campaignRanks.get(medal.campaignId) ?? null);
  }
  return values[criterion] ?? 0;
}

/** Whether the value meets the threshold: at least it, or for ranks at most it (rank 1 is best). */
export function meetsThreshold(medal: MedalRow, value: number | null): boolean {
  if (value === null) return false;
  return medal.criterion === 'campaign_rank'
    ? value >= 1 && value <= medal.threshold
    : value >= medal.threshold;
}

function progressOf(medal: MedalRow, value: number | null, earned: boolean): MedalProgress {
  let percent: number;
  if (earned) percent = 100;
  else if (medal.criterion === 'campaign_rank' || value === null || medal.threshold <= 0) percent = 0;
  else percent = Math.min(99, Math.floor((value / medal.threshold) * 100));
  return { value, threshold: medal.threshold, percent };
}

export function presentMedal(
  medal: MedalRow,
  held: UserMedalRow | undefined,
  value: number | null,
  campaignTitle: string | null,
): Medal {
  return {
    id: medal.id,
    name: medal.name,
    description: medal.description,
    name_en: medal.nameEn,
    description_en: medal.descriptionEn,
    artwork_url: medal.artworkUrl,
    criterion: medal.criterion as MedalCriterionValue,
    threshold: medal.threshold,
    campaign_id: medal.campaignId,
    campaign_title: campaignTitle,
    state: !held ? 'locked' : held.claimedAt ? 'claimed' : 'claimable',
    earned_at: held?.earnedAt.toISOString() ?? null,
    claimed_at: held?.claimedAt?.toISOString() ?? null,
    progress: progressOf(medal, value, held !== undefined),
  };
}

export function certificateState(row: UserCertificateRow): CertificateStateValue {
  if (row.revokedAt) return 'revoked';
  return row.claimedAt ? 'claimed' : 'issued';
}

export function presentCertificate(row: UserCertificateRow): CertificateSummary {
  return {
    id: row.id,
    number: row.number,
    program_id: row.programId,
    program_name: row.programName,
    program_name_en: row.programNameEn,
    holder_name: row.holderName,
    issuer: row.issuer,
    issued_at: row.issuedAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    state: certificateState(row),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoke_reason: row.revokeReason,
  };
}

/** 2026年6月1日 (China day), as printed on a certificate. */
export function printedDate(date: Date): string {
  const [year, month, day] = formatDate(date).split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
}
