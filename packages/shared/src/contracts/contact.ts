import { z } from 'zod';
import { imageAddressSchema } from './admin-content';

/**
 * GET assistants/info (/contactUs): the academy assistant's contact — name, WeChat id, QR code,
 * hotline, hours and mailbox — as operators set it in the console (PUT /api/admin/settings/contact).
 */
export const contactInfoSchema = z.object({
  assistant_name: z.string(),
  wechat_id: z.string().nullable(),
  /** The assistant's WeChat QR code image. */
  qrcode: z.string().nullable(),
  hotline: z.string(),
  hours: z.string(),
  email: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const contactInfoInputSchema = z.object({
  assistant_name: z
    .string({ error: '请输入助手名称' })
    .trim()
    .min(1, '请输入助手名称')
    .max(40, '助手名称不能超过 40 个字'),
  wechat_id: optional(60, '微信号不能超过 60 个字'),
  qrcode: imageAddressSchema.nullish().transform((value) => value || null),
  hotline: z
    .string({ error: '请输入服务热线' })
    .trim()
    .regex(/^[\d\- ]{7,20}$/, '服务热线格式不正确'),
  hours: z
    .string({ error: '请输入服务时间' })
    .trim()
    .min(1, '请输入服务时间')
    .max(60, '服务时间不能超过 60 个字'),
  email: z
    .email('邮箱格式不正确')
    .max(100)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
});
export type ContactInfoInput = z.input<typeof contactInfoInputSchema>;

export const CONTACT_PATHS = { info: 'assistants/info' } as const;
