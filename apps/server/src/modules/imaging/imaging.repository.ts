import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContentHead, findContentHead } from '../../db/content-heads';
import {
  type ImagingAnnotationRow,
  type ImagingAnswerRow,
  type ImagingQuestionRow,
  type ImagingSeriesRow,
  type ImagingSliceImageRow,
  type ImagingSliceRow,
  imagingAnnotations,
  imagingAnswers,
  imagingQuestions,
  imagingSeries,
  imagingSliceImages,
  imagingSlices,
} from './imaging.table';

/** What the imaging feature needs of a content: which gate rule applies (its list type). */
export type ImagingContentRow = ContentHead;

/** Everything shown of a content's series, read in four statements. */
export interface SeriesBundle {
  series: ImagingSeriesRow[];
  slices: ImagingSliceRow[];
  images: ImagingSliceImageRow[];
  annotations: ImagingAnnotationRow[];
}

/** Answers counted per question for the console: answered, right, revealed without answering. */
export type QuestionResultRow = { questionId: number; answered: number; right: number; revealed: number };

export type NewSliceImage = {
  uploadId: number;
  storageKey: string;
  width: number;
  originalName: string | null;
};

/** Queries of imaging cases: series, slices and their images, annotations, questions, answers. */
export class ImagingRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ImagingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ImagingRepository(tx)));
  }

  findContent(contentId: number): Promise<ImagingContentRow | undefined> {
    return findContentHead(this.db, contentId);
  }

  async seriesBundle(contentId: number): Promise<SeriesBundle> {
    const series = await this.db
      .select()
      .from(imagingSeries)
      .where(eq(imagingSeries.contentId, contentId))
      .orderBy(asc(imagingSeries.sort), asc(imagingSeries.id));
    return this.bundleOf(series);
  }

  async seriesBundleById(seriesId: number): Promise<SeriesBundle | undefined> {
    const series = await this.db.select().from(imagingSeries).where(eq(imagingSeries.id, seriesId));
    return series.length === 0 ? undefined : this.bundleOf(series);
  }

  private async bundleOf(series: ImagingSeriesRow[]): Promise<SeriesBundle> {
    const seriesIds = series.map((row) => row.id);
    const slices =
      seriesIds.length === 0
        ? []
        : await this.db
            .select()
            .from(imagingSlices)
            .where(inArray(imagingSlices.seriesId, seriesIds))
            .orderBy(asc(imagingSlices.seriesId), asc(imagingSlices.position));
    const sliceIds = slices.map((row) => row.id);
    const [images, annotations] =
      sliceIds.length === 0
        ? [[], []]
        : await Promise.all([
            this.db.select().from(imagingSliceImages).where(inArray(imagingSliceImages.sliceId, sliceIds)),
            this.db
              .select()
              .from(imagingAnnotations)
              .where(inArray(imagingAnnotations.sliceId, sliceIds))
              .orderBy(asc(imagingAnnotations.id)),
          ]);
    return { series, slices, images, annotations };
  }

  async findSeries(seriesId: number): Promise<ImagingSeriesRow | undefined> {
    const rows = await this.db.select().from(imagingSeries).where(eq(imagingSeries.id, seriesId)).limit(1);
    return rows[0];
  }

  async insertSeries(row: typeof imagingSeries.$inferInsert): Promise<ImagingSeriesRow> {
    const [inserted] = await this.db.insert(imagingSeries).values(row).returning();
    if (!inserted) throw new Error('insert into imaging_series returned no row');
    return inserted;
  }

  async updateSeries(seriesId: number, values: Partial<typeof imagingSeries.$inferInsert>): Promise<void> {
    await this.db.update(imagingSeries).set(values).where(eq(imagingSeries.id, seriesId));
  }

  /** Deletes a series with its slices, images, annotations, questions and their answers. */
  async deleteSeries(seriesId: number): Promise<void> {
    const sliceIds = this.db
      .select({ id: imagingSlices.id })
      .from(imagingSlices)
      .where(eq(imagingSlices.seriesId, seriesId));
    const questionIds = this.db
      .select({ id: imagingQuestions.id })
      .from(imagingQuestions)
      .where(eq(imagingQuestions.seriesId, seriesId));
    await this.db.delete(imagingAnswers).where(inArray(imagingAnswers.questionId, questionIds));
    await this.db.delete(imagingQuestions).where(eq(imagingQuestions.seriesId, seriesId));
    await this.db.delete(imagingAnnotations).where(inArray(imagingAnnotations.sliceId, sliceIds));
    await this.db.delete(imagingSliceImages).where(inArray(imagingSliceImages.sliceId, sliceIds));
    await this.db.delete(imagingSlices).where(eq(imagingSlices.seriesId, seriesId));
    await this.db.delete(imagingSeries).where(eq(imagingSeries.id, seriesId));
  }

  async slicesOf(seriesId: number): Promise<ImagingSliceRow[]> {
    return this.db
      .select()
      .from(imagingSlices)
      .where(eq(imagingSlices.seriesId, seriesId))
      .orderBy(asc(imagingSlices.position));
  }

  /** Slice ids of the series that have an image at `windowKey`. */
  async slicesWithWindow(seriesId: number, windowKey: string): Promise<Set<number>> {
    const rows = await this.db
      .select({ sliceId: imagingSliceImages.sliceId })
      .from(imagingSliceImages)
      .innerJoin(imagingSlices, eq(imagingSlices.id, imagingSliceImages.sliceId))
      .where(and(eq(imagingSlices.seriesId, seriesId), eq(imagingSliceImages.windowKey, windowKey)));
    return new Set(rows.map((row) => row.sliceId));
  }

  /** Appends slices at positions `from`, `from + 1`, … and answers their ids in that order. */
  async appendSlices(seriesId: number, from: number, howMany: number): Promise<number[]> {
    if (howMany === 0) return [];
    const rows = await this.db
      .insert(imagingSlices)
      .values(Array.from({ length: howMany }, (_, index) => ({ seriesId, position: from + index })))
      .returning({ id: imagingSlices.id, position: imagingSlices.position });
    return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
  }

  async putSliceImages(
    windowKey: string,
    images: { sliceId: number; image: NewSliceImage }[],
  ): Promise<void> {
    if (images.length === 0) return;
    await this.db
      .insert(imagingSliceImages)
      .values(images.map(({ sliceId, image }) => ({ sliceId, windowKey, ...image })))
      .onConflictDoUpdate({
        target: [imagingSliceImages.sliceId, imagingSliceImages.windowKey],
        set: {
          uploadId: sql`excluded.upload_id`,
          storageKey: sql`excluded.storage_key`,
          width: sql`excluded.width`,
          originalName: sql`excluded.original_name`,
        },
      });
  }

  /** Gives each slice id its place (1-based) in `sliceIds`' order. */
  async reorderSlices(seriesId: number, sliceIds: readonly number[]): Promise<void> {
    const payload = JSON.stringify(sliceIds.map((id, index) => ({ id, position: index + 1 })));
    await this.db.execute(sql`
      update imaging_slices s set position = o.position
      from jsonb_to_recordset(${payload}::jsonb) as o(id int, position int)
      where s.id = o.id and s.series_id = ${seriesId}`);
  }

  async findSlice(sliceId: number): Promise<ImagingSliceRow | undefined> {
    const rows = await this.db.select().from(imagingSlices).where(eq(imagingSlices.id, sliceId)).limit(1);
    return rows[0];
  }

  async sliceAt(seriesId: number, position: number): Promise<ImagingSliceRow | undefined> {
    const rows = await this.db
      .select()
      .from(imagingSlices)
      .where(and(eq(imagingSlices.seriesId, seriesId), eq(imagingSlices.position, position)))
      .limit(1);
    return rows[0];
  }

  async insertAnnotation(row: typeof imagingAnnotations.$inferInsert): Promise<ImagingAnnotationRow> {
    const [inserted] = await this.db.insert(imagingAnnotations).values(row).returning();
    if (!inserted) throw new Error('insert into imaging_annotations returned no row');
    return inserted;
  }

  /** The annotation with the series its slice belongs to. */
  async findAnnotation(
    id: number,
  ): Promise<{ annotation: ImagingAnnotationRow; seriesId: number } | undefined> {
    const rows = await this.db
      .select({ annotation: imagingAnnotations, seriesId: imagingSlices.seriesId })
      .from(imagingAnnotations)
      .innerJoin(imagingSlices, eq(imagingSlices.id, imagingAnnotations.sliceId))
      .where(eq(imagingAnnotations.id, id))
      .limit(1);
    return rows[0];
  }

  async deleteAnnotation(id: number): Promise<void> {
    await this.db.delete(imagingAnnotations).where(eq(imagingAnnotations.id, id));
  }

  async questionsOf(contentId: number): Promise<ImagingQuestionRow[]> {
    return this.db
      .select()
      .from(imagingQuestions)
      .where(eq(imagingQuestions.contentId, contentId))
      .orderBy(asc(imagingQuestions.sort), asc(imagingQuestions.id));
  }

  async findQuestion(questionId: number): Promise<ImagingQuestionRow | undefined> {
    const rows = await this.db
      .select()
      .from(imagingQuestions)
      .where(eq(imagingQuestions.id, questionId))
      .limit(1);
    return rows[0];
  }

  async insertQuestion(row: typeof imagingQuestions.$inferInsert): Promise<ImagingQuestionRow> {
    const [inserted] = await this.db.insert(imagingQuestions).values(row).returning();
    if (!inserted) throw new Error('insert into imaging_questions returned no row');
    return inserted;
  }

  async updateQuestion(
    questionId: number,
    values: Partial<typeof imagingQuestions.$inferInsert>,
  ): Promise<void> {
    await this.db.update(imagingQuestions).set(values).where(eq(imagingQuestions.id, questionId));
  }

  async deleteQuestion(questionId: number): Promise<void> {
    await this.db.delete(imagingAnswers).where(eq(imagingAnswers.questionId, questionId));
    await this.db.delete(imagingQuestions).where(eq(imagingQuestions.id, questionId));
  }

  async answersOf(userId: number, questionIds: readonly number[]): Promise<ImagingAnswerRow[]> {
    if (questionIds.length === 0) return [];
    return this.db
      .select()
      .from(imagingAnswers)
      .where(and(eq(imagingAnswers.userId, userId), inArray(imagingAnswers.questionId, questionIds)));
  }

  /**
   * Stores the member's first answer to the question; a later (or concurrent) one leaves the first.
   * Answers the stored row and whether this call wrote it.
   */
  async answerOnce(
    row: typeof imagingAnswers.$inferInsert,
  ): Promise<{ answer: ImagingAnswerRow; inserted: boolean }> {
    const [inserted] = await this.db.insert(imagingAnswers).values(row).onConflictDoNothing().returning();
    if (inserted) return { answer: inserted, inserted: true };
    const [existing] = await this.answersOf(row.userId, [row.questionId]);
    if (!existing) throw new Error('imaging answer neither inserted nor found');
    return { answer: existing, inserted: false };
  }

  /** Per question of the content: members who answered, answered right, revealed without answering. */
  async questionResults(contentId: number): Promise<QuestionResultRow[]> {
    return this.db
      .select({
        questionId: imagingAnswers.questionId,
        answered: sql<number>`(count(*) filter (where ${imagingAnswers.answer} is not null))::int`,
        right: sql<number>`(count(*) filter (where ${imagingAnswers.correct}))::int`,
        revealed: sql<number>`(count(*) filter (where ${imagingAnswers.answer} is null))::int`,
      })
      .from(imagingAnswers)
      .where(eq(imagingAnswers.contentId, contentId))
      .groupBy(imagingAnswers.questionId);
  }

  /** Members who answered at least one question of the content, and how many of them got every choice right. */
  async caseResults(contentId: number): Promise<{ members: number; answered: number; right: number }> {
    const [members] = await this.db
      .select({ value: count(sql`distinct ${imagingAnswers.userId}`) })
      .from(imagingAnswers)
      .where(eq(imagingAnswers.contentId, contentId));
    const [answered] = await this.db
      .select({ value: count(sql`distinct ${imagingAnswers.userId}`) })
      .from(imagingAnswers)
      .where(and(eq(imagingAnswers.contentId, contentId), isNotNull(imagingAnswers.answer)));
    const rightRows = await this.db.execute(sql`
      select count(*)::int as value from (
        select user_id from imaging_answers where content_id = ${contentId} and answer is not null
        group by user_id having bool_and(coalesce(correct, true))) members`);
    const right = (rightRows as unknown as { rows: { value: number }[] }).rows[0]?.value ?? 0;
    return { members: members?.value ?? 0, answered: answered?.value ?? 0, right: Number(right) };
  }
}
