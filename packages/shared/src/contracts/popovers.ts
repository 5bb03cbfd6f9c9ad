import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { idList, imageAddressSchema, isoDate, linkAddressSchema, requiredText } from './admin-content';

/**
 * The home pop-over (GET member/popover): operators schedule an image with a link for a time
 * window, shown once ever or once per China day per user, to everyone, certified users or member
 * groups. The call answers the one pop-over to show now (and records it as shown) or null.
 */
export const PopoverFrequency = ['once', 'daily'] as const;
export type PopoverFrequencyValue = (typeof PopoverFrequency)[number];
export const PopoverAudience = ['all', 'certified', 'groups'] as const;
export type PopoverAudienceValue = (typeof PopoverAudience)[number];

export const popoverSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export type Popover = z.infer<typeof popoverSchema>;
/** GET member/popover: `popover` is null when nothing is due for the viewer. */
export const popoverAnswerSchema = z.object({ popover: popoverSchema.nullable() });
export type PopoverAnswer = z.infer<typeof popoverAnswerSchema>;

// ---- Console -------------------------------------------------------------------------------

/** The longest pop-over title (the console form's maxLength). */
export const POPOVER_TITLE_MAX_LENGTH = 100;

export const adminPopoverInputSchema = z
  .object({
    title: requiredText(
      POPOVER_TITLE_MAX_LENGTH,
      '请输入标题',
      `标题不能超过 ${POPOVER_TITLE_MAX_LENGTH} 个字`,
    ),
    image: imageAddressSchema,
    link: linkAddressSchema.nullish().transform((value) => value || null),
    start_at: isoDate,
    end_at: isoDate,
    frequency: z.enum(PopoverFrequency, { error: '请选择弹出频率' }),
    audience: z.enum(PopoverAudience, { error: '请选择展示对象' }),
    member_group_ids: idList(50, '会员分组'),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((value, context) => {
    if (new Date(value.end_at) <= new Date(value.start_at)) {
      context.addIssue({ code: 'custom', path: ['end_at'], message: '结束时间须晚于开始时间' });
    }
    if (value.audience === 'groups' && value.member_group_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['member_group_ids'], message: '请选择会员分组' });
    }
  });
export type AdminPopoverInput = z.input<typeof adminPopoverInputSchema>;

export const adminPopoverSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  frequency: z.enum(PopoverFrequency),
  audience: z.enum(PopoverAudience),
  member_group_ids: z.array(z.number().int()),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Distinct users it was shown to. */
  shown_users: z.number().int(),
  updated_at: z.string(),
});
export type AdminPopover = z.infer<typeof adminPopoverSchema>;

export const adminPopoverQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
});

export const POPOVER_PATHS = { current: 'member/popover' } as const;
