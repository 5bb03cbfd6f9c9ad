import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import {
  EDITOR_TEXT_MAX,
  editedVersion,
  idList,
  isoDate,
  optionalCategoryId,
  optionalDate,
  optionalImage,
  optionalText,
  requiredText,
  videoAddressSchema,
} from './admin-content';
import { agendaItemSchema, chapterSchema, MeetingAudience, MeetingState } from './meetings';
import { WechatNoticeStatus } from './wechat-notices';

/**
 * The console's side of meetings (issue 5), under /api/admin/meetings: create and edit, publish,
 * cancel, subscribers, and attendance (live and playback minutes per attendee, CSV).
 */

/** An operator's publication status; the app's state (upcoming, live, …) is derived from the times. */
export const MeetingStatusValues = ['draft', 'published'] as const;

/** Text limits of a meeting's agenda, chapters and cancellation (the editor's maxLength). */
export const MEETING_TEXT_MAX = {
  agendaTime: 20,
  agendaTitle: 100,
  agendaSpeaker: 60,
  chapterTitle: 60,
  cancelReason: 200,
} as const;

export const adminSpeakerSchema = z.object({
  name: requiredText(
    EDITOR_TEXT_MAX.speakerName,
    '请输入讲者姓名',
    `讲者姓名不能超过 ${EDITOR_TEXT_MAX.speakerName} 个字`,
  ),
  title: optionalText(EDITOR_TEXT_MAX.speakerTitle, `讲者职称不能超过 ${EDITOR_TEXT_MAX.speakerTitle} 个字`),
  hospital: optionalText(
    EDITOR_TEXT_MAX.speakerHospital,
    `讲者医院不能超过 ${EDITOR_TEXT_MAX.speakerHospital} 个字`,
  ),
  avatar: optionalImage(),
});

const agendaInputSchema = z.object({
  time: requiredText(
    MEETING_TEXT_MAX.agendaTime,
    '请输入议程时间',
    `议程时间不能超过 ${MEETING_TEXT_MAX.agendaTime} 个字`,
  ),
  title: requiredText(
    MEETING_TEXT_MAX.agendaTitle,
    '请输入议程标题',
    `议程标题不能超过 ${MEETING_TEXT_MAX.agendaTitle} 个字`,
  ),
  speaker: optionalText(
    MEETING_TEXT_MAX.agendaSpeaker,
    `议程讲者不能超过 ${MEETING_TEXT_MAX.agendaSpeaker} 个字`,
  ),
});
const chapterInputSchema = z.object({
  title: requiredText(
    MEETING_TEXT_MAX.chapterTitle,
    '请输入章节标题',
    `章节标题不能超过 ${MEETING_TEXT_MAX.chapterTitle} 个字`,
  ),
  start: z.number({ error: '章节开始秒数须为数字' }).int().min(0, '章节开始秒数不能为负'),
});
const optionalVideo = () => videoAddressSchema.nullish().transform((value) => value || null);

/** The fields an operator edits on a meeting. */
export const adminMeetingFieldsSchema = z.object({
  title: requiredText(
    EDITOR_TEXT_MAX.title,
    '请输入会议标题',
    `会议标题不能超过 ${EDITOR_TEXT_MAX.title} 个字`,
  ),
  summary: optionalText(EDITOR_TEXT_MAX.summary, `简介不能超过 ${EDITOR_TEXT_MAX.summary} 个字`),
  cover: optionalImage(),
  description: z.string().max(100_000, '会议介绍太长').default(''),
  speakers: z.array(adminSpeakerSchema).max(30, '讲者最多 30 位').default([]),
  agenda: z.array(agendaInputSchema).max(60, '议程最多 60 项').default([]),
  tag_ids: idList(20, '标签'),
  category_id: optionalCategoryId(),
  start_at: isoDate,
  end_at: isoDate,
  /** HLS (.m3u8) address of the live stream. */
  live_url: optionalVideo(),
  /** HLS or MP4 address of the recording (set after the meeting). */
  playback_url: optionalVideo(),
  playback_duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(0),
  chapters: z.array(chapterInputSchema).max(100, '章节最多 100 个').default([]),
  audience: z.enum(MeetingAudience, { error: '请选择观看范围' }).default('all'),
  member_group_ids: idList(50, '会员分组'),
  comments_enabled: z.boolean().default(true),
  approval_code: optionalText(
    EDITOR_TEXT_MAX.approvalCode,
    `批准文号不能超过 ${EDITOR_TEXT_MAX.approvalCode} 个字`,
  ),
  expires_at: optionalDate,
});

/** Checks across fields: the end after the start, groups for a group audience, HLS for live. */
export function checkMeetingFields(
  value: z.output<typeof adminMeetingFieldsSchema>,
  context: z.RefinementCtx,
): void {
  if (new Date(value.end_at) <= new Date(value.start_at)) {
    context.addIssue({ code: 'custom', path: ['end_at'], message: '结束时间须晚于开始时间' });
  }
  if (value.audience === 'groups' && value.member_group_ids.length === 0) {
    context.addIssue({ code: 'custom', path: ['member_group_ids'], message: '请选择可观看的会员分组' });
  }
  if (value.live_url && !new URL(value.live_url, 'https://local.invalid').pathname.endsWith('.m3u8')) {
    context.addIssue({ code: 'custom', path: ['live_url'], message: '直播地址须为 HLS（.m3u8）' });
  }
}

export const adminMeetingCreateSchema = adminMeetingFieldsSchema.superRefine(checkMeetingFields);
export type AdminMeetingInput = z.input<typeof adminMeetingCreateSchema>;
export type AdminMeetingValues = z.output<typeof adminMeetingCreateSchema>;
export const adminMeetingUpdateSchema = adminMeetingFieldsSchema
  .extend({ updated_at: editedVersion() })
  .superRefine(checkMeetingFields);
export type AdminMeetingUpdate = z.output<typeof adminMeetingUpdateSchema>;

export const adminMeetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  description: z.string(),
  speakers: z.array(
    z.object({
      name: z.string(),
      title: z.string().nullable(),
      hospital: z.string().nullable(),
      avatar: z.string().nullable(),
    }),
  ),
  agenda: z.array(agendaItemSchema),
  tag_ids: z.array(z.number().int()),
  category_id: z.number().int().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  live_url: z.string().nullable(),
  playback_url: z.string().nullable(),
  playback_duration: z.number().int(),
  chapters: z.array(chapterSchema),
  audience: z.enum(MeetingAudience),
  member_group_ids: z.array(z.number().int()),
  comments_enabled: z.boolean(),
  approval_code: z.string().nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(MeetingStatusValues),
  /** The app's state now (cancelled wins). */
  state: z.enum(MeetingState),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  subscriber_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMeeting = z.infer<typeof adminMeetingSchema>;

export const adminMeetingQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  state: z.enum(MeetingState).optional(),
});
export type AdminMeetingQuery = z.output<typeof adminMeetingQuerySchema>;

/** POST /api/admin/meetings/{id}/publish with { published } and the edited version. */
export const adminMeetingPublishSchema = z.object({ published: z.boolean(), updated_at: editedVersion() });
/** POST /api/admin/meetings/{id}/cancel: cancels, telling every subscriber in the message centre. */
export const adminMeetingCancelSchema = z.object({
  reason: requiredText(
    MEETING_TEXT_MAX.cancelReason,
    '请输入取消原因',
    `取消原因不能超过 ${MEETING_TEXT_MAX.cancelReason} 个字`,
  ),
});

/** GET /api/admin/meetings/{id}/subscribers. */
export const adminMeetingSubscriberSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable(),
  hospital: z.string().nullable(),
  department: z.string().nullable(),
  /** Masked mobile (138****0000). */
  mobile: z.string().nullable(),
  subscribed_at: z.string(),
  reminded_at: z.string().nullable(),
  /** The reminder's delivery to WeChat (decision 036); null when none was made (no openid, none due yet). */
  wechat: z
    .object({
      status: z.enum(WechatNoticeStatus),
      errcode: z.number().int().nullable(),
      attempts: z.number().int(),
    })
    .nullable(),
});
export type AdminMeetingSubscriber = z.infer<typeof adminMeetingSubscriberSchema>;

/** GET /api/admin/meetings/{id}/attendance (and attendance.csv): one row per attendee. */
export const adminMeetingAttendeeSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable(),
  hospital: z.string().nullable(),
  department: z.string().nullable(),
  live_minutes: z.number(),
  playback_minutes: z.number(),
  total_minutes: z.number(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type AdminMeetingAttendee = z.infer<typeof adminMeetingAttendeeSchema>;
export const adminMeetingAttendanceSchema = z.object({
  total: z.number().int(),
  data: z.array(adminMeetingAttendeeSchema),
  /** Totals over every attendee (not just this page). */
  summary: z.object({
    attendees: z.number().int(),
    live_minutes: z.number(),
    playback_minutes: z.number(),
    watching_now: z.number().int(),
  }),
});
export type AdminMeetingAttendance = z.infer<typeof adminMeetingAttendanceSchema>;
