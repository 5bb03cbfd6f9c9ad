import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../constants';
import { pagingQuerySchema } from '../paging';

/**
 * Comments, likes, favourites and content forms (issue 4). Every write is idempotent: liking
 * twice leaves one like, deleting a like that is not there succeeds.
 */

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 500;
/** Replies shown under each comment in the list; the rest load with `parent_id`. */
export const COMMENT_REPLY_PREVIEW = 3;

/** A comment published at once, or held until an operator approves it (moderation setting). */
export const CommentStatus = ['published', 'pending', 'rejected'] as const;
export type CommentStatusValue = (typeof CommentStatus)[number];
export const CommentModeration = ['immediate', 'review'] as const;
export type CommentModerationValue = (typeof CommentModeration)[number];

const commentBaseSchema = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  type: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** The user replied to (within a thread), for "回复 张医生". */
  reply_to_name: z.string().nullable(),
  content: z.string(),
  /** `title`: the author's profile title in Chinese, `title_en` in English (null when unset). */
  author: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    title: z.string().nullable(),
    title_en: z.string().nullable(),
  }),
  /** The viewer wrote it: pending comments are shown to their author only. */
  mine: z.boolean(),
  status: z.enum(CommentStatus),
  zan_count: z.number().int(),
  zanned: z.boolean(),
  created_at: z.string(),
});
export const commentReplySchema = commentBaseSchema;
export const commentSchema = commentBaseSchema.extend({
  reply_count: z.number().int(),
  /** The first replies, oldest first (at most COMMENT_REPLY_PREVIEW). */
  replies: z.array(commentReplySchema),
  /** POST comments only: points this comment earned (COMMENT rule); the app's points popup reads it. */
  score: z.number().int().optional(),
});
export type Comment = z.infer<typeof commentSchema>;
export type CommentReply = z.infer<typeof commentReplySchema>;

/** GET comments: top-level comments of a content, newest first; with `parent_id`, its replies oldest first. */
export const commentListQuerySchema = pagingQuerySchema.extend({
  content_id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().min(1).max(7),
  parent_id: z.coerce.number().int().positive().optional(),
});
export const commentListSchema = z.object({ total: z.number().int(), data: z.array(commentSchema) });

/** POST comments. A reply names the comment it answers (a reply to a reply joins the same thread). */
export const commentCreateSchema = z.object({
  content_id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().min(1).max(7),
  content: z
    .string()
    .trim()
    .min(1, '请输入评论内容')
    .max(COMMENT_MAX_LENGTH, `评论不能超过 ${COMMENT_MAX_LENGTH} 字`),
  parent_id: z.coerce.number().int().positive().optional(),
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** POST comments-zan-log and comments-zan-log-delete. */
export const commentZanSchema = z.object({ comment_id: z.coerce.number().int().positive() });
export const commentZanResultSchema = z.object({ zanned: z.boolean(), zan_count: z.number().int() });

/** POST content-zan-log / content-zan-log-delete and content/faver / faver-delete. */
export const contentReactionSchema = z.object({
  content_id: z.coerce.number().int().positive(),
  /** typeMap of the content. */
  type: z.coerce.number().int().min(1).max(7),
});
export type ContentReaction = z.infer<typeof contentReactionSchema>;
/** Answer of the like and favourite calls and of their checks (`…-check/{content_id}/{type}`). */
export const reactionStateSchema = z.object({
  /** 1 when the viewer has liked (or collected) it. */
  result: z.union([z.literal(0), z.literal(1)]),
  count: z.number().int(),
  /** Points a like earned just now (ZAN rule, once per item); the app's points popup reads it. */
  score: z.number().int().optional(),
});
export type ReactionState = z.infer<typeof reactionStateSchema>;
export const reactionCheckParamsSchema = z.object({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().min(1).max(7),
});

// ---- Content forms ----------------------------------------------------------------------

/** Spec "Generic form" field kinds (the verification-code kind is not used by content forms). */
export const FormQuestionKind = ['input', 'textarea', 'select', 'upload'] as const;
export type FormQuestionKindValue = (typeof FormQuestionKind)[number];

/** Longest answer per question kind, in characters (select answers are one of the options). */
export const FORM_ANSWER_MAX_LENGTH = { input: 200, textarea: FIELD_MAX_LENGTH.textarea } as const;
/** An upload answer: up to this many image URLs of the app's own public uploads, comma-separated. */
export const FORM_UPLOAD_MAX_IMAGES = 9;

export const formQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FormQuestionKind),
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** Answers to a public question are shown to others (form/form-question-answer-comment). */
  public_answers: z.boolean(),
  sort: z.number().int(),
});
export type FormQuestion = z.infer<typeof formQuestionSchema>;

/** GET content/form/{content_id}/{type}: the form attached to a content, with the viewer's answers. */
export const contentFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(formQuestionSchema),
  /** The viewer's answers by question id, or null before submitting. Upload answers are image URLs. */
  answers: z.record(z.string(), z.string()).nullable(),
  submitted_at: z.string().nullable(),
  /** Points this submission earned just now (a campaign's sign-up form, once); the app's points popup reads it. */
  score: z.number().int().optional(),
});
export type ContentForm = z.infer<typeof contentFormSchema>;

/** POST content/form (JSON): answers by question id. Submitting again replaces the answers. */
export const contentFormSubmitSchema = z.object({
  form_id: z.coerce.number().int().positive(),
  content_id: z.coerce.number().int().positive(),
  answers: z.record(z.string().regex(/^\d+$/), z.string().max(FIELD_MAX_LENGTH.textarea)),
});
export type ContentFormSubmit = z.infer<typeof contentFormSubmitSchema>;

/** GET content/claim/status?content_id=: 1 once the viewer has submitted the content's form (claimed). */
export const claimStatusQuerySchema = z.object({ content_id: z.coerce.number().int().positive() });
export const claimStatusSchema = z.object({ result: z.union([z.literal(0), z.literal(1)]) });

/** GET form/form-question-answer-comment?question_id=: others' answers to a public question. */
export const formAnswerListQuerySchema = pagingQuerySchema.extend({
  question_id: z.coerce.number().int().positive(),
});
export const formAnswerSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  value: z.string(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  zan_count: z.number().int(),
  zanned: z.boolean(),
  created_at: z.string(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;
export const formAnswerListSchema = z.object({ total: z.number().int(), data: z.array(formAnswerSchema) });

/** POST form/form-question-answer-zan-log: like (or, with `cancel=1`, unlike) an answer. */
export const formAnswerZanSchema = z.object({
  answer_id: z.coerce.number().int().positive(),
  cancel: z.coerce.number().int().min(0).max(1).default(0),
});
export const formAnswerZanResultSchema = commentZanResultSchema;
