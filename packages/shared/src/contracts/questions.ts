import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import { uploadedFileSchema } from './certification';

/**
 * Questions users ask the academy (/personal/question; question/list, question/{id}, POST
 * question) and the console's answers (/api/admin/questions). An answer reaches the asker as a
 * 'question' message in the message centre.
 */

export const QUESTION_MAX_IMAGES = 3;
export const QUESTION_MIN_LENGTH = 5;
export const QUESTION_MAX_LENGTH = 500;
export const QuestionStatus = ['pending', 'answered'] as const;
export type QuestionStatusValue = (typeof QuestionStatus)[number];

/** POST question: the text, and up to 3 images uploaded first with imageupload (their ids). */
export const questionAskSchema = z.object({
  content: z
    .string({ error: '请输入问题内容' })
    .trim()
    .min(QUESTION_MIN_LENGTH, `问题内容至少 ${QUESTION_MIN_LENGTH} 个字`)
    .max(QUESTION_MAX_LENGTH, `问题内容不能超过 ${QUESTION_MAX_LENGTH} 个字`),
  image_ids: z
    .array(z.coerce.number().int().positive(), { error: '图片格式不正确' })
    .max(QUESTION_MAX_IMAGES, `最多上传 ${QUESTION_MAX_IMAGES} 张图片`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type QuestionAsk = z.input<typeof questionAskSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  images: z.array(uploadedFileSchema),
  status: z.enum(QuestionStatus),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET question/list: the viewer's questions, newest first; `status` narrows. */
export const questionListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(QuestionStatus, { error: '状态不正确' }).optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

export const questionIdParamsSchema = z.object({ id: z.coerce.number().int().positive('编号无效') });

// ---- Console -------------------------------------------------------------------------------

export const adminQuestionQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.unwrap().default(20),
  status: z.enum(QuestionStatus, { error: '状态不正确' }).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
});
export type AdminQuestionQuery = z.output<typeof adminQuestionQuerySchema>;

export const adminQuestionSchema = questionSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string().nullable(), nickname: z.string().nullable() }),
  answered_by: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** The longest answer an operator writes (the console form's maxLength). */
export const QUESTION_ANSWER_MAX_LENGTH = 2000;

/** POST /api/admin/questions/:id/answer: the first answer sends the asker a message; later edits do not. */
export const adminQuestionAnswerSchema = z.object({
  answer: z
    .string({ error: '请输入回复内容' })
    .trim()
    .min(1, '请输入回复内容')
    .max(QUESTION_ANSWER_MAX_LENGTH, `回复内容不能超过 ${QUESTION_ANSWER_MAX_LENGTH} 个字`),
});
export type AdminQuestionAnswer = z.infer<typeof adminQuestionAnswerSchema>;

export const QUESTION_PATHS = {
  list: 'question/list',
  ask: 'question',
  detail: (id: number) => `question/${id}`,
} as const;
