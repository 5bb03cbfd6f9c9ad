import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { englishText } from './english-names';

/**
 * Points (issue 6): rules operators edit, the member's score log, the daily sign-in, the points
 * popup's unseen awards, and tasks with progress bars.
 *
 * Mobile routes (under /api/platform): GET member/login-log/check, POST member/login-log,
 * POST score-log, GET score-log/scorelog, POST score-log/up-tip-status, GET member/task.
 * Console routes (under /api/admin): GET /points/rules, PUT /points/rules/:action,
 * GET/POST /tasks, PUT/DELETE /tasks/:id.
 */

// ---- Rules ------------------------------------------------------------------------------------

/** The actions a points rule can price. LEARN and MEETING_VIEW are minute rules (per unit_minutes). */
export const PointsAction = [
  'SIGN_IN',
  'VIEW',
  'LEARN',
  'ZAN',
  'COMMENT',
  'MEETING_VIEW',
  'COURSE_FINISH',
] as const;
export type PointsActionValue = (typeof PointsAction)[number];
/** Rules priced per minutes of time (awarded by the reconciler from learn_logs), not per event. */
export const MINUTE_ACTIONS: readonly PointsActionValue[] = ['LEARN', 'MEETING_VIEW'];
export const isMinuteAction = (action: string): boolean =>
  (MINUTE_ACTIONS as readonly string[]).includes(action);

/** Most points one rule may award per event or unit, and the largest cap an operator may set. */
export const POINTS_RULE_MAX = 1000;
export const POINTS_CAP_MAX = 100_000;

export const pointsRuleSchema = z.object({
  action: z.string(),
  name: z.string(),
  points: z.number().int(),
  /** Minute rules: points per this many minutes; null for event rules. */
  unit_minutes: z.number().int().nullable(),
  /** Most points of this rule per member and China day; null: no cap. */
  daily_cap: z.number().int().nullable(),
  /** Most points of this rule per member and item (content, meeting), ever; null: no cap. */
  per_item_cap: z.number().int().nullable(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;

const capField = z
  .number({ error: '上限须为数字' })
  .int('上限须为整数')
  .min(1, '上限至少为 1（不限请留空）')
  .max(POINTS_CAP_MAX, `上限不能超过 ${POINTS_CAP_MAX}`)
  .nullable();

/** PUT /api/admin/points/rules/:action: what an operator edits (the action itself is fixed). */
export const pointsRuleUpdateSchema = z.object({
  name: z.string().trim().min(1, '请输入规则名称').max(50, '规则名称不能超过 50 个字').optional(),
  points: z
    .number({ error: '积分须为数字' })
    .int('积分须为整数')
    .min(0, '积分不能为负')
    .max(POINTS_RULE_MAX, `积分不能超过 ${POINTS_RULE_MAX}`),
  /** Only for minute rules (LEARN, MEETING_VIEW); ignored on event rules. */
  unit_minutes: z
    .number({ error: '计分单位须为数字' })
    .int()
    .min(1, '计分单位至少 1 分钟')
    .max(600, '计分单位不能超过 600 分钟')
    .nullable()
    .optional(),
  daily_cap: capField,
  per_item_cap: capField,
  enabled: z.boolean(),
});
export type PointsRuleUpdate = z.infer<typeof pointsRuleUpdateSchema>;
export const pointsRuleParamsSchema = z.object({
  action: z.enum(PointsAction, { error: '没有这条积分规则' }),
});

// ---- Score log and popup ----------------------------------------------------------------------

/** One award (or deduction) of the member's score log. */
export const scoreLogItemSchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  /** What earned it, as the member reads it (e.g. 每日签到, 学习《…》). */
  reason: z.string(),
  /** The rule's action (SIGN_IN, VIEW, …), TASK, or null for campaign and manual awards. */
  action: z.string().nullable(),
  created_at: z.string(),
});
export type ScoreLogItem = z.infer<typeof scoreLogItemSchema>;

/** GET score-log/scorelog: the member's awards, newest first, with their total and today's points. */
export const scoreLogPageSchema = z.object({
  total: z.number().int().min(0),
  data: z.array(scoreLogItemSchema),
  points_total: z.number().int(),
  points_today: z.number().int(),
});
export type ScoreLogPage = z.infer<typeof scoreLogPageSchema>;
export const scoreLogQuerySchema = pagingQuerySchema;

/** An answer that awarded points: `score` makes the app show the points popup (spec §4). */
export const scoreSchema = z.object({ score: z.number().int().min(0) });
export type ScoreAnswer = z.infer<typeof scoreSchema>;

/** POST score-log (spec §3 score/learn log fields): a VIEW earns the VIEW rule's points; a click earns none. */
export const scoreEventSchema = z.object({
  content_id: z.coerce.number({ error: '内容编号无效' }).int().positive('内容编号无效'),
  type: z.coerce.number({ error: '类型无效' }).int().min(1, '类型无效').max(7, '类型无效'),
  action_type: z.enum(['VIEW', 'click'], { error: '不支持的记录类型' }).default('VIEW'),
  content_type: z.coerce.number().int().min(0).max(2).optional(),
  campain_id: z.coerce.number().int().positive().optional(),
  section_id: z.coerce.number().int().positive().optional(),
  page_url: z.string().max(500).optional(),
});
export type ScoreEvent = z.infer<typeof scoreEventSchema>;

// ---- Sign-in ----------------------------------------------------------------------------------

/** GET member/login-log/check: has the member signed in today (China day), and their streak. */
export const signInStatusSchema = z.object({
  /** 1 when signed in today. */
  signed: z.union([z.literal(0), z.literal(1)]),
  /** Today, China time (YYYY-MM-DD). */
  day: z.string(),
  /** Consecutive days signed in up to today (or up to yesterday when not yet today). */
  streak: z.number().int().min(0),
  /** Points a sign-in earns today under the current rule (0 when disabled). */
  points: z.number().int().min(0),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;

/** POST member/login-log: signs today in (idempotent); `score` is what this call awarded. */
export const signInResultSchema = signInStatusSchema.extend({
  /** True when this call signed today in (false: already signed today). */
  first: z.boolean(),
  score: z.number().int().min(0),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

// ---- Tasks ------------------------------------------------------------------------------------

export const TaskPeriod = ['daily', 'yearly'] as const;
export type TaskPeriodValue = (typeof TaskPeriod)[number];

/** What a task measures, computed from the logs within its period. */
export const TaskMetric = [
  'sign_in_days',
  'learning_minutes',
  'meeting_minutes',
  'meetings_attended',
  'contents_learned',
  'comments',
  'points_earned',
] as const;
export type TaskMetricValue = (typeof TaskMetric)[number];
export const TASK_METRIC_LABELS: Record<TaskMetricValue, string> = {
  sign_in_days: '签到天数',
  learning_minutes: '学习分钟数',
  meeting_minutes: '观看会议分钟数',
  meetings_attended: '参加会议场数',
  contents_learned: '学习内容数',
  comments: '评论条数',
  points_earned: '获得积分',
};

export const taskQuerySchema = z.object({
  period: z.enum(TaskPeriod, { error: '任务周期只能是 daily 或 yearly' }).default('daily'),
});

/** One task with the member's progress in the current period. */
export const taskProgressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The English title and description, '' when the operator wrote none (the app then shows the Chinese). */
  title_en: z.string(),
  description_en: z.string(),
  metric: z.enum(TaskMetric),
  target: z.number().int(),
  /** Progress so far in the period (may exceed the target). */
  progress: z.number().int(),
  /** 0..100, for the progress bar. */
  percent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  points: z.number().int(),
  link: z.string().nullable(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

/** GET member/task: the period's tasks; `score` is the points for tasks completed since last asked. */
export const taskListSchema = z.object({
  period: z.enum(TaskPeriod),
  /** The China day (daily) or year (yearly) the progress is for. */
  period_key: z.string(),
  tasks: z.array(taskProgressSchema),
  completed: z.number().int(),
  score: z.number().int().min(0),
});
export type TaskList = z.infer<typeof taskListSchema>;

/** A task as the console edits it. */
export const adminTaskSchema = z.object({
  id: z.number().int(),
  period: z.enum(TaskPeriod),
  title: z.string(),
  description: z.string(),
  title_en: z.string(),
  description_en: z.string(),
  metric: z.enum(TaskMetric),
  target: z.number().int(),
  points: z.number().int(),
  link: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;

export const adminTaskInputSchema = z.object({
  period: z.enum(TaskPeriod, { error: '请选择任务周期' }),
  title: z
    .string({ error: '请输入任务名称' })
    .trim()
    .min(1, '请输入任务名称')
    .max(50, '任务名称不能超过 50 个字'),
  description: z.string().trim().max(200, '说明不能超过 200 个字').default(''),
  title_en: englishText(50, '英文名称'),
  description_en: englishText(200, '英文说明'),
  metric: z.enum(TaskMetric, { error: '请选择任务指标' }),
  target: z.number({ error: '目标须为数字' }).int().min(1, '目标至少为 1').max(1_000_000, '目标太大'),
  points: z.number({ error: '奖励积分须为数字' }).int().min(0).max(POINTS_RULE_MAX).default(0),
  link: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[\w\-/?=&.%]*$/, '链接须为站内路径，如 /course')
    .nullish()
    .transform((value) => value || null),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type AdminTaskInput = z.input<typeof adminTaskInputSchema>;
export type AdminTaskValues = z.output<typeof adminTaskInputSchema>;
