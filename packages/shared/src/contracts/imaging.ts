import { z } from 'zod';

/**
 * Imaging cases (issue 14): image series on a content (a stack of slices, one image per window
 * rendering), read-then-reveal questions on a slice, and operators' annotations. A series, its
 * questions and annotations are shown to exactly the audience of their content.
 */

/** Most slices in one series, and most windows (renderings of the same slices). */
export const IMAGING_MAX_SLICES = 400;
export const IMAGING_MAX_WINDOWS = 4;
/** Most bytes of a zip of a whole series (each image inside is held to the upload limit). */
export const IMAGING_ZIP_MAX_BYTES = 200 * 1024 * 1024;
/** The width of a slice's phone-sized image (one of IMAGE_VARIANT_WIDTHS, made at upload). */
export const IMAGING_PHONE_WIDTH = 640;
/** Learning credited to the content, once per question answered or revealed. */
export const IMAGING_QUESTION_LEARN_SECONDS = 60;
export const IMAGING_ANSWER_MAX_LENGTH = 500;

export const ImagingModality = ['CT', 'MR', 'DR', 'US', 'PET', 'MG', 'OTHER'] as const;
export const ImagingPlane = ['axial', 'coronal', 'sagittal', 'other'] as const;
export const ImagingQuestionKind = ['choice', 'text'] as const;
export const ImagingAnnotationKind = ['arrow', 'circle'] as const;

const bilingual = (max: number) => z.string().trim().min(1, '请填写名称').max(max, `不能超过 ${max} 字`);

/** A window preset: one rendering of every slice (肺窗, 纵隔窗; "原图" for a plain series). */
export const imagingWindowSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,23}$/, '窗位标识须为小写字母开头的字母、数字或 -')
    .max(24),
  label: bilingual(20),
  label_en: bilingual(30),
});
export type ImagingWindow = z.infer<typeof imagingWindowSchema>;

/** A mark on a slice, in fractions of the image (0..1): an arrow pointing at (x, y), or a circle of radius r. */
export const imagingAnnotationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ImagingAnnotationKind),
  x: z.number(),
  y: z.number(),
  r: z.number(),
  label: z.string(),
  label_en: z.string(),
});
export type ImagingAnnotation = z.infer<typeof imagingAnnotationSchema>;

export const imagingSliceSchema = z.object({
  id: z.number().int(),
  /** 1-based place in the stack. */
  position: z.number().int(),
  /** One per window, in the series' window order: the phone-sized image and the full one. */
  images: z.array(z.object({ phone: z.string(), full: z.string() })),
  annotations: z.array(imagingAnnotationSchema),
});
export type ImagingSlice = z.infer<typeof imagingSliceSchema>;

export const imagingSeriesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  modality: z.enum(ImagingModality),
  plane: z.enum(ImagingPlane),
  windows: z.array(imagingWindowSchema),
  slices: z.array(imagingSliceSchema),
});
export type ImagingSeries = z.infer<typeof imagingSeriesSchema>;

/** A question as the doctor sees it: the answer and teaching points only once answered or revealed. */
export const imagingQuestionSchema = z.object({
  id: z.number().int(),
  series_id: z.number().int(),
  /** The slice the question is about (1-based position in its series). */
  slice_position: z.number().int(),
  prompt: z.string(),
  prompt_en: z.string(),
  kind: z.enum(ImagingQuestionKind),
  /** The choices; an answer names one of these (Chinese) values. */
  choices: z.array(z.string()),
  /** The same choices in English, in order (empty when not translated). */
  choices_en: z.array(z.string()),
  /** Null until the doctor answered or revealed. */
  correct_answer: z.string().nullable(),
  correct_answer_en: z.string().nullable(),
  teaching_points: z.string().nullable(),
  teaching_points_en: z.string().nullable(),
  mine: z
    .object({
      /** Null when the doctor revealed the explanation without answering. */
      answer: z.string().nullable(),
      /** Null for a free-text question or a reveal. */
      correct: z.boolean().nullable(),
      answered_at: z.string(),
    })
    .nullable(),
});
export type ImagingQuestion = z.infer<typeof imagingQuestionSchema>;

/** GET imaging/{content_id}: the series and questions of a content. */
export const imagingCaseSchema = z.object({
  content_id: z.number().int(),
  series: z.array(imagingSeriesSchema),
  questions: z.array(imagingQuestionSchema),
});
export type ImagingCase = z.infer<typeof imagingCaseSchema>;

export const imagingContentParamsSchema = z.object({ content_id: z.coerce.number().int().positive() });

/** POST imaging/answer: an answer (a choice, or free text), or `reveal` to read the explanation first. */
export const imagingAnswerSchema = z
  .object({
    question_id: z.number().int().positive(),
    answer: z
      .string()
      .trim()
      .min(1, '请填写答案')
      .max(IMAGING_ANSWER_MAX_LENGTH, `答案不能超过 ${IMAGING_ANSWER_MAX_LENGTH} 字`)
      .optional(),
    reveal: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.answer === undefined) !== (body.reveal === undefined), {
    message: '请填写答案，或选择查看解析',
  });
export type ImagingAnswerInput = z.infer<typeof imagingAnswerSchema>;
export const imagingAnswerResultSchema = z.object({
  question: imagingQuestionSchema,
  /** Seconds of learning this call credited (0 when the question was already answered). */
  learned_seconds: z.number().int(),
});
export type ImagingAnswerResult = z.infer<typeof imagingAnswerResultSchema>;

// ---- console -------------------------------------------------------------------------------

export const adminImagingSeriesSaveSchema = z
  .object({
    title: bilingual(60),
    title_en: bilingual(100),
    modality: z.enum(ImagingModality, { error: '请选择检查方式' }),
    plane: z.enum(ImagingPlane, { error: '请选择层面' }),
    windows: z
      .array(imagingWindowSchema)
      .min(1, '至少一个窗位')
      .max(IMAGING_MAX_WINDOWS, `最多 ${IMAGING_MAX_WINDOWS} 个窗位`)
      .refine((windows) => new Set(windows.map((window) => window.key)).size === windows.length, {
        message: '窗位标识不能重复',
      }),
  })
  .strict();
export type AdminImagingSeriesSave = z.infer<typeof adminImagingSeriesSaveSchema>;

export const adminImagingSliceSchema = imagingSliceSchema.extend({
  /** The file name each window's image was uploaded as. */
  names: z.array(z.string().nullable()),
});
export const adminImagingSeriesSchema = imagingSeriesSchema.extend({
  content_id: z.number().int(),
  slices: z.array(adminImagingSliceSchema),
  /** Windows still missing images for some slice (a series is shown only when complete). */
  complete: z.boolean(),
});
export type AdminImagingSeries = z.infer<typeof adminImagingSeriesSchema>;

export const adminImagingQuestionSchema = z.object({
  id: z.number().int(),
  series_id: z.number().int(),
  slice_position: z.number().int(),
  prompt: z.string(),
  prompt_en: z.string(),
  kind: z.enum(ImagingQuestionKind),
  choices: z.array(z.string()),
  choices_en: z.array(z.string()),
  correct_answer: z.string(),
  correct_answer_en: z.string(),
  teaching_points: z.string(),
  teaching_points_en: z.string(),
  answered: z.number().int(),
  right: z.number().int(),
  revealed: z.number().int(),
});
export type AdminImagingQuestion = z.infer<typeof adminImagingQuestionSchema>;

/** The console's view of a content's imaging: its series, its questions with per-question results. */
export const adminImagingCaseSchema = z.object({
  content_id: z.number().int(),
  series: z.array(adminImagingSeriesSchema),
  questions: z.array(adminImagingQuestionSchema),
  /** Members who answered or revealed at least one question, and who answered every choice question right. */
  results: z.object({ members: z.number().int(), answered: z.number().int(), right: z.number().int() }),
});
export type AdminImagingCase = z.infer<typeof adminImagingCaseSchema>;

export const adminImagingQuestionSaveSchema = z
  .object({
    series_id: z.number().int().positive(),
    slice_position: z.number().int().min(1),
    prompt: bilingual(200),
    prompt_en: bilingual(300),
    kind: z.enum(ImagingQuestionKind),
    choices: z.array(z.string().trim().min(1).max(100)).max(8).default([]),
    choices_en: z.array(z.string().trim().min(1).max(200)).max(8).default([]),
    correct_answer: z.string().trim().min(1, '请填写正确答案').max(IMAGING_ANSWER_MAX_LENGTH),
    correct_answer_en: z
      .string()
      .trim()
      .max(IMAGING_ANSWER_MAX_LENGTH * 2)
      .default(''),
    teaching_points: z.string().trim().min(1, '请填写解析').max(2000),
    teaching_points_en: z.string().trim().min(1, 'Teaching points in English').max(4000),
  })
  .strict()
  .refine((question) => question.kind === 'text' || question.choices.length >= 2, {
    message: '选择题至少两个选项',
    path: ['choices'],
  })
  .refine((question) => question.kind === 'text' || question.choices.includes(question.correct_answer), {
    message: '正确答案须为选项之一',
    path: ['correct_answer'],
  })
  .refine(
    (question) => question.choices_en.length === 0 || question.choices_en.length === question.choices.length,
    {
      message: '英文选项须与中文选项一一对应',
      path: ['choices_en'],
    },
  );
export type AdminImagingQuestionSave = z.infer<typeof adminImagingQuestionSaveSchema>;

/** PUT …/slices/order: slice ids in their new order (every slice of the series exactly once). */
export const adminImagingOrderSchema = z
  .object({ slice_ids: z.array(z.number().int().positive()).min(1).max(IMAGING_MAX_SLICES) })
  .strict();

export const adminImagingAnnotationSaveSchema = z
  .object({
    kind: z.enum(ImagingAnnotationKind),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    r: z.number().min(0).max(0.5).default(0.06),
    label: z.string().trim().max(40).default(''),
    label_en: z.string().trim().max(60).default(''),
  })
  .strict();
export type AdminImagingAnnotationSave = z.infer<typeof adminImagingAnnotationSaveSchema>;

/** The answer to an upload: how many slices the window of the series now has. */
export const adminImagingUploadResultSchema = z.object({
  series: adminImagingSeriesSchema,
  added: z.number().int(),
});
