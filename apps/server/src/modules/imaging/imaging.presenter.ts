import {
  type AdminImagingQuestion,
  type AdminImagingSeries,
  IMAGING_PHONE_WIDTH,
  type ImagingAnnotation,
  type ImagingModality,
  type ImagingPlane,
  type ImagingQuestion,
  type ImagingQuestionKind,
  type ImagingSeries,
  type ImagingWindow,
} from '@ia/shared';
import type { QuestionResultRow, SeriesBundle } from './imaging.repository';
import type {
  ImagingAnnotationRow,
  ImagingAnswerRow,
  ImagingQuestionRow,
  ImagingSeriesRow,
  ImagingSliceImageRow,
  StoredImagingWindow,
} from './imaging.table';

const presentWindow = (window: StoredImagingWindow): ImagingWindow => ({
  key: window.key,
  label: window.label,
  label_en: window.labelEn,
});

const presentAnnotation = (row: ImagingAnnotationRow): ImagingAnnotation => ({
  id: row.id,
  kind: row.kind as ImagingAnnotation['kind'],
  x: row.x,
  y: row.y,
  r: row.r,
  label: row.label,
  label_en: row.labelEn,
});

/**
 * A slice image's URLs: the phone-sized WebP (made at upload) and the stored image itself; an
 * image no wider than the phone size is its own phone size.
 */
const imageUrls = (image: ImagingSliceImageRow) => ({
  phone:
    image.width > 0 && image.width <= IMAGING_PHONE_WIDTH
      ? `/uploads/${image.storageKey}`
      : `/uploads/${image.storageKey}?w=${IMAGING_PHONE_WIDTH}`,
  full: `/uploads/${image.storageKey}`,
});

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The console's view of every series in the bundle, each slice with an image per window (or the
 * window's gap, an empty URL pair) and `complete` saying whether every slice has every window.
 */
export function presentAdminSeries(bundle: SeriesBundle): AdminImagingSeries[] {
  const slicesBySeries = groupBy(bundle.slices, (slice) => slice.seriesId);
  const imagesBySlice = groupBy(bundle.images, (image) => image.sliceId);
  const annotationsBySlice = groupBy(bundle.annotations, (annotation) => annotation.sliceId);
  return bundle.series.map((series: ImagingSeriesRow) => {
    const slices = slicesBySeries.get(series.id) ?? [];
    let complete = slices.length > 0;
    const presentedSlices = slices.map((slice) => {
      const images = imagesBySlice.get(slice.id) ?? [];
      const perWindow = series.windows.map((window) =>
        images.find((image) => image.windowKey === window.key),
      );
      if (perWindow.some((image) => !image)) complete = false;
      return {
        id: slice.id,
        position: slice.position,
        images: perWindow.map((image) => (image ? imageUrls(image) : { phone: '', full: '' })),
        names: perWindow.map((image) => image?.originalName ?? null),
        annotations: (annotationsBySlice.get(slice.id) ?? []).map(presentAnnotation),
      };
    });
    return {
      id: series.id,
      content_id: series.contentId,
      title: series.title,
      title_en: series.titleEn,
      modality: series.modality as (typeof ImagingModality)[number],
      plane: series.plane as (typeof ImagingPlane)[number],
      windows: series.windows.map(presentWindow),
      slices: presentedSlices,
      complete,
    };
  });
}

/** The app's view: complete series only (a series still missing a window's images is not shown). */
export function presentSeries(bundle: SeriesBundle): ImagingSeries[] {
  return presentAdminSeries(bundle)
    .filter((series) => series.complete)
    .map(({ content_id: _content, complete: _complete, slices, ...series }) => ({
      ...series,
      slices: slices.map(({ names: _names, ...slice }) => slice),
    }));
}

/** A question for the doctor: the answer and teaching points only once `mine` exists. */
export function presentQuestion(
  row: ImagingQuestionRow,
  slicePosition: number,
  mine: ImagingAnswerRow | undefined,
): ImagingQuestion {
  return {
    id: row.id,
    series_id: row.seriesId,
    slice_position: slicePosition,
    prompt: row.prompt,
    prompt_en: row.promptEn,
    kind: row.kind as (typeof ImagingQuestionKind)[number],
    choices: row.choices,
    choices_en: row.choicesEn,
    correct_answer: mine ? row.correctAnswer : null,
    correct_answer_en: mine ? row.correctAnswerEn || null : null,
    teaching_points: mine ? row.teachingPoints : null,
    teaching_points_en: mine ? row.teachingPointsEn : null,
    mine: mine
      ? { answer: mine.answer, correct: mine.correct, answered_at: mine.createdAt.toISOString() }
      : null,
  };
}

export function presentAdminQuestion(
  row: ImagingQuestionRow,
  slicePosition: number,
  results: QuestionResultRow | undefined,
): AdminImagingQuestion {
  return {
    id: row.id,
    series_id: row.seriesId,
    slice_position: slicePosition,
    prompt: row.prompt,
    prompt_en: row.promptEn,
    kind: row.kind as (typeof ImagingQuestionKind)[number],
    choices: row.choices,
    choices_en: row.choicesEn,
    correct_answer: row.correctAnswer,
    correct_answer_en: row.correctAnswerEn,
    teaching_points: row.teachingPoints,
    teaching_points_en: row.teachingPointsEn,
    answered: results?.answered ?? 0,
    right: results?.right ?? 0,
    revealed: results?.revealed ?? 0,
  };
}
