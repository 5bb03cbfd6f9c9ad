import {
  type CampaignDenialValue,
  type CampaignPermission,
  type CampaignStateValue,
  type ErrorCodeName,
  formatDateTime,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CampaignRow } from './campaigns.table';

/** campaigns.status */
export const CampaignStatus = { DRAFT: 0, PUBLISHED: 1 } as const;

type VisibleFields = Pick<CampaignRow, 'status' | 'deletedAt' | 'expiresAt'>;
type WindowFields = Pick<CampaignRow, 'startAt' | 'endAt'>;
type AudienceFields = Pick<CampaignRow, 'audience' | 'memberGroupIds'>;
export type CampaignViewer = Pick<UserRow, 'kind' | 'certifiedAt' | 'memberGroupIds'>;

/**
 * Whether the app may show a campaign at all: published, not deleted, and before its approval
 * expiry (promotional material withdraws itself then, as contents do). The repository writes the
 * same rule in SQL (visibleCampaignCondition).
 */
export function isCampaignVisible(row: VisibleFields, now: Date): boolean {
  if (row.deletedAt || row.status !== CampaignStatus.PUBLISHED) return false;
  return !(row.expiresAt && row.expiresAt <= now);
}

/** upcoming before the start, ongoing until the end, ended from then on. */
export function campaignState(row: WindowFields, now: Date): CampaignStateValue {
  if (now < row.startAt) return 'upcoming';
  if (now < row.endAt) return 'ongoing';
  return 'ended';
}

/** Whether the viewer is in the campaign's audience: null when so, otherwise why not. */
function audienceDenial(row: AudienceFields, viewer: CampaignViewer): CampaignDenialValue | null {
  if (row.audience === 'certified') {
    return viewer.kind === 'staff' || viewer.certifiedAt !== null ? null : 'not_certified';
  }
  if (row.audience === 'groups') {
    const groups = new Set(viewer.memberGroupIds);
    return row.memberGroupIds.some((id) => groups.has(id)) ? null : 'not_in_group';
  }
  return null;
}

/**
 * The one rule of who may take part in a campaign (campain/check/permissions and every other
 * campaign call): it must be visible, the viewer in its audience, and the date inside its window.
 * The audience comes before the dates: telling someone outside it to come back on the start date
 * would only refuse them then.
 */
export function campaignDenial(
  row: (VisibleFields & WindowFields & AudienceFields) | undefined,
  viewer: CampaignViewer,
  now: Date,
): CampaignDenialValue | null {
  if (!row || !isCampaignVisible(row, now)) return 'not_found';
  const outside = audienceDenial(row, viewer);
  if (outside) return outside;
  const state = campaignState(row, now);
  if (state === 'upcoming') return 'not_started';
  if (state === 'ended') return 'ended';
  return null;
}

const CAMPAIGN_NOT_FOUND = '活动不存在';
const CAMPAIGN_ENDED = '活动已结束';
const CAMPAIGN_NOT_CERTIFIED = '本活动仅对认证医护人员开放';
const CAMPAIGN_NOT_IN_GROUP = '本活动仅限特定用户参加';

/** The reason in words, as the member reads it. */
function denialMessage(denial: CampaignDenialValue, row: Pick<CampaignRow, 'startAt'> | undefined): string {
  switch (denial) {
    case 'not_found':
      return CAMPAIGN_NOT_FOUND;
    case 'not_started':
      return `活动尚未开始，${row ? formatDateTime(row.startAt) : ''} 开始`;
    case 'ended':
      return CAMPAIGN_ENDED;
    case 'not_certified':
      return CAMPAIGN_NOT_CERTIFIED;
    case 'not_in_group':
      return CAMPAIGN_NOT_IN_GROUP;
  }
}

const DENIAL_CODES: Record<CampaignDenialValue, ErrorCodeName> = {
  not_found: 'NOT_FOUND',
  not_started: 'FORBIDDEN',
  ended: 'FORBIDDEN',
  not_certified: 'NOT_CERTIFIED',
  not_in_group: 'FORBIDDEN',
};

/** The catalogue error a refused call answers with (40400, 40304, or 40300 with the reason). */
export function denialError(
  denial: CampaignDenialValue,
  row: Pick<CampaignRow, 'startAt'> | undefined,
): AppError {
  return new AppError(DENIAL_CODES[denial], denialMessage(denial, row));
}

/** The verdict check/permissions answers with. */
export function permissionOf(
  denial: CampaignDenialValue | null,
  row: Pick<CampaignRow, 'startAt'> | undefined,
): CampaignPermission {
  return denial
    ? { allowed: false, reason_code: denial, reason: denialMessage(denial, row) }
    : { allowed: true, reason_code: null, reason: null };
}

/**
 * A name as others see it on a rich list: the first and last characters with the middle
 * starred (张*明, 欧**娜), a two-character name as 张*; a lone character gets a star too.
 */
export function maskName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length === 0) return '';
  if (characters.length <= 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}
