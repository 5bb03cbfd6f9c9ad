import type { ErrorCodeName, MeetingStateValue } from '@ia/shared';
import type { UserRow } from '../../db/schema';
import type { MeetingRow } from './meetings.table';

/** meetings.status: the operator's publication switch. */
export const MeetingStatus = { DRAFT: 0, PUBLISHED: 1 } as const;

type StateFields = Pick<MeetingRow, 'startAt' | 'endAt' | 'playbackUrl' | 'cancelledAt'>;
type VisibleFields = Pick<MeetingRow, 'status' | 'deletedAt' | 'expiresAt'>;
type AudienceFields = Pick<MeetingRow, 'audience' | 'memberGroupIds'>;

/**
 * A meeting's state at `now`, derived and never stored: cancelled wins whatever the time; then
 * upcoming before the start, live until the end, and after it playback once a recording exists
 * (ended until then). The repositories express the same rule in SQL (`stateCondition`).
 */
export function meetingState(row: StateFields, now: Date): MeetingStateValue {
  if (row.cancelledAt) return 'cancelled';
  if (now < row.startAt) return 'upcoming';
  if (now < row.endAt) return 'live';
  return row.playbackUrl ? 'playback' : 'ended';
}

/** Whether the app shows a meeting at all: published, not deleted, approval not expired. */
export function isMeetingVisible(row: VisibleFields, now: Date): boolean {
  if (row.deletedAt || row.status !== MeetingStatus.PUBLISHED) return false;
  return !row.expiresAt || row.expiresAt > now;
}

/** Seconds until the start (0 once started), rounded up so a countdown never shows 0 early. */
export function secondsUntilStart(row: Pick<MeetingRow, 'startAt'>, now: Date): number {
  return Math.max(0, Math.ceil((row.startAt.getTime() - now.getTime()) / 1000));
}

export const NOT_IN_GROUP_MESSAGE = '本会议仅限特定用户观看';
export const NOT_CERTIFIED_MESSAGE = '本会议仅对认证医护人员开放';

/**
 * Why `user` may not watch a meeting, or null when they may: a certified-only meeting is for
 * certified members and staff (40304, so the app offers certification); a group meeting for
 * members of one of its groups (40300 with the reason).
 */
export function meetingAudienceDenial(
  row: AudienceFields,
  user: Pick<UserRow, 'kind' | 'certifiedAt' | 'memberGroupIds'>,
): { code: ErrorCodeName; message: string } | null {
  if (row.audience === 'certified') {
    const certified = user.kind === 'staff' || user.certifiedAt !== null;
    return certified ? null : { code: 'NOT_CERTIFIED', message: NOT_CERTIFIED_MESSAGE };
  }
  if (row.audience === 'groups') {
    const member = row.memberGroupIds.some((id) => user.memberGroupIds.includes(id));
    return member ? null : { code: 'FORBIDDEN', message: NOT_IN_GROUP_MESSAGE };
  }
  return null;
}

/** Whether there is something to watch now (a viewing session is issued, heartbeats are counted). */
export function isWatchable(state: MeetingStateValue): state is 'live' | 'playback' {
  return state === 'live' || state === 'playback';
}
