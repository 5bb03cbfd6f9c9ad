import type { MeetingStateValue } from '@ia/shared';
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { MeetingStatus } from './meeting-state';
import { meetings } from './meetings.table';

// The meeting rules of meeting-state.ts, written as SQL for the list queries (app and console).

/** Published, not deleted, approval not expired: mirrors isMeetingVisible(). */
export function visibleMeetingCondition(now: Date): SQL {
  return and(
    eq(meetings.status, MeetingStatus.PUBLISHED),
    isNull(meetings.deletedAt),
    or(isNull(meetings.expiresAt), gt(meetings.expiresAt, now)),
  ) as SQL;
}

/** Meetings in `state` at `now`: mirrors meetingState(). */
export function meetingStateCondition(state: MeetingStateValue, now: Date): SQL {
  if (state === 'cancelled') return isNotNull(meetings.cancelledAt);
  const notCancelled = isNull(meetings.cancelledAt);
  switch (state) {
    case 'upcoming':
      return and(notCancelled, gt(meetings.startAt, now)) as SQL;
    case 'live':
      return and(notCancelled, lte(meetings.startAt, now), gt(meetings.endAt, now)) as SQL;
    case 'playback':
      return and(notCancelled, lte(meetings.endAt, now), isNotNull(meetings.playbackUrl)) as SQL;
    case 'ended':
      return and(notCancelled, lte(meetings.endAt, now), isNull(meetings.playbackUrl)) as SQL;
  }
}

/** Upcoming or live: what /meeting calls 'ongoing'. */
export function ongoingMeetingCondition(now: Date): SQL {
  return and(isNull(meetings.cancelledAt), gt(meetings.endAt, now)) as SQL;
}

/**
 * The app's order: live first, then upcoming soonest first, then the past (playbacks, ended,
 * cancelled) most recent first.
 */
export function appMeetingOrder(now: Date): SQL[] {
  const at = now.toISOString();
  return [
    sql`case when ${meetings.cancelledAt} is null and ${meetings.startAt} <= ${at}::timestamptz and ${meetings.endAt} > ${at}::timestamptz then 0
      when ${meetings.endAt} > ${at}::timestamptz then 1 else 2 end`,
    sql`case when ${meetings.endAt} > ${at}::timestamptz then ${meetings.startAt} end asc nulls last`,
    sql`${meetings.startAt} desc`,
    sql`${meetings.id} desc`,
  ];
}
