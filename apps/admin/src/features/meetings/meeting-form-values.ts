import {
  type AdminMeeting,
  type AdminMeetingInput,
  adminMeetingCreateSchema,
  adminMeetingFieldsSchema,
  type MeetingAudienceValue,
} from '@ia/shared';

export interface SpeakerValues {
  name: string;
  title: string | null;
  hospital: string | null;
  avatar: string | null;
}

export interface AgendaValues {
  time: string;
  title: string;
  speaker: string | null;
}

export interface ChapterValues {
  title: string;
  /** Seconds into the recording. */
  start: number | null;
}

/** What the meeting form holds: the contract's fields, named the same (so errors map 1:1). */
export interface MeetingFormValues {
  title: string;
  summary: string | null;
  cover: string | null;
  description: string;
  speakers: SpeakerValues[];
  agenda: AgendaValues[];
  tag_ids: number[];
  category_id: number | null;
  /** ISO instants (+08:00 once picked). */
  start_at: string | null;
  end_at: string | null;
  live_url: string | null;
  playback_url: string | null;
  playback_duration: number | null;
  chapters: ChapterValues[];
  audience: MeetingAudienceValue;
  member_group_ids: number[];
  comments_enabled: boolean;
  approval_code: string | null;
  expires_at: string | null;
}

/** The form's fields, for putting an issue on its field (anything else goes on the title). */
export const MEETING_FORM_FIELDS = Object.keys(adminMeetingFieldsSchema.shape);

export const EMPTY_MEETING: MeetingFormValues = {
  title: '',
  summary: null,
  cover: null,
  description: '',
  speakers: [],
  agenda: [],
  tag_ids: [],
  category_id: null,
  start_at: null,
  end_at: null,
  live_url: null,
  playback_url: null,
  playback_duration: 0,
  chapters: [],
  audience: 'all',
  member_group_ids: [],
  comments_enabled: true,
  approval_code: null,
  expires_at: null,
};

export function toMeetingFormValues(meeting: AdminMeeting): MeetingFormValues {
  return {
    title: meeting.title,
    summary: meeting.summary,
    cover: meeting.cover,
    description: meeting.description,
    speakers: meeting.speakers.map((speaker) => ({ ...speaker })),
    agenda: meeting.agenda.map((item) => ({ ...item })),
    tag_ids: meeting.tag_ids,
    category_id: meeting.category_id,
    start_at: meeting.start_at,
    end_at: meeting.end_at,
    live_url: meeting.live_url,
    playback_url: meeting.playback_url,
    playback_duration: meeting.playback_duration,
    chapters: meeting.chapters.map((chapter) => ({ ...chapter })),
    audience: meeting.audience,
    member_group_ids: meeting.member_group_ids,
    comments_enabled: meeting.comments_enabled,
    approval_code: meeting.approval_code,
    expires_at: meeting.expires_at,
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The body the server takes, from the form's values (empty texts become null). */
export function toMeetingInput(values: Partial<MeetingFormValues>): AdminMeetingInput {
  return {
    title: values.title ?? '',
    summary: blankToNull(values.summary),
    cover: values.cover || null,
    description: values.description ?? '',
    speakers: (values.speakers ?? []).map((speaker) => ({
      name: speaker?.name ?? '',
      title: blankToNull(speaker?.title),
      hospital: blankToNull(speaker?.hospital),
      avatar: speaker?.avatar || null,
    })),
    agenda: (values.agenda ?? []).map((item) => ({
      time: item?.time ?? '',
      title: item?.title ?? '',
      speaker: blankToNull(item?.speaker),
    })),
    tag_ids: values.tag_ids ?? [],
    category_id: values.category_id ?? null,
    // An empty date fails the contract's date check, which says 日期格式不正确; the form asks first.
    start_at: values.start_at ?? '',
    end_at: values.end_at ?? '',
    live_url: blankToNull(values.live_url),
    playback_url: blankToNull(values.playback_url),
    playback_duration: values.playback_duration ?? 0,
    chapters: (values.chapters ?? []).map((chapter) => ({
      title: chapter?.title ?? '',
      start: chapter?.start ?? 0,
    })),
    audience: values.audience ?? 'all',
    // Groups only mean something for a group audience; a stale pick must not be kept silently.
    member_group_ids: values.audience === 'groups' ? (values.member_group_ids ?? []) : [],
    comments_enabled: values.comments_enabled ?? true,
    approval_code: blankToNull(values.approval_code),
    expires_at: values.expires_at ?? null,
  };
}

/** The server's own checks on the form's values (field rules and the checks across fields). */
export function checkMeetingForm(values: Partial<MeetingFormValues>) {
  return adminMeetingCreateSchema.safeParse(toMeetingInput(values));
}

/** `1:05:09` or `5:09` for a number of seconds. */
export function formatSeconds(total: number | null | undefined): string {
  if (total === null || total === undefined || !Number.isFinite(total) || total < 0) return '';
  const seconds = Math.floor(total);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
