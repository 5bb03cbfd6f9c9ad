import { z } from 'zod';

/** The three legal documents of spec §1, in the order the consent popup lists them. */
export const ConsentDocumentCode = ['privacy', 'terms', 'personal_info'] as const;
export type ConsentDocumentCodeValue = (typeof ConsentDocumentCode)[number];

/** GET /consent/documents: the current version of each document. */
export const consentDocumentSchema = z.object({
  code: z.enum(ConsentDocumentCode),
  title: z.string(),
  body: z.string(),
  document_version_number: z.number().int(),
  commit_hash: z.string(),
  published_at: z.string(),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;
export const consentDocumentsQuerySchema = z.object({ lang: z.enum(['zh-CN', 'en-US']).default('zh-CN') });

/** A list of values, form-encoded as repeated fields or one comma-separated string. */
const zList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z.array(item).min(1),
  );

/**
 * POST /send_truman (and member/sendtruman): signs the consent. `commit_hash` and
 * `document_version_number` list every current document, in the same order. Answers data 1.
 */
export const consentSignBodySchema = z.object({
  openid: z.string().trim().min(1, '缺少 openid').max(64),
  commit_hash: zList(z.string().regex(/^[0-9a-f]{64}$/, '文档校验值无效')),
  document_version_number: zList(z.coerce.number().int().min(1)),
});

/** GET /consent/mine: the user's grants and withdrawals, newest first. */
export const consentRecordSchema = z.object({
  id: z.number().int(),
  document_code: z.enum(ConsentDocumentCode),
  document_title: z.string(),
  document_version_number: z.number().int(),
  commit_hash: z.string(),
  action: z.enum(['grant', 'withdraw']),
  created_at: z.string(),
  /** True when this grant is of the current version and not withdrawn since. */
  current: z.boolean(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** POST /consent/withdraw: withdraws every current grant. */
export const consentWithdrawBodySchema = z.object({
  confirm: z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal(1)], {
    error: '请确认撤回',
  }),
});
