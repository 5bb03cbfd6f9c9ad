import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/** A window preset as stored: one rendering of every slice (e.g. 肺窗 / Lung). */
export interface StoredImagingWindow {
  key: string;
  label: string;
  labelEn: string;
}

/** An image series on a content (issue 14): a stack of slices, each rendered at every window. */
export const imagingSeries = pgTable(
  'imaging_series',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    /** CT, MR, DR, US, PET, MG or OTHER. */
    modality: varchar('modality', { length: 8 }).notNull(),
    /** axial, coronal, sagittal or other. */
    plane: varchar('plane', { length: 12 }).notNull(),
    windows: jsonb('windows').$type<StoredImagingWindow[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('imaging_series_content_idx').on(table.contentId, table.sort)],
);

/** A slice of a series; `position` is its 1-based place in the stack (unique within the series). */
export const imagingSlices = pgTable(
  'imaging_slices',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('imaging_slices_series_idx').on(table.seriesId, table.position)],
);

/** A slice's image at one window: an upload (stored without metadata; its phone-sized WebP made at upload). */
export const imagingSliceImages = pgTable(
  'imaging_slice_images',
  {
    sliceId: integer('slice_id').notNull(),
    windowKey: varchar('window_key', { length: 24 }).notNull(),
    uploadId: integer('upload_id').notNull(),
    storageKey: varchar('storage_key', { length: 120 }).notNull(),
    /** The stored image's width: at most IMAGING_PHONE_WIDTH, it is its own phone size (no variant). */
    width: integer('width').notNull().default(0),
    originalName: varchar('original_name', { length: 200 }),
  },
  (table) => [primaryKey({ columns: [table.sliceId, table.windowKey] })],
);

/** An operator's mark on a slice, in fractions of the image: an arrow at (x, y), or a circle of radius r. */
export const imagingAnnotations = pgTable(
  'imaging_annotations',
  {
    id: serial('id').primaryKey(),
    sliceId: integer('slice_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    r: real('r').notNull(),
    label: varchar('label', { length: 40 }).notNull().default(''),
    labelEn: varchar('label_en', { length: 60 }).notNull().default(''),
  },
  (table) => [index('imaging_annotations_slice_idx').on(table.sliceId)],
);

/** A read-then-reveal question on a slice of a series. */
export const imagingQuestions = pgTable(
  'imaging_questions',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    seriesId: integer('series_id').notNull(),
    sliceId: integer('slice_id').notNull(),
    prompt: varchar('prompt', { length: 200 }).notNull(),
    promptEn: varchar('prompt_en', { length: 300 }).notNull(),
    /** choice or text. */
    kind: varchar('kind', { length: 8 }).notNull(),
    choices: text('choices').array().notNull().default([]),
    /** The choices in English, in the same order (empty: shown in Chinese). */
    choicesEn: text('choices_en').array().notNull().default([]),
    correctAnswer: text('correct_answer').notNull(),
    correctAnswerEn: text('correct_answer_en').notNull().default(''),
    teachingPoints: text('teaching_points').notNull(),
    teachingPointsEn: text('teaching_points_en').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('imaging_questions_content_idx').on(table.contentId, table.sort)],
);

/** A member's answer (or reveal, answer null): one per member and question, the first one kept. */
export const imagingAnswers = pgTable(
  'imaging_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull(),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id').notNull(),
    answer: text('answer'),
    /** Null for free text and for a reveal. */
    correct: boolean('correct'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('imaging_answers_user_question_uq').on(table.questionId, table.userId),
    index('imaging_answers_content_idx').on(table.contentId),
  ],
);

export type ImagingSeriesRow = typeof imagingSeries.$inferSelect;
export type ImagingSliceRow = typeof imagingSlices.$inferSelect;
export type ImagingSliceImageRow = typeof imagingSliceImages.$inferSelect;
export type ImagingAnnotationRow = typeof imagingAnnotations.$inferSelect;
export type ImagingQuestionRow = typeof imagingQuestions.$inferSelect;
export type ImagingAnswerRow = typeof imagingAnswers.$inferSelect;
