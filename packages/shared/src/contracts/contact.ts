import { z } from 'zod';
import { imageAddressSchema, isHttpsUrl } from './admin-content';

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

/**
 * The AI rep (AI 代表): the company's AI assistant for product questions, a service of its own
 * that members open by link. Operators switch it on and choose who is offered it; GET
 * member/ai-rep/check tells the app whether to show the entry.
 */
export const AiRepAudience = ['all', 'certified'] as const;
export type AiRepAudienceValue = (typeof AiRepAudience)[number];

export const aiRepSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The entry's name in the app. */
  name: z.string(),
  url: z.string().nullable(),
  audience: z.enum(AiRepAudience),
});
export type AiRepSettings = z.infer<typeof aiRepSettingsSchema>;

export const aiRepSettingsInputSchema = z
  .object({
    enabled: z.boolean({ error: '请选择是否开启' }),
    name: z
      .string({ error: '请输入入口名称' })
      .trim()
      .min(1, '请输入入口名称')
      .max(20, '入口名称不能超过 20 个字'),
    url: z
      .string()
      .trim()
      .max(500, '链接太长')
      .refine((value) => value === '' || isHttpsUrl(value), '链接须为 https 地址')
      .nullish()
      .transform((value) => value || null),
    audience: z.enum(AiRepAudience, { error: '请选择开放对象' }),
  })
  .refine((value) => !value.enabled || value.url !== null, { path: ['url'], message: '开启时须填写链接' });
export type AiRepSettingsInput = z.input<typeof aiRepSettingsInputSchema>;

/** Why the AI rep is not offered: switched off, or offered to certified members only. */
export const AiRepDenial = ['disabled', 'not_certified'] as const;

export const aiRepCheckSchema = z.object({
  available: z.boolean(),
  name: z.string().nullable(),
  url: z.string().nullable(),
  reason: z.enum(AiRepDenial).nullable(),
});
export type AiRepCheck = z.infer<typeof aiRepCheckSchema>;

export const CONTACT_PATHS = { info: 'assistants/info', aiRepCheck: 'member/ai-rep/check' } as const;
