import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { isEmail, isTel } from '../validation/rules';

/**
 * Drug safety (/personal/warning): a suspected adverse-reaction report (POST drug-safety/report)
 * and the pharmacovigilance inbox in the console (/api/admin/drug-safety/reports). The server
 * seals the personal and health fields at rest and sets the legal clock from the seriousness.
 */
export const Seriousness = ['non_serious', 'serious', 'death'] as const;
export type SeriousnessValue = (typeof Seriousness)[number];
/** Days from receipt (China days) within which a report must be submitted to the authority. */
export const REPORT_DUE_DAYS: Record<SeriousnessValue, number> = { death: 0, serious: 15, non_serious: 30 };

export const ReporterProfession = ['physician', 'pharmacist', 'nurse', 'technician', 'other'] as const;
export const PatientSex = ['male', 'female', 'unknown'] as const;
export const ReactionOutcome = [
  'recovered',
  'recovering',
  'not_recovered',
  'sequelae',
  'fatal',
  'unknown',
] as const;
export const AdverseEventStatus = ['new', 'processing', 'submitted', 'closed'] as const;
export type AdverseEventStatusValue = (typeof AdverseEventStatus)[number];
/** The one step each status may move to (new → processing → submitted → closed). */
export const NEXT_ADVERSE_EVENT_STATUS: Record<AdverseEventStatusValue, AdverseEventStatusValue | null> = {
  new: 'processing',
  processing: 'submitted',
  submitted: 'closed',
  closed: null,
};

/** Text limits of an adverse-event report (the app form's maxLength). */
export const ADVERSE_EVENT_TEXT_MAX = {
  reporterName: 40,
  patientInitials: 10,
  productName: 100,
  batchNumber: 60,
  reaction: 2000,
} as const;

export const adverseEventReportSchema = z.object({
  reporter_name: z
    .string({ error: '请输入报告人姓名' })
    .trim()
    .min(1, '请输入报告人姓名')
    .max(ADVERSE_EVENT_TEXT_MAX.reporterName, `姓名不能超过 ${ADVERSE_EVENT_TEXT_MAX.reporterName} 个字`),
  reporter_contact: z
    .string({ error: '请输入联系方式' })
    .trim()
    .refine((value) => isTel(value) || isEmail(value), '请输入正确的手机、电话或邮箱'),
  profession: z.enum(ReporterProfession, { error: '请选择报告人职业' }),
  patient_initials: z
    .string({ error: '请输入患者姓名缩写' })
    .trim()
    .regex(
      new RegExp(`^[A-Za-z]{1,${ADVERSE_EVENT_TEXT_MAX.patientInitials}}$`),
      `患者姓名缩写须为 1–${ADVERSE_EVENT_TEXT_MAX.patientInitials} 个字母（如 ZS）`,
    )
    .transform((value) => value.toUpperCase()),
  patient_age: z.coerce
    .number({ error: '年龄须为数字' })
    .int('年龄须为整数')
    .min(0, '年龄不正确')
    .max(130, '年龄不正确')
    .nullish()
    .transform((value) => value ?? null),
  patient_sex: z.enum(PatientSex, { error: '请选择患者性别' }).default('unknown'),
  product_name: z
    .string({ error: '请输入怀疑药品' })
    .trim()
    .min(1, '请输入怀疑药品')
    .max(ADVERSE_EVENT_TEXT_MAX.productName, `药品名称不能超过 ${ADVERSE_EVENT_TEXT_MAX.productName} 个字`),
  batch_number: z
    .string()
    .trim()
    .max(ADVERSE_EVENT_TEXT_MAX.batchNumber, `批号不能超过 ${ADVERSE_EVENT_TEXT_MAX.batchNumber} 个字`)
    .nullish()
    .transform((value) => value || null),
  reaction: z
    .string({ error: '请描述不良反应' })
    .trim()
    .min(5, '不良反应描述至少 5 个字')
    .max(ADVERSE_EVENT_TEXT_MAX.reaction, `不良反应描述不能超过 ${ADVERSE_EVENT_TEXT_MAX.reaction} 个字`),
  onset_date: z.iso
    // A day of the calendar: 2026-02-30 is refused here, not by the database.
    .date({ error: '发生日期格式不正确' })
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  seriousness: z.enum(Seriousness, { error: '请选择严重程度' }),
  outcome: z.enum(ReactionOutcome, { error: '请选择转归' }).default('unknown'),
  /** The separate consent to process sensitive personal information (PIPL art. 29). */
  sensitive_consent: z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal(1)], {
    error: '请勾选同意处理敏感个人信息',
  }),
});
export type AdverseEventReportInput = z.input<typeof adverseEventReportSchema>;
export type AdverseEventReport = z.output<typeof adverseEventReportSchema>;

/** The fields sealed at rest. */
export const SEALED_ADVERSE_EVENT_FIELDS = [
  'reporter_name',
  'reporter_contact',
  'patient_initials',
  'patient_age',
  'patient_sex',
  'reaction',
  'outcome',
] as const;

export const adverseEventReceiptSchema = z.object({
  reference: z.string(),
  received_at: z.string(),
});
export type AdverseEventReceipt = z.infer<typeof adverseEventReceiptSchema>;

// ---- Console -------------------------------------------------------------------------------

export const adminAdverseEventQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
  status: z.enum(AdverseEventStatus, { error: '状态不正确' }).optional(),
  /** 1: only open reports past their due day. */
  overdue: z.coerce.number().int().min(0).max(1).optional(),
});
export type AdminAdverseEventQuery = z.output<typeof adminAdverseEventQuerySchema>;

export const adminAdverseEventItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  product_name: z.string(),
  seriousness: z.enum(Seriousness),
  status: z.enum(AdverseEventStatus),
  received_at: z.string(),
  /** YYYY-MM-DD (China day). */
  due_on: z.string(),
  /** China days left until the due day (negative once past); null when submitted or closed. */
  days_left: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type AdminAdverseEventItem = z.infer<typeof adminAdverseEventItemSchema>;

export const adminAdverseEventDetailSchema = adminAdverseEventItemSchema.extend({
  reporter_name: z.string(),
  reporter_contact: z.string(),
  profession: z.string(),
  patient_initials: z.string(),
  patient_age: z.number().int().nullable(),
  patient_sex: z.string(),
  batch_number: z.string().nullable(),
  reaction: z.string(),
  onset_date: z.string().nullable(),
  outcome: z.string(),
  consent_at: z.string(),
  note: z.string().nullable(),
  handled_by: z.string().nullable(),
  submitted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminAdverseEventDetail = z.infer<typeof adminAdverseEventDetailSchema>;

export const adminAdverseEventStatusSchema = z.object({
  status: z.enum(AdverseEventStatus, { error: '状态不正确' }),
  note: z
    .string()
    .trim()
    .max(1000, '备注不能超过 1000 个字')
    .nullish()
    .transform((value) => value || null),
});
export type AdminAdverseEventStatus = z.input<typeof adminAdverseEventStatusSchema>;

export const DRUG_SAFETY_PATHS = { report: 'drug-safety/report' } as const;
