import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/**
 * Privacy rights (PIPL arts. 45–47; decision 028): a member's copy of their personal information
 * and account cancellation in the app (我的 → 个人信息与隐私), and the console's queue of privacy
 * requests with the 15-working-day clock, hotline requests entered by operators.
 */
export const PrivacyRequestKind = ['copy', 'correction', 'deletion', 'cancellation'] as const;
export type PrivacyRequestKindValue = (typeof PrivacyRequestKind)[number];

/** app: the member did it in the app (answered at once); hotline: an operator entered it. */
export const PrivacyRequestChannel = ['app', 'hotline'] as const;
export type PrivacyRequestChannelValue = (typeof PrivacyRequestChannel)[number];

export const PrivacyRequestStatus = ['open', 'completed', 'rejected'] as const;
export type PrivacyRequestStatusValue = (typeof PrivacyRequestStatus)[number];

/** Working days (Monday to Friday, China time) within which a request must be answered. */
export const PRIVACY_REQUEST_DUE_WORKING_DAYS = 15;

/** What the member types to confirm a cancellation (the app's confirmation step). */
export const CANCELLATION_CONFIRMATION = '注销';

export const PRIVACY_NOTE_MAX = 500;

// ---- App -----------------------------------------------------------------------------------

export const accountCancellationSchema = z.object({
  confirm: z.literal(CANCELLATION_CONFIRMATION, { error: `请输入“${CANCELLATION_CONFIRMATION}”确认` }),
});
export type AccountCancellation = z.infer<typeof accountCancellationSchema>;

export const accountCancelledSchema = z.object({ request_id: z.number().int(), cancelled_at: z.string() });
export type AccountCancelled = z.infer<typeof accountCancelledSchema>;

/** The copy of a member's personal information (GET privacy/export; the console's hotline copy). */
export const personalDataExportSchema = z.object({
  generated_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    kind: z.string().nullable(),
    nickname: z.string().nullable(),
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    province_code: z.string().nullable(),
    city_code: z.string().nullable(),
    hospital: z.string().nullable(),
    department: z.string().nullable(),
    title: z.string().nullable(),
    position: z.string().nullable(),
    skill_areas: z.array(z.string()),
    interesting_topics: z.array(z.string()),
    interesting_systems: z.array(z.string()),
    work_upgrades: z.array(z.string()),
    registered_at: z.string().nullable(),
    certified_at: z.string().nullable(),
    created_at: z.string(),
  }),
  wechat: z.array(z.object({ app_id: z.string(), openid: z.string(), unionid: z.string().nullable() })),
  consents: z.array(
    z.object({
      document_code: z.string(),
      document_version: z.number().int(),
      action: z.string(),
      at: z.string(),
    }),
  ),
  certification: z.array(
    z.object({
      name: z.string(),
      hospital_name: z.string(),
      department: z.string(),
      title: z.string(),
      licence_number: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  learning: z.array(
    z.object({
      content_id: z.number().int(),
      title: z.string().nullable(),
      seconds: z.number().int(),
      finished_at: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  meetings: z.array(
    z.object({
      meeting_id: z.number().int(),
      title: z.string().nullable(),
      subscribed_at: z.string().nullable(),
      live_seconds: z.number().int(),
      playback_seconds: z.number().int(),
    }),
  ),
  points: z.object({
    total: z.number().int(),
    entries: z.array(z.object({ points: z.number().int(), reason: z.string(), at: z.string() })),
  }),
  certificates: z.array(
    z.object({
      number: z.string(),
      program_name: z.string(),
      holder_name: z.string(),
      issued_at: z.string(),
    }),
  ),
  comments: z.array(z.object({ content: z.string(), status: z.string(), at: z.string() })),
  form_answers: z.array(
    z.object({ form: z.string(), question: z.string(), value: z.string(), at: z.string() }),
  ),
  questions: z.array(z.object({ content: z.string(), answer: z.string().nullable(), at: z.string() })),
  drug_safety_reports: z.array(
    z.object({ reference: z.string(), product_name: z.string(), received_at: z.string() }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

// ---- Console -------------------------------------------------------------------------------

export const adminPrivacyRequestQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
  status: z.enum(PrivacyRequestStatus, { error: '状态不正确' }).optional(),
});

export const adminPrivacyRequestCreateSchema = z.object({
  user_id: z.coerce.number({ error: '请输入会员编号' }).int('会员编号无效').positive('会员编号无效'),
  kind: z.enum(PrivacyRequestKind, { error: '请选择请求类型' }),
  /** What the caller asked for; no contact details here (decision 028). */
  note: z
    .string()
    .trim()
    .max(PRIVACY_NOTE_MAX, `说明不能超过 ${PRIVACY_NOTE_MAX} 个字`)
    .nullish()
    .transform((value) => value || null),
});
export type AdminPrivacyRequestCreate = z.infer<typeof adminPrivacyRequestCreateSchema>;

export const adminPrivacyRequestResolveSchema = z.object({
  outcome: z.enum(['completed', 'rejected'], { error: '请选择处理结果' }),
  note: z
    .string({ error: '请填写处理说明' })
    .trim()
    .min(1, '请填写处理说明')
    .max(PRIVACY_NOTE_MAX, `说明不能超过 ${PRIVACY_NOTE_MAX} 个字`),
});
export type AdminPrivacyRequestResolve = z.infer<typeof adminPrivacyRequestResolveSchema>;

export const adminPrivacyRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(PrivacyRequestKind),
  channel: z.enum(PrivacyRequestChannel),
  status: z.enum(PrivacyRequestStatus),
  note: z.string().nullable(),
  received_at: z.string(),
  due_on: z.string(),
  /** Working days from today to the due day; negative once overdue; null when answered. */
  days_left: z.number().int().nullable(),
  overdue: z.boolean(),
  entered_by: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

/** The app's privacy routes under PLATFORM_PREFIX. */
export const PRIVACY_PATHS = { export: 'privacy/export', cancel: 'privacy/cancel' } as const;
