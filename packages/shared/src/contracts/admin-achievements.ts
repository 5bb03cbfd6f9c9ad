import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import {
  CertificateProgramKind,
  CertificateState,
  certificateSummarySchema,
  MedalCriterion,
} from './achievements';
import { editedVersion, optionalImage, requiredText } from './admin-content';
import { englishText } from './english-names';

/**
 * The console's side of medals and certificates (issue 6), under /api/admin/achievements:
 * 勋章管理 (medals: create, edit, publish, delete) and 证书管理 (programmes, issued certificates,
 * revoking one with a reason).
 */

export const AchievementStatusValues = ['draft', 'published'] as const;
export type AchievementStatusValue = (typeof AchievementStatusValues)[number];

/** What each criterion counts, as the console explains it next to the threshold. */
export const MEDAL_CRITERION_LABELS: Record<(typeof MedalCriterion)[number], string> = {
  learning_minutes: '学习时长（分钟）',
  streak_days: '连续签到（天）',
  meetings_attended: '参加会议（场）',
  cases_read: '阅读病例（个）',
  campaign_rank: '活动排名（前 N 名）',
};

const description = () =>
  z
    .string()
    .trim()
    .max(300, '描述不能超过 300 个字')
    .nullish()
    .transform((value) => value ?? '');

// ---- Medals ----------------------------------------------------------------------------------

export const adminMedalFieldsSchema = z.object({
  name: requiredText(50, '请输入勋章名称', '勋章名称不能超过 50 个字'),
  description: description(),
  name_en: englishText(50, '英文名称'),
  description_en: englishText(300, '英文描述'),
  artwork_url: optionalImage(),
  criterion: z.enum(MedalCriterion, { error: '请选择获得条件' }),
  threshold: z
    .number({ error: '请输入门槛' })
    .int('门槛须为整数')
    .min(1, '门槛至少为 1')
    .max(1_000_000, '门槛太大'),
  /** Required for campaign_rank: whose rich list counts. */
  campaign_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  sort: z.number().int().min(0).max(100_000).default(0),
});

const campaignRankNeedsCampaign = (value: { criterion: string; campaign_id: number | null }) =>
  value.criterion !== 'campaign_rank' || value.campaign_id !== null;
const campaignRankMessage = { message: '活动排名勋章须选择活动', path: ['campaign_id'] };

export const adminMedalCreateSchema = adminMedalFieldsSchema.refine(
  campaignRankNeedsCampaign,
  campaignRankMessage,
);
export type AdminMedalCreate = z.infer<typeof adminMedalCreateSchema>;
export const adminMedalUpdateSchema = adminMedalFieldsSchema
  .extend({ updated_at: editedVersion() })
  .refine(campaignRankNeedsCampaign, campaignRankMessage);
export type AdminMedalUpdate = z.infer<typeof adminMedalUpdateSchema>;

export const adminPublishSchema = z.object({
  published: z.boolean({ error: '请说明发布或撤回' }),
  updated_at: editedVersion(),
});
export type AdminAchievementPublish = z.infer<typeof adminPublishSchema>;

export const adminMedalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  name_en: z.string(),
  description_en: z.string(),
  artwork_url: z.string().nullable(),
  criterion: z.enum(MedalCriterion),
  threshold: z.number().int(),
  campaign_id: z.number().int().nullable(),
  sort: z.number().int(),
  status: z.enum(AchievementStatusValues),
  /** Members who have earned it. */
  holder_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMedal = z.infer<typeof adminMedalSchema>;

// ---- Certificate programmes ------------------------------------------------------------------

export const adminCertificateProgramFieldsSchema = z.object({
  name: requiredText(100, '请输入证书名称', '证书名称不能超过 100 个字'),
  description: description(),
  name_en: englishText(100, '英文名称'),
  description_en: englishText(300, '英文描述'),
  kind: z.enum(CertificateProgramKind, { error: '请选择完成条件' }),
  lesson_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  meeting_ids: z
    .array(z.number().int().positive(), { error: '会议格式不正确' })
    .max(50, '会议最多 50 场')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  min_meeting_minutes: z.number().int().min(0).max(600).default(1),
  issuer: requiredText(100, '请输入颁发单位', '颁发单位不能超过 100 个字').default('影像学院'),
});

const programTargetsPresent = (value: { kind: string; lesson_id: number | null; meeting_ids: number[] }) =>
  value.kind === 'series' ? value.lesson_id !== null : value.meeting_ids.length > 0;
const programTargetsMessage = {
  message: '系列证书须选择系列课程，会议证书须至少选择一场会议',
  path: ['kind'],
};

export const adminCertificateProgramCreateSchema = adminCertificateProgramFieldsSchema.refine(
  programTargetsPresent,
  programTargetsMessage,
);
export type AdminCertificateProgramCreate = z.infer<typeof adminCertificateProgramCreateSchema>;
export const adminCertificateProgramUpdateSchema = adminCertificateProgramFieldsSchema
  .extend({ updated_at: editedVersion() })
  .refine(programTargetsPresent, programTargetsMessage);
export type AdminCertificateProgramUpdate = z.infer<typeof adminCertificateProgramUpdateSchema>;

export const adminCertificateProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  name_en: z.string(),
  description_en: z.string(),
  kind: z.enum(CertificateProgramKind),
  lesson_id: z.number().int().nullable(),
  meeting_ids: z.array(z.number().int()),
  min_meeting_minutes: z.number().int(),
  issuer: z.string(),
  status: z.enum(AchievementStatusValues),
  issued_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCertificateProgram = z.infer<typeof adminCertificateProgramSchema>;

// ---- Issued certificates ---------------------------------------------------------------------

export const adminCertificateQuerySchema = pagingQuerySchema.extend({
  program_id: z.coerce.number().int().positive().optional(),
  /** Number or holder name. */
  keyword: z.string().trim().max(60).optional(),
  state: z.enum(CertificateState).optional(),
});
export type AdminCertificateQuery = z.infer<typeof adminCertificateQuerySchema>;

/** An issued certificate as the console lists it: the holder's own view plus whose it is. */
export const adminCertificateSchema = certificateSummarySchema.extend({
  user_id: z.number().int(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const adminCertificateRevokeSchema = z.object({
  reason: requiredText(200, '请填写撤销原因', '撤销原因不能超过 200 个字'),
});
export type AdminCertificateRevoke = z.infer<typeof adminCertificateRevokeSchema>;
