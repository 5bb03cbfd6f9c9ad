import {
  type AdminMeeting,
  type AdminMeetingAttendee,
  type AdminMeetingSubscriber,
  DEPARTMENTS,
  maskPhone,
  optionLabel,
  type WechatNoticeStatusValue,
} from '@ia/shared';
import { MeetingStatus, meetingState } from './meeting-state';
import type { MeetingRow } from './meetings.table';
import type { AttendeeRow, SubscriberRow } from './meetings-admin.repository';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Seconds as minutes with one decimal, as the attendance table and its CSV show them. */
export function minutesOf(seconds: number): number {
  return Math.round(seconds / 6) / 10;
}

export function presentAdminMeeting(row: MeetingRow, now: Date): AdminMeeting {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    description: row.description,
    speakers: row.speakers.map((speaker) => ({
      name: speaker.name,
      title: speaker.title ?? null,
      hospital: speaker.hospital ?? null,
      avatar: speaker.avatar ?? null,
    })),
    agenda: row.agenda,
    tag_ids: row.tagIds,
    category_id: row.categoryId,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    live_url: row.liveUrl,
    playback_url: row.playbackUrl,
    playback_duration: row.playbackDuration,
    chapters: row.chapters,
    audience: row.audience,
    member_group_ids: row.memberGroupIds,
    comments_enabled: row.commentsEnabled,
    approval_code: row.approvalCode,
    expires_at: iso(row.expiresAt),
    status: row.status === MeetingStatus.PUBLISHED ? 'published' : 'draft',
    state: meetingState(row, now),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
    subscriber_count: row.subscriberCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const departmentOf = (code: string | null): string | null => (code ? optionLabel(DEPARTMENTS, code) : null);

export function presentSubscriber(row: SubscriberRow): AdminMeetingSubscriber {
  return {
    user_id: row.userId,
    name: row.name,
    hospital: row.hospital,
    department: departmentOf(row.department),
    mobile: row.mobile ? maskPhone(row.mobile) : null,
    subscribed_at: row.subscribedAt.toISOString(),
    reminded_at: iso(row.remindedAt),
    wechat:
      row.wechatStatus === null
        ? null
        : {
            status: row.wechatStatus as WechatNoticeStatusValue,
            errcode: row.wechatErrcode,
            attempts: row.wechatAttempts ?? 0,
          },
  };
}

export function presentAttendee(row: AttendeeRow): AdminMeetingAttendee {
  return {
    user_id: row.userId,
    name: row.name,
    hospital: row.hospital,
    department: departmentOf(row.department),
    live_minutes: minutesOf(row.liveSeconds),
    playback_minutes: minutesOf(row.playbackSeconds),
    total_minutes: minutesOf(row.liveSeconds + row.playbackSeconds),
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
