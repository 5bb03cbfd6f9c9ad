import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContentHead, findContentHead } from '../../db/content-heads';
import { campaigns, uploads, users } from '../../db/schema';
import {
  contentForms,
  formAnswerLikes,
  formAnswers,
  formQuestions,
  formSubmissions,
} from './content-forms.table';

export type ContentFormRow = typeof contentForms.$inferSelect;
export type FormQuestionRow = typeof formQuestions.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type FormAnswerRow = typeof formAnswers.$inferSelect;

/**
 * What a form is attached to, as the forms feature needs it: a content (listType 1–3) or a
 * campaign (listType 6, its sign-up form).
 */
export type FormContentRow = ContentHead;

/** content_forms.type of a content's form, whatever the content's list type. */
export const CONTENT_FORM_TYPE = 1;
/** content_forms.type of a campaign's sign-up form. */
export const CAMPAIGN_FORM_TYPE = 6;

/** A question with the form (and so the content) it belongs to. */
export type QuestionWithForm = { question: FormQuestionRow; form: ContentFormRow };

export type PublicAnswerRow = FormAnswerRow & { authorName: string | null; authorAvatar: string | null };

export type SubmissionWithUser = FormSubmissionRow & { userName: string | null; userHospital: string | null };

export type ContentFormListRow = ContentFormRow & {
  contentTitle: string;
  questionCount: number;
  submissionCount: number;
};

/** Queries of content forms: questions, submissions, answers and answer likes. */
export class ContentFormsRepository {
  constructor(protected readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: ContentFormsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ContentFormsRepository(tx)));
  }

  findContent(contentId: number): Promise<FormContentRow | undefined> {
    return findContentHead(this.db, contentId);
  }

  /** A form's target: a live content (type 1) or a campaign not deleted (type 6; drafts included). */
  async findTarget(formType: number, targetId: number): Promise<FormContentRow | undefined> {
    if (formType === CAMPAIGN_FORM_TYPE) {
      const rows = await this.db
        .select({
          id: campaigns.id,
          listType: sql<number>`${CAMPAIGN_FORM_TYPE}::int`,
          title: campaigns.title,
        })
        .from(campaigns)
        .where(and(eq(campaigns.id, targetId), isNull(campaigns.deletedAt)))
        .limit(1);
      return rows[0];
    }
    return this.findContent(targetId);
  }

  /** The form of a target: `formType` 1 a content's, 6 a campaign's. */
  async findFormOf(formType: number, targetId: number): Promise<ContentFormRow | undefined> {
    const rows = await this.db
      .select()
      .from(contentForms)
      .where(and(eq(contentForms.type, formType), eq(contentForms.contentId, targetId)))
      .limit(1);
    return rows[0];
  }

  async findForm(formId: number): Promise<ContentFormRow | undefined> {
    const rows = await this.db.select().from(contentForms).where(eq(contentForms.id, formId)).limit(1);
    return rows[0];
  }

  questionsOf(formId: number): Promise<FormQuestionRow[]> {
    return this.db
      .select()
      .from(formQuestions)
      .where(eq(formQuestions.formId, formId))
      .orderBy(asc(formQuestions.sort), asc(formQuestions.id));
  }

  async findQuestion(questionId: number): Promise<QuestionWithForm | undefined> {
    const rows = await this.db
      .select({ question: formQuestions, form: contentForms })
      .from(formQuestions)
      .innerJoin(contentForms, eq(contentForms.id, formQuestions.formId))
      .where(eq(formQuestions.id, questionId))
      .limit(1);
    return rows[0];
  }

  async findSubmission(formId: number, userId: number): Promise<FormSubmissionRow | undefined> {
    const rows = await this.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.userId, userId)))
      .limit(1);
    return rows[0];
  }

  answersOf(submissionIds: readonly number[]): Promise<FormAnswerRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(formAnswers)
      .where(inArray(formAnswers.submissionId, [...submissionIds]));
  }

  /** Whether the user submitted the form of a content (not of a campaign sharing the id). */
  async hasSubmittedForContent(contentId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .innerJoin(contentForms, eq(contentForms.id, formSubmissions.formId))
      .where(
        and(
          eq(formSubmissions.contentId, contentId),
          eq(formSubmissions.userId, userId),
          eq(contentForms.type, CONTENT_FORM_TYPE),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Of the storage keys, those of public uploads the app itself stored. */
  async existingPublicUploads(storageKeys: readonly string[]): Promise<Set<string>> {
    if (storageKeys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(and(inArray(uploads.storageKey, [...storageKeys]), eq(uploads.visibility, 'public')));
    return new Set(rows.map((row) => row.key));
  }

  /** The user's one submission of a form, created or touched (its answers are replaced next). */
  async upsertSubmission(
    formId: number,
    contentId: number,
    userId: number,
    at: Date,
  ): Promise<FormSubmissionRow> {
    const [row] = await this.db
      .insert(formSubmissions)
      .values({ formId, contentId, userId, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [formSubmissions.formId, formSubmissions.userId],
        set: { updatedAt: at },
      })
      .returning();
    if (!row) throw new Error('upsert into form_submissions returned no row');
    return row;
  }

  /**
   * Stores the answer to one question. An answer that stays the same keeps its id, date and
   * likes; a changed one starts over (the likes were for the old text).
   */
  async putAnswer(
    submissionId: number,
    questionId: number,
    userId: number,
    value: string,
    at: Date,
  ): Promise<void> {
    const [previous] = await this.db
      .select()
      .from(formAnswers)
      .where(and(eq(formAnswers.submissionId, submissionId), eq(formAnswers.questionId, questionId)))
      .limit(1);
    if (previous?.value === value) return;
    if (previous) await this.deleteAnswers([previous.id]);
    await this.db.insert(formAnswers).values({ submissionId, questionId, userId, value, createdAt: at });
  }

  /** Deletes the submission's answers to questions not in `keepQuestionIds`. */
  async deleteAnswersExcept(submissionId: number, keepQuestionIds: readonly number[]): Promise<void> {
    const rows = await this.db
      .select({ id: formAnswers.id })
      .from(formAnswers)
      .where(
        and(
          eq(formAnswers.submissionId, submissionId),
          keepQuestionIds.length > 0 ? notInArray(formAnswers.questionId, [...keepQuestionIds]) : undefined,
        ),
      );
    await this.deleteAnswers(rows.map((row) => row.id));
  }

  protected async deleteAnswers(answerIds: readonly number[]): Promise<void> {
    if (answerIds.length === 0) return;
    await this.db.delete(formAnswerLikes).where(inArray(formAnswerLikes.answerId, [...answerIds]));
    await this.db.delete(formAnswers).where(inArray(formAnswers.id, [...answerIds]));
  }

  /** Others' answers to a question, newest first. */
  async answersPage(
    questionId: number,
    excludeUserId: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: PublicAnswerRow[] }> {
    const where = and(eq(formAnswers.questionId, questionId), ne(formAnswers.userId, excludeUserId));
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: formAnswers.id,
          submissionId: formAnswers.submissionId,
          questionId: formAnswers.questionId,
          userId: formAnswers.userId,
          value: formAnswers.value,
          zanCount: formAnswers.zanCount,
          createdAt: formAnswers.createdAt,
          authorName: users.name,
          authorAvatar: users.avatarUrl,
        })
        .from(formAnswers)
        .leftJoin(users, eq(users.id, formAnswers.userId))
        .where(where)
        .orderBy(desc(formAnswers.createdAt), desc(formAnswers.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(formAnswers).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }

  async findAnswer(answerId: number): Promise<FormAnswerRow | undefined> {
    const rows = await this.db.select().from(formAnswers).where(eq(formAnswers.id, answerId)).limit(1);
    return rows[0];
  }

  async likedAnswerIds(userId: number, answerIds: readonly number[]): Promise<Set<number>> {
    if (answerIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: formAnswerLikes.answerId })
      .from(formAnswerLikes)
      .where(and(eq(formAnswerLikes.userId, userId), inArray(formAnswerLikes.answerId, [...answerIds])));
    return new Set(rows.map((row) => row.id));
  }

  async insertAnswerLike(answerId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(formAnswerLikes)
      .values({ answerId, userId })
      .onConflictDoNothing()
      .returning({ userId: formAnswerLikes.userId });
    return rows.length > 0;
  }

  async deleteAnswerLike(answerId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(formAnswerLikes)
      .where(and(eq(formAnswerLikes.answerId, answerId), eq(formAnswerLikes.userId, userId)))
      .returning({ userId: formAnswerLikes.userId });
    return rows.length > 0;
  }

  /** Adds `delta` to an answer's like count (never below zero) and returns the new value. */
  async bumpAnswerZan(answerId: number, delta: number): Promise<number> {
    const rows = await this.db
      .update(formAnswers)
      .set({ zanCount: sql`greatest(${formAnswers.zanCount} + ${delta}, 0)` })
      .where(eq(formAnswers.id, answerId))
      .returning({ value: formAnswers.zanCount });
    return rows[0]?.value ?? 0;
  }
}
