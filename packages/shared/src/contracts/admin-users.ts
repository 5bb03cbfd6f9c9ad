import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import { CertificationStatus } from './access';

/** GET /api/admin/users */
export const adminUserQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  kind: z.enum(['member', 'staff', 'unregistered']).optional(),
  certification: z.enum(CertificationStatus).optional(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['member', 'staff']).nullable(),
  name: z.string().nullable(),
  /** Masked (138****1234): the console shows contacts masked by default. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  hospital_name: z.string().nullable(),
  department: z.string().nullable(),
  title: z.string().nullable(),
  registered_at: z.string().nullable(),
  certification: z.enum(CertificationStatus),
  all_active: z.union([z.literal(0), z.literal(1)]),
  reconfirmation: z.union([z.literal(0), z.literal(1)]),
  re_perfect_type: z.union([z.literal(0), z.literal(1)]),
  veeva_staff: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  trial_days_left: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/admin/users/:id/veeva-link: link a certified member to a staff user, or unlink (null). */
export const adminVeevaLinkBodySchema = z.object({
  staff_user_id: z.coerce.number().int().positive().nullable(),
});

/**
 * POST /api/admin/users/import: CSV text with a header row. Columns: openid (required), unionid,
 * name, mobile, province, city, hospital, department, title. Imported users must confirm their
 * details (reconfirmation = 0).
 */
export const adminUserImportBodySchema = z.object({
  csv: z.string().min(1, '请提供 CSV 内容').max(2_000_000),
});
export const adminUserImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

/** GET/POST /api/admin/consent-documents */
export const adminConsentDocumentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  version: z.number().int(),
  commit_hash: z.string(),
  title: z.string(),
  body: z.string(),
  title_en: z.string(),
  body_en: z.string(),
  published_at: z.string(),
  current: z.boolean(),
});
/** The longest title of a legal text, in either language (the publish form's maxLength). */
export const CONSENT_TITLE_MAX_LENGTH = 100;

export const adminConsentPublishBodySchema = z.object({
  code: z.enum(['privacy', 'terms', 'personal_info']),
  title: z.string().trim().min(1).max(CONSENT_TITLE_MAX_LENGTH),
  body: z.string().trim().min(20).max(100_000),
  title_en: z.string().trim().min(1).max(CONSENT_TITLE_MAX_LENGTH),
  body_en: z.string().trim().min(20).max(100_000),
});
