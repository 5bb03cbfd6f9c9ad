import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import { CommentModeration, CommentStatus, FormQuestionKind } from './social';

/**
 * The console's side of comments and content forms (issue 4), under /api/admin: comment
 * moderation, the sensitive-word list, the moderation setting, and the form attached to a content
 * with its submissions (paged, and as CSV).
 */

// ---- Comments -----------------------------------------------------------------------------

/** GET /api/admin/comments: pending ones oldest first (a queue), the others newest first. */
export const adminCommentQuerySchema = pagingQuerySchema.extend({
  status: z.enum(CommentStatus).optional(),
  content_id: z.coerce.number().int().positive().optional(),
  /** Matches the comment's text or its author's name. */
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
});
export type AdminCommentQuery = z.infer<typeof adminCommentQuerySchema>;

export const adminCommentSchema = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  type: z.number().int(),
  /** Null when the content is gone. */
  content_title: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  content: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  reply_to_name: z.string().nullable(),
  status: z.enum(CommentStatus),
  zan_count: z.number().int(),
  reply_count: z.number().int(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** GET/PUT /api/admin/comment-moderation */
export const commentModerationSettingSchema = z.object({ moderation: z.enum(CommentModeration) });
export type CommentModerationSetting = z.infer<typeof commentModerationSettingSchema>;

// ---- Sensitive words ----------------------------------------------------------------------

export const SENSITIVE_WORD_MAX_LENGTH = 40;
/** Words added in one request (a pasted list). */
export const SENSITIVE_WORDS_PER_REQUEST = 500;

export const sensitiveWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  created_at: z.string(),
});
export type SensitiveWord = z.infer<typeof sensitiveWordSchema>;

/** POST /api/admin/sensitive-words: one or more words; existing ones are skipped. */
export const sensitiveWordsAddSchema = z.object({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1, '敏感词不能为空')
        .max(SENSITIVE_WORD_MAX_LENGTH, `敏感词不能超过 ${SENSITIVE_WORD_MAX_LENGTH} 字`),
    )
    .min(1, '请输入敏感词')
    .max(SENSITIVE_WORDS_PER_REQUEST, `一次最多添加 ${SENSITIVE_WORDS_PER_REQUEST} 个敏感词`),
});
export type SensitiveWordsAdd = z.infer<typeof sensitiveWordsAddSchema>;
export const sensitiveWordsAddResultSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
});

// ---- Content forms ------------------------------------------------------------------------

/**
 * What a form is attached to (content_forms.type): 1 a content of any list type (contents.id),
 * 6 a campaign's sign-up form (campaigns.id). The console's form routes take it as `type`
 * (default 1), so 表单管理 edits both with the same screens.
 */
export const FormTargetType = { CONTENT: 1, CAMPAIGN: 6 } as const;
export type FormTargetTypeValue = (typeof FormTargetType)[keyof typeof FormTargetType];
/** `type` in a JSON body: 1 or 6. */
export const formTargetTypeSchema = z.union([z.literal(1), z.literal(6)], { error: '表单类型无效' });
/** `type` in a query string. */
const formTargetTypeQuerySchema = z.coerce.number({ error: '表单类型无效' }).pipe(formTargetTypeSchema);
/** `?type=` of GET /contents/:id/form (and its submissions, CSV, and PUT): 1 content (default), 6 campaign. */
export const adminFormTargetQuerySchema = z.object({ type: formTargetTypeQuerySchema.optional() });

export const FORM_TITLE_MAX_LENGTH = 100;
/** The longest description of a content form. */
export const FORM_DESCRIPTION_MAX_LENGTH = 1000;
export const FORM_QUESTION_LABEL_MAX_LENGTH = 200;
export const FORM_QUESTIONS_MAX = 50;
export const FORM_OPTIONS_MAX = 30;
export const FORM_OPTION_MAX_LENGTH = 100;

const questionEditSchema = z
  .object({
    /** An existing question of this form: kept (with its answers) when its kind is unchanged. */
    id: z.number().int().positive().optional(),
    kind: z.enum(FormQuestionKind),
    label: z
      .string()
      .trim()
      .min(1, '请填写问题')
      .max(FORM_QUESTION_LABEL_MAX_LENGTH, `问题不能超过 ${FORM_QUESTION_LABEL_MAX_LENGTH} 字`),
    required: z.boolean().default(false),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, '选项不能为空')
          .max(FORM_OPTION_MAX_LENGTH, `选项不能超过 ${FORM_OPTION_MAX_LENGTH} 字`),
      )
      .max(FORM_OPTIONS_MAX, `选项不能超过 ${FORM_OPTIONS_MAX} 个`)
      .default([]),
    public_answers: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    if (question.kind === 'select' && question.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: '单选题至少需要 2 个选项' });
    }
    if (new Set(question.options).size !== question.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: '选项不能重复' });
    }
  });
export type FormQuestionEdit = z.input<typeof questionEditSchema>;

/**
 * PUT /api/admin/contents/:id/form: creates the content's form or replaces its questions, in order.
 * With `type: 6` (or `?type=6`) `:id` is a campaign and the form is its sign-up form.
 */
export const adminContentFormSaveSchema = z.object({
  type: formTargetTypeSchema.default(FormTargetType.CONTENT),
  title: z
    .string()
    .trim()
    .min(1, '请填写表单标题')
    .max(FORM_TITLE_MAX_LENGTH, `表单标题不能超过 ${FORM_TITLE_MAX_LENGTH} 字`),
  description: z
    .string()
    .trim()
    .max(FORM_DESCRIPTION_MAX_LENGTH, `说明不能超过 ${FORM_DESCRIPTION_MAX_LENGTH} 字`)
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
  questions: z
    .array(questionEditSchema)
    .min(1, '表单至少需要 1 个问题')
    .max(FORM_QUESTIONS_MAX, `表单最多 ${FORM_QUESTIONS_MAX} 个问题`),
});
export type AdminContentFormSave = z.input<typeof adminContentFormSaveSchema>;

export const adminFormQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FormQuestionKind),
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  public_answers: z.boolean(),
  sort: z.number().int(),
  /** Answers given so far: removing or re-kinding the question drops them. */
  answer_count: z.number().int(),
});
export type AdminFormQuestion = z.infer<typeof adminFormQuestionSchema>;

/**
 * GET /api/admin/contents/:id/form: the content and its form (null before one is created).
 * `content.type` is the content's list type (1–3), or 6 for a campaign (`?type=6`).
 */
export const adminContentFormSchema = z.object({
  content: z.object({ id: z.number().int(), title: z.string(), type: z.number().int() }),
  form: z
    .object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      enabled: z.boolean(),
      questions: z.array(adminFormQuestionSchema),
      submission_count: z.number().int(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type AdminContentForm = z.infer<typeof adminContentFormSchema>;

/** GET /api/admin/content-forms: every content (and campaign) that has a form, newest form first. */
export const adminContentFormListQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  /** Only forms of contents (1) or of campaigns (6); both when absent. */
  type: formTargetTypeQuerySchema.optional(),
});
export const adminContentFormListItemSchema = z.object({
  form_id: z.number().int(),
  /** The content's id, or the campaign's when `type` is 6. */
  content_id: z.number().int(),
  /** 1 a content's form, 6 a campaign's sign-up form (the server always sends it). */
  type: z.number().int().optional(),
  /** The content's (or campaign's) title. */
  content_title: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  question_count: z.number().int(),
  submission_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminContentFormListItem = z.infer<typeof adminContentFormListItemSchema>;

/** GET /api/admin/contents/:id/form/submissions: newest first; answers by question id. */
export const adminFormSubmissionSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string().nullable(), hospital: z.string().nullable() }),
  answers: z.record(z.string(), z.string()),
  submitted_at: z.string(),
});
export type AdminFormSubmission = z.infer<typeof adminFormSubmissionSchema>;
