import type {
  MeetingDetail,
  MeetingLiveStatus,
  MeetingPreview,
  MeetingSummary,
  MeetingViewing,
  Tag,
} from '@ia/shared';
import type { TagRow } from '../../db/schema';
import { meetingState, secondsUntilStart } from './meeting-state';
import type { MeetingRow } from './meetings.table';

/** What presenting a page of meetings needs besides the rows. */
export interface MeetingLookups {
  now: Date;
  tags: ReadonlyMap<number, Pick<TagRow, 'id' | 'name'>>;
  /** Meetings the viewer subscribed to (empty for visitors). */
  subscribed: ReadonlySet<number>;
}

function namedTags(ids: readonly number[], byId: MeetingLookups['tags']): Tag[] {
  return ids.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [{ id: tag.id, name: tag.name }] : [];
  });
}

export function presentMeetingSummary(row: MeetingRow, lookups: MeetingLookups): MeetingSummary {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    state: meetingState(row, lookups.now),
    speakers: row.speakers.map((speaker) => ({
      name: speaker.name,
      title: speaker.title ?? null,
      hospital: speaker.hospital ?? null,
      avatar: speaker.avatar ?? null,
    })),
    tags: namedTags(row.tagIds, lookups.tags),
    category_id: row.categoryId,
    audience: row.audience,
    subscriber_count: row.subscriberCount,
    subscribed: lookups.subscribed.has(row.id),
    has_playback: row.playbackUrl !== null,
  };
}

/** The detail page: the stream only while live, the recording only once in playback. */
export function presentMeetingDetail(
  row: MeetingRow,
  lookups: MeetingLookups,
  viewer: { watchingNow: number; viewing: MeetingViewing | null },
): MeetingDetail {
  const summary = presentMeetingSummary(row, lookups);
  return {
    ...summary,
    description: row.description,
    agenda: row.agenda,
    live_url: summary.state === 'live' ? row.liveUrl : null,
    playback_url: summary.state === 'playback' ? row.playbackUrl : null,
    playback_duration: row.playbackDuration,
    chapters: row.chapters,
    starts_in: secondsUntilStart(row, lookups.now),
    watching_now: viewer.watchingNow,
    comments_enabled: row.commentsEnabled,
    zan_count: row.zanCount,
    comment_count: row.commentCount,
    approval_code: row.approvalCode,
    viewing: viewer.viewing,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    server_time: lookups.now.toISOString(),
  };
}

/** The public preview: what the meeting is, never how to watch it. */
export function presentMeetingPreview(row: MeetingRow, lookups: MeetingLookups): MeetingPreview {
  return {
    ...presentMeetingSummary(row, lookups),
    description: row.description,
    agenda: row.agenda,
    starts_in: secondsUntilStart(row, lookups.now),
    approval_code: row.approvalCode,
  };
}

export function presentLiveStatus(row: MeetingRow, now: Date, watchingNow: number): MeetingLiveStatus {
  return {
    state: meetingState(row, now),
    watching_now: watchingNow,
    comment_count: row.commentCount,
    starts_in: secondsUntilStart(row, now),
  };
}
