import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import {
  EDITOR_TEXT_MAX,
  editedVersion,
  idList,
  isoDate,
  optionalDate,
  optionalImage,
  optionalText,
  requiredText,
  sortField,
} from './admin-content';
import { CampaignAudience, CampaignState } from './campaigns';

/** The longest title of a campaign's section (the section form's maxLength). */
export const CAMPAIGN_SECTION_TITLE_MAX_LENGTH = 100;

/**
 * The console's side of campaigns (issue 5), under /api/admin/campaigns: campaigns, their
 * sections and contents, the poster, the sign-up form (edited in 表单管理 with type 6), and the
 * participants with their points (CSV).
 *
 * Routes (under /api/admin): GET/POST /campaigns; GET/PUT/DELETE /campaigns/:id (PUT carries
 * updated_at, 40900 when stale); POST /campaigns/:id/publish; GET/POST /campaigns/:id/sections
 * (flat, parent_id nests one level); PUT/DELETE /campaign-sections/:id (DELETE takes its
 * sub-sections and their contents along); GET/POST /campaign-sections/:id/contents; PUT/DELETE
 * /campaign-contents/:id; GET /campaigns/:id/participants and /campaigns/:id/participants.csv.
 * The sign-up form: GET/PUT /contents/:id/form?type=6 (and its submissions, .csv) in admin-social.
 */

export const CampaignStatusValues = ['draft', 'published'] as const;
/** Most points one campaign content or the sign-up form may award. */
export const CAMPAIGN_POINTS_MAX = 1000;
const points = () => z.number({ error: '积分须为数字' }).int().min(0).max(CAMPAIGN_POINTS_MAX).default(0);

export const adminCampaignFieldsSchema = z.object({
  title: requiredText(
    EDITOR_TEXT_MAX.title,
    '请输入活动标题',
    `活动标题不能超过 ${EDITOR_TEXT_MAX.title} 个字`,
  ),
  summary: optionalText(EDITOR_TEXT_MAX.summary, `简介不能超过 ${EDITOR_TEXT_MAX.summary} 个字`),
  cover: optionalImage(),
  poster: optionalImage(),
  description: z.string().max(100_000, '活动说明太长').default(''),
  requires_desc: z.boolean().default(false),
  start_at: isoDate,
  end_at: isoDate,
  audience: z.enum(CampaignAudience, { error: '请选择参与范围' }).default('all'),
  member_group_ids: idList(50, '会员分组'),
  /** Points the sign-up form earns (once). */
  form_points: points(),
  comments_enabled: z.boolean().default(true),
  approval_code: optionalText(
    EDITOR_TEXT_MAX.approvalCode,
    `批准文号不能超过 ${EDITOR_TEXT_MAX.approvalCode} 个字`,
  ),
  expires_at: optionalDate,
  sort: sortField(),
});
export function checkCampaignFields(
  value: z.output<typeof adminCampaignFieldsSchema>,
  context: z.RefinementCtx,
): void {
  if (new Date(value.end_at) <= new Date(value.start_at)) {
    context.addIssue({ code: 'custom', path: ['end_at'], message: '结束时间须晚于开始时间' });
  }
  if (value.audience === 'groups' && value.member_group_ids.length === 0) {
    context.addIssue({ code: 'custom', path: ['member_group_ids'], message: '请选择可参与的会员分组' });
  }
}
export const adminCampaignCreateSchema = adminCampaignFieldsSchema.superRefine(checkCampaignFields);
export type AdminCampaignInput = z.input<typeof adminCampaignCreateSchema>;
export type AdminCampaignValues = z.output<typeof adminCampaignCreateSchema>;
export const adminCampaignUpdateSchema = adminCampaignFieldsSchema
  .extend({ updated_at: editedVersion() })
  .superRefine(checkCampaignFields);
export type AdminCampaignUpdate = z.output<typeof adminCampaignUpdateSchema>;

export const adminCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  poster: z.string().nullable(),
  description: z.string(),
  requires_desc: z.boolean(),
  start_at: z.string(),
  end_at: z.string(),
  audience: z.enum(CampaignAudience),
  member_group_ids: z.array(z.number().int()),
  form_points: z.number().int(),
  comments_enabled: z.boolean(),
  approval_code: z.string().nullable(),
  expires_at: z.string().nullable(),
  sort: z.number().int(),
  status: z.enum(CampaignStatusValues),
  state: z.enum(CampaignState),
  participant_count: z.number().int(),
  section_count: z.number().int(),
  /** Whether a sign-up form exists (edited in 表单管理). */
  form_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  state: z.enum(CampaignState).optional(),
});
export type AdminCampaignQuery = z.output<typeof adminCampaignQuerySchema>;
export const adminCampaignPublishSchema = z.object({ published: z.boolean(), updated_at: editedVersion() });

// ---- Sections and contents -------------------------------------------------------------------

export const adminCampaignSectionFieldsSchema = z.object({
  parent_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  title: requiredText(
    CAMPAIGN_SECTION_TITLE_MAX_LENGTH,
    '请输入板块标题',
    `板块标题不能超过 ${CAMPAIGN_SECTION_TITLE_MAX_LENGTH} 个字`,
  ),
  summary: optionalText(EDITOR_TEXT_MAX.summary, `简介不能超过 ${EDITOR_TEXT_MAX.summary} 个字`),
  cover: optionalImage(),
  description: z.string().max(100_000, '板块说明太长').default(''),
  requires_desc: z.boolean().default(false),
  sort: sortField(),
});
export type AdminCampaignSectionInput = z.input<typeof adminCampaignSectionFieldsSchema>;
export const adminCampaignSectionSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  description: z.string(),
  requires_desc: z.boolean(),
  sort: z.number().int(),
  content_count: z.number().int(),
});
export type AdminCampaignSection = z.infer<typeof adminCampaignSectionSchema>;

export const adminCampaignContentFieldsSchema = z.object({
  content_id: z.number({ error: '请选择内容' }).int().positive('请选择内容'),
  points: points(),
  sort: sortField(),
});
export type AdminCampaignContentInput = z.input<typeof adminCampaignContentFieldsSchema>;
export const adminCampaignContentSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  content_id: z.number().int(),
  content_title: z.string(),
  content_list_type: z.number().int(),
  points: z.number().int(),
  sort: z.number().int(),
});
export type AdminCampaignContent = z.infer<typeof adminCampaignContentSchema>;

// ---- Participants ----------------------------------------------------------------------------

/** GET /api/admin/campaigns/{id}/participants (and participants.csv): ranked by points. */
export const adminCampaignParticipantSchema = z.object({
  rank: z.number().int().nullable(),
  user_id: z.number().int(),
  name: z.string().nullable(),
  hospital: z.string().nullable(),
  department: z.string().nullable(),
  points: z.number().int(),
  joined_at: z.string(),
  desc_accepted_at: z.string().nullable(),
  form_submitted: z.boolean(),
});
export type AdminCampaignParticipant = z.infer<typeof adminCampaignParticipantSchema>;
export const adminCampaignParticipantQuerySchema = pagingQuerySchema;
