import {
  type AdminImagingAnnotationSave,
  type AdminImagingCase,
  type AdminImagingQuestionSave,
  type AdminImagingSeries,
  type AdminImagingSeriesSave,
  ErrorCode,
  IMAGING_MAX_SLICES,
  IMAGING_PHONE_WIDTH,
  IMAGING_ZIP_MAX_BYTES,
  type ImagingAnnotation,
} from '@ia/shared';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { AppError, appError, notFound } from '../../lib/app-error';
import type { UploadsService } from '../uploads';
import { sniffImage } from '../uploads';
import { presentAdminQuestion, presentAdminSeries } from './imaging.presenter';
import type { ImagingRepository, NewSliceImage } from './imaging.repository';
import type { ImagingSeriesRow, StoredImagingWindow } from './imaging.table';

/** A file as the console sent it: an image, or a zip of images. */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

/** Slice order is the file names' natural order: slice2 before slice10, case and accents ignored. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Entries a zip carries that are not slices: folders, macOS resource forks, hidden files. */
function isSliceEntry(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return !name.endsWith('/') && !name.startsWith('__MACOSX/') && base !== '' && !base.startsWith('.');
}

/** Slice images stored at once during an upload. */
const STORE_CONCURRENCY = 4;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_MAGIC);

/**
 * The images of an upload, in slice order: zips are opened (their declared sizes checked before
 * anything is inflated), every entry must be an image by its bytes (a non-image is refused by its
 * name, and nothing of the batch is stored), and the names are sorted naturally.
 */
async function sliceImagesOf(files: readonly IncomingFile[]): Promise<IncomingFile[]> {
  const images: IncomingFile[] = [];
  for (const file of files) {
    if (!isZip(file.bytes)) {
      images.push(file);
      continue;
    }
    let inflatedTotal = 0;
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(file.bytes, {
        filter: (entry) => {
          if (!isSliceEntry(entry.name)) return false;
          inflatedTotal += entry.originalSize;
          if (inflatedTotal > IMAGING_ZIP_MAX_BYTES) throw appError('IMAGING_ZIP_UNREADABLE');
          return true;
        },
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw appError('IMAGING_ZIP_UNREADABLE');
    }
    for (const [name, bytes] of Object.entries(entries)) {
      images.push({ name: `${file.name}/${name}`, bytes: Buffer.from(bytes) });
    }
  }
  if (images.length === 0) throw appError('IMAGING_UPLOAD_EMPTY');
  for (const image of images) {
    try {
      await sniffImage(image.bytes);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.PAYLOAD_TOO_LARGE) throw error;
      throw appError('IMAGING_NOT_AN_IMAGE', { name: image.name.split('/').pop() ?? image.name });
    }
  }
  return images.sort((a, b) => naturalOrder.compare(a.name, b.name));
}

/** The width of the image as stored (turned upright by its EXIF orientation first). */
async function uprightWidth(bytes: Buffer): Promise<number> {
  const metadata = await sharp(bytes).metadata();
  const sideways = (metadata.orientation ?? 1) >= 5;
  return (sideways ? metadata.height : metadata.width) ?? 0;
}

const storedWindows = (save: AdminImagingSeriesSave): StoredImagingWindow[] =>
  save.windows.map((window) => ({ key: window.key, label: window.label, labelEn: window.label_en }));

/** The console's imaging cases: series, uploads of slices, their order, annotations, questions, results. */
export class ImagingAdminService {
  constructor(
    private readonly repository: ImagingRepository,
    private readonly uploads: Pick<UploadsService, 'store' | 'openPublicVariant'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A content's series (complete or not), its questions with their results, and the case's counts. */
  async caseOf(contentId: number): Promise<AdminImagingCase> {
    await this.requireContent(contentId);
    const [bundle, questions, results, caseResults] = await Promise.all([
      this.repository.seriesBundle(contentId),
      this.repository.questionsOf(contentId),
      this.repository.questionResults(contentId),
      this.repository.caseResults(contentId),
    ]);
    const positions = new Map(bundle.slices.map((slice) => [slice.id, slice.position]));
    const byQuestion = new Map(results.map((row) => [row.questionId, row]));
    return {
      content_id: contentId,
      series: presentAdminSeries(bundle),
      questions: questions.map((question) =>
        presentAdminQuestion(question, positions.get(question.sliceId) ?? 1, byQuestion.get(question.id)),
      ),
      results: caseResults,
    };
  }

  async createSeries(contentId: number, save: AdminImagingSeriesSave): Promise<AdminImagingSeries> {
    await this.requireContent(contentId);
    const existing = await this.repository.seriesBundle(contentId);
    const at = this.now();
    const row = await this.repository.insertSeries({
      contentId,
      title: save.title,
      titleEn: save.title_en,
      modality: save.modality,
      plane: save.plane,
      windows: storedWindows(save),
      sort: existing.series.length,
      createdAt: at,
      updatedAt: at,
    });
    return this.seriesView(row.id);
  }

  /** Renames a series or changes its windows; images of a window no longer listed are dropped with it. */
  async updateSeries(seriesId: number, save: AdminImagingSeriesSave): Promise<AdminImagingSeries> {
    await this.requireSeries(seriesId);
    await this.repository.updateSeries(seriesId, {
      title: save.title,
      titleEn: save.title_en,
      modality: save.modality,
      plane: save.plane,
      windows: storedWindows(save),
      updatedAt: this.now(),
    });
    return this.seriesView(seriesId);
  }

  async deleteSeries(seriesId: number): Promise<{ id: number }> {
    await this.requireSeries(seriesId);
    await this.repository.transaction((repository) => repository.deleteSeries(seriesId));
    return { id: seriesId };
  }

  /**
   * Adds images to one window of a series. They fill, in order, the slices still lacking that
   * window (their number must match); when none lacks it, they become new slices at the end.
   * Every image is stored without metadata; a wider one than the phone size gets its phone-sized
   * WebP made at once.
   */
  async upload(
    seriesId: number,
    windowKey: string,
    /** The operator who uploads (null for the demo seed). */
    operatorId: number | null,
    files: readonly IncomingFile[],
  ): Promise<{ series: AdminImagingSeries; added: number }> {
    const series = await this.requireSeries(seriesId);
    if (!series.windows.some((window) => window.key === windowKey))
      throw appError('IMAGING_WINDOW_NOT_FOUND');
    const images = await sliceImagesOf(files);
    const slices = await this.repository.slicesOf(seriesId);
    const withWindow = await this.repository.slicesWithWindow(seriesId, windowKey);
    const lacking = slices.filter((slice) => !withWindow.has(slice.id));
    if (lacking.length > 0 && lacking.length !== images.length) {
      throw appError('IMAGING_WINDOW_COUNT_MISMATCH', {
        expected: lacking.length,
        received: images.length,
      });
    }
    if (lacking.length === 0 && slices.length + images.length > IMAGING_MAX_SLICES) {
      throw appError('IMAGING_TOO_MANY_SLICES', { max: IMAGING_MAX_SLICES });
    }
    const stored: NewSliceImage[] = new Array(images.length);
    // A few at a time: sharp works on its own threads, and the order is kept by index.
    for (let start = 0; start < images.length; start += STORE_CONCURRENCY) {
      await Promise.all(
        images.slice(start, start + STORE_CONCURRENCY).map(async (image, offset) => {
          stored[start + offset] = await this.storeSliceImage(image, operatorId);
        }),
      );
    }
    await this.repository.transaction(async (repository) => {
      const sliceIds =
        lacking.length > 0
          ? lacking.map((slice) => slice.id)
          : await repository.appendSlices(seriesId, slices.length + 1, stored.length);
      await repository.putSliceImages(
        windowKey,
        stored.map((image, index) => ({ sliceId: sliceIds[index] as number, image })),
      );
      await repository.updateSeries(seriesId, { updatedAt: this.now() });
    });
    return { series: await this.seriesView(seriesId), added: stored.length };
  }

  /** Puts the series' slices in the order given (every slice exactly once). */
  async reorder(seriesId: number, sliceIds: readonly number[]): Promise<AdminImagingSeries> {
    await this.requireSeries(seriesId);
    const slices = await this.repository.slicesOf(seriesId);
    const known = new Set(slices.map((slice) => slice.id));
    if (
      sliceIds.length !== slices.length ||
      new Set(sliceIds).size !== sliceIds.length ||
      sliceIds.some((id) => !known.has(id))
    ) {
      throw appError('IMAGING_ORDER_MISMATCH');
    }
    await this.repository.transaction(async (repository) => {
      await repository.reorderSlices(seriesId, sliceIds);
      await repository.updateSeries(seriesId, { updatedAt: this.now() });
    });
    return this.seriesView(seriesId);
  }

  async addAnnotation(sliceId: number, save: AdminImagingAnnotationSave): Promise<ImagingAnnotation> {
    const slice = await this.repository.findSlice(sliceId);
    if (!slice) throw appError('IMAGING_SLICE_NOT_FOUND');
    const row = await this.repository.insertAnnotation({
      sliceId,
      kind: save.kind,
      x: save.x,
      y: save.y,
      r: save.r,
      label: save.label,
      labelEn: save.label_en,
    });
    return {
      id: row.id,
      kind: save.kind,
      x: row.x,
      y: row.y,
      r: row.r,
      label: row.label,
      label_en: row.labelEn,
    };
  }

  async deleteAnnotation(id: number): Promise<{ id: number }> {
    if (!(await this.repository.findAnnotation(id))) throw notFound();
    await this.repository.deleteAnnotation(id);
    return { id };
  }

  async saveQuestion(
    contentId: number,
    questionId: number | null,
    save: AdminImagingQuestionSave,
  ): Promise<AdminImagingCase> {
    const series = await this.requireSeries(save.series_id);
    if (series.contentId !== contentId) throw appError('IMAGING_SERIES_NOT_FOUND');
    const slice = await this.repository.sliceAt(series.id, save.slice_position);
    if (!slice) throw appError('IMAGING_SLICE_NOT_FOUND');
    const values = {
      seriesId: series.id,
      sliceId: slice.id,
      prompt: save.prompt,
      promptEn: save.prompt_en,
      kind: save.kind,
      choices: save.kind === 'choice' ? save.choices : [],
      choicesEn: save.kind === 'choice' ? save.choices_en : [],
      correctAnswer: save.correct_answer,
      correctAnswerEn: save.correct_answer_en,
      teachingPoints: save.teaching_points,
      teachingPointsEn: save.teaching_points_en,
      updatedAt: this.now(),
    };
    if (questionId === null) {
      const count = (await this.repository.questionsOf(contentId)).length;
      await this.repository.insertQuestion({ ...values, contentId, sort: count, createdAt: this.now() });
    } else {
      const question = await this.repository.findQuestion(questionId);
      if (!question || question.contentId !== contentId) throw appError('IMAGING_QUESTION_NOT_FOUND');
      await this.repository.updateQuestion(questionId, values);
    }
    return this.caseOf(contentId);
  }

  async deleteQuestion(contentId: number, questionId: number): Promise<AdminImagingCase> {
    const question = await this.repository.findQuestion(questionId);
    if (!question || question.contentId !== contentId) throw appError('IMAGING_QUESTION_NOT_FOUND');
    await this.repository.transaction((repository) => repository.deleteQuestion(questionId));
    return this.caseOf(contentId);
  }

  /** Stores one slice image (cleaned of metadata by the uploads feature) and makes its phone size. */
  private async storeSliceImage(image: IncomingFile, operatorId: number | null): Promise<NewSliceImage> {
    const name = image.name.split('/').pop() ?? image.name;
    let file: Awaited<ReturnType<UploadsService['store']>>;
    try {
      file = await this.uploads.store({
        ownerUserId: null,
        ownerOperatorId: operatorId,
        purpose: 'image',
        bytes: image.bytes,
        originalName: name,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.PAYLOAD_TOO_LARGE) throw error;
      throw appError('IMAGING_NOT_AN_IMAGE', { name });
    }
    const storageKey = file.url.replace(/^\/uploads\//, '');
    const width = await uprightWidth(image.bytes);
    if (width > IMAGING_PHONE_WIDTH) {
      await this.uploads.openPublicVariant(storageKey, IMAGING_PHONE_WIDTH);
    }
    return { uploadId: file.id, storageKey, width, originalName: name.slice(0, 200) };
  }

  private async seriesView(seriesId: number): Promise<AdminImagingSeries> {
    const bundle = await this.repository.seriesBundleById(seriesId);
    const [series] = bundle ? presentAdminSeries(bundle) : [];
    if (!series) throw appError('IMAGING_SERIES_NOT_FOUND');
    return series;
  }

  private async requireSeries(seriesId: number): Promise<ImagingSeriesRow> {
    const series = await this.repository.findSeries(seriesId);
    if (!series) throw appError('IMAGING_SERIES_NOT_FOUND');
    return series;
  }

  private async requireContent(contentId: number): Promise<void> {
    if (!(await this.repository.findContent(contentId))) throw notFound();
  }
}
