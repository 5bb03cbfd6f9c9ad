import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { idList, linkAddressSchema, requiredText } from './admin-content';

/**
 * The console's 消息推送 (/api/admin/broadcasts): an operator sends a message to every registered
 * user or to member groups. `request_key` (made once per compose form) makes a repeated send the
 * same broadcast; the fan-out itself is idempotent per user.
 */
/** Text limits of an operator's broadcast (the form's maxLength). */
export const BROADCAST_TEXT_MAX = { title: 100, body: 2000 } as const;

export const BroadcastAudience = ['all', 'groups'] as const;
export type BroadcastAudienceValue = (typeof BroadcastAudience)[number];

export const adminBroadcastInputSchema = z
  .object({
    title: requiredText(
      BROADCAST_TEXT_MAX.title,
      '请输入消息标题',
      `消息标题不能超过 ${BROADCAST_TEXT_MAX.title} 个字`,
    ),
    body: requiredText(
      BROADCAST_TEXT_MAX.body,
      '请输入消息内容',
      `消息内容不能超过 ${BROADCAST_TEXT_MAX.body} 个字`,
    ),
    link: linkAddressSchema.nullish().transform((value) => value || null),
    audience: z.enum(BroadcastAudience, { error: '请选择发送对象' }),
    member_group_ids: idList(50, '会员分组'),
    request_key: z
      .string({ error: '缺少请求标识' })
      .trim()
      .regex(/^[\w-]{8,64}$/, '请求标识格式不正确'),
  })
  .superRefine((value, context) => {
    if (value.audience === 'groups' && value.member_group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['member_group_ids'], message: '请选择会员分组' });
    }
  });
export type AdminBroadcastInput = z.input<typeof adminBroadcastInputSchema>;

export const adminBroadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  audience: z.enum(BroadcastAudience),
  member_group_ids: z.array(z.number().int()),
  recipients: z.number().int(),
  /** Of the recipients, how many have read it. */
  read_count: z.number().int(),
  operator_name: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type AdminBroadcast = z.infer<typeof adminBroadcastSchema>;

export const adminBroadcastQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
});

/** Categories of the message centre (messages.category). */
export const MessageCategory = [
  'certification',
  'meeting',
  'campaign',
  'system',
  'medal',
  'certificate',
  'broadcast',
  'question',
] as const;
export type MessageCategoryValue = (typeof MessageCategory)[number];

/** Answer of a send: the broadcast, and whether this call created it (false: a repeated send). */
export const adminBroadcastSentSchema = adminBroadcastSchema.extend({ created: z.boolean() });
export type AdminBroadcastSent = z.infer<typeof adminBroadcastSentSchema>;
