import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, UPLOAD_MAX_FILES } from '../constants';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import { zRequiredText, zSelect } from '../validation/schemas';
import { CertificationStatus } from './access';
import { DEPARTMENTS, optionValues, TITLES } from './profile-options';

/** A photo list: upload ids from POST /imageupload (private), 1 to UPLOAD_MAX_FILES. */
const photoIds = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z
    .array(z.coerce.number().int().positive())
    .min(1, '请上传执业证书照片')
    .max(UPLOAD_MAX_FILES, `最多上传${UPLOAD_MAX_FILES}张照片`),
);

/** POST examine/vevea-examine-create and (JSON) examine/vevea-examine-update. */
export const certificationSubmitSchema = z.object({
  name: zRequiredText('姓名', 50),
  hospital_id: z.coerce.number({ error: '请选择医院' }).int().min(0),
  hospital_name: z.string().trim().max(100).optional(),
  department: zSelect('科室').pipe(z.enum(optionValues(DEPARTMENTS), { error: '请选择科室' })),
  title: zSelect('职称').pipe(z.enum(optionValues(TITLES), { error: '请选择职称' })),
  licence_number: zRequiredText('执业证书编号', 40).pipe(
    z.string().regex(/^[0-9A-Za-z-]{6,40}$/, '请输入正确的执业证书编号'),
  ),
  photo_ids: photoIds,
});
export type CertificationSubmitInput = z.infer<typeof certificationSubmitSchema>;

/** Who may read an upload: 'certification' photos are private (owner and operators), 'image' is public. */
export const UploadPurpose = ['certification', 'image'] as const;
export type UploadPurposeValue = (typeof UploadPurpose)[number];
export const uploadPurposeSchema = z.enum(UploadPurpose, { error: '请指定图片用途' });

/** POST imageupload-base64: a data URL (data:image/png;base64,…) or bare base64, and its purpose. */
export const imageUploadBase64Schema = z.object({
  image: z.string().min(1, '请选择图片'),
  purpose: uploadPurposeSchema,
});

export const uploadedFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The query of a public upload: `w`, one of IMAGE_VARIANT_WIDTHS, asks for the WebP variant. */
export const imageVariantQuerySchema = z.object({
  w: z.coerce
    .number({ error: `w 须为以下宽度之一：${IMAGE_VARIANT_WIDTHS.join('、')}` })
    .refine(
      (width): width is ImageVariantWidth => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width),
      {
        error: `w 须为以下宽度之一：${IMAGE_VARIANT_WIDTHS.join('、')}`,
      },
    )
    .optional(),
});

/** GET examine/get-examine-info: the latest submission, or status 'none'. */
export const certificationInfoSchema = z.object({
  status: z.enum(CertificationStatus),
  submission: z
    .object({
      id: z.number().int(),
      name: z.string(),
      hospital_id: z.number().int().nullable(),
      hospital_name: z.string(),
      department: z.string(),
      title: z.string(),
      licence_number: z.string(),
      photos: z.array(uploadedFileSchema),
      reject_reason: z.string().nullable(),
      submitted_at: z.string(),
      reviewed_at: z.string().nullable(),
    })
    .nullable(),
});
export type CertificationInfo = z.infer<typeof certificationInfoSchema>;

/** GET istip/get-istip: whether the free-trial prompt should show now, and with what. */
export const trialTipSchema = z.object({
  istip: z.union([z.literal(0), z.literal(1)]),
  days_left: z.number().int(),
  certified: z.boolean(),
});

/** GET veeva/info: the veeva link of a certified member. */
export const veevaInfoSchema = z.object({
  linked: z.boolean(),
  rep: z
    .object({ name: z.string(), mobile: z.string().nullable(), qrcode: z.string().nullable() })
    .nullable(),
});

// ---- Console --------------------------------------------------------------------------------

export const adminCertificationQuerySchema = pagingQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
});
export const adminCertificationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  name: z.string(),
  hospital_name: z.string(),
  department: z.string(),
  title: z.string(),
  licence_number: z.string(),
  photos: z.array(uploadedFileSchema),
  reject_reason: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string(),
  /** Every submission of this user (this one included), newest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      reject_reason: z.string().nullable(),
      submitted_at: z.string(),
    }),
  ),
});
export type AdminCertification = z.infer<typeof adminCertificationSchema>;
/** A row of the console's review queue (GET /api/admin/certifications): no photos, no history. */
export const adminCertificationListItemSchema = adminCertificationSchema.omit({
  photos: true,
  history: true,
});
export type AdminCertificationListItem = z.infer<typeof adminCertificationListItemSchema>;
/** The longest reason an operator gives for a rejection (the modal's maxLength). */
export const REJECT_REASON_MAX_LENGTH = 200;

export const adminRejectBodySchema = z.object({
  reason: z.string().trim().min(2, '请填写驳回原因').max(REJECT_REASON_MAX_LENGTH),
});
