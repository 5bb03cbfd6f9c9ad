import type {
  MeetingDetail,
  MeetingLiveSnapshot,
  MeetingPreview,
  MeetingSummary,
  MeetingViewing,
} from '@ia/shared';

/**
 * Answers of the meeting calls as the server gives them
 * (packages/shared/src/contracts/meetings.ts), for the page tests with lib/testing/api-stub.ts.
 * Imported by tests only.
 */

export function meetingSummary(id: number, overrides: Partial<MeetingSummary> = {}): MeetingSummary {
  return {
    id,
    title: `会议 ${id}`,
    cover: `/uploads/meetings/${id}.jpg`,
    summary: null,
    start_at: '2026-06-02T11:30:00.000Z',
    end_at: '2026-06-02T13:00:00.000Z',
    state: 'upcoming',
    speakers: [
      { name: '李主任', title: '主任医师', hospital: '北京协和医院', avatar: null },
      { name: '王教授', title: '教授', hospital: '华山医院', avatar: null },
    ],
    tags: [],
    category_id: null,
    audience: 'all',
    subscriber_count: 0,
    subscribed: false,
    has_playback: false,
    ...overrides,
  };
}

function meetingViewing(overrides: Partial<MeetingViewing> = {}): MeetingViewing {
  return {
    session_num: 'meeting-session-1',
    position: 0,
    live_tims: 0,
    playback_tims: 0,
    total_tims: 0,
    heartbeat_interval: 15,
    ...overrides,
  };
}

export function meetingDetail(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    ...meetingSummary(8, { title: '胸部影像学术年会' }),
    description: '<p>年度胸部影像进展</p>',
    agenda: [
      { time: '19:30-20:00', title: '肺结节的随访策略', speaker: '李主任' },
      { time: '20:00-20:40', title: '间质性肺病影像', speaker: null },
    ],
    live_url: null,
    playback_url: null,
    playback_duration: 0,
    chapters: [],
    starts_in: 0,
    watching_now: 0,
    comments_enabled: true,
    zan_count: 0,
    comment_count: 0,
    approval_code: 'PP-CN-2026-0088',
    viewing: null,
    cancelled_at: null,
    server_time: '2026-06-01T11:00:00.000Z',
    ...overrides,
  };
}

/** A meeting live now, with its viewing session. */
export function liveMeeting(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return meetingDetail({
    state: 'live',
    start_at: '2026-06-01T10:40:00.000Z',
    end_at: '2026-06-01T14:00:00.000Z',
    live_url: '/media/live/imaging-basics/index.m3u8',
    viewing: meetingViewing(),
    watching_now: 12,
    ...overrides,
  });
}

/** A meeting in playback with three chapters, resuming at 65 s. */
export function playbackMeeting(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return meetingDetail({
    state: 'playback',
    start_at: '2026-05-01T11:30:00.000Z',
    end_at: '2026-05-01T13:00:00.000Z',
    playback_url: '/media/demo/imaging-basics/video.mp4',
    playback_duration: 1800,
    has_playback: true,
    chapters: [
      { title: '开场致辞', start: 0 },
      { title: '肺结节的随访策略', start: 120 },
      { title: '间质性肺病影像', start: 900 },
    ],
    viewing: meetingViewing({ session_num: 'playback-session-1', position: 65 }),
    ...overrides,
  });
}

export function meetingPreview(overrides: Partial<MeetingPreview> = {}): MeetingPreview {
  const { id, title, cover, summary, start_at, end_at, state, speakers, tags, category_id, audience } =
    meetingDetail();
  return {
    id,
    title,
    cover,
    summary,
    start_at,
    end_at,
    state,
    speakers,
    tags,
    category_id,
    audience,
    subscriber_count: 3,
    subscribed: false,
    has_playback: false,
    description: '<p>年度胸部影像进展</p>',
    agenda: [],
    starts_in: 3600,
    approval_code: null,
    ...overrides,
  };
}

/** What the live push sends, and GET meeting/live-snapshot answers. */
export function liveSnapshot(overrides: Partial<MeetingLiveSnapshot> = {}): MeetingLiveSnapshot {
  return {
    state: 'live',
    watching_now: 12,
    comment_count: 0,
    starts_in: 0,
    comments: { total: 0, data: [] },
    ...overrides,
  };
}
