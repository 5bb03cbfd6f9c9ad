import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { campaigns, contents, users } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import {
  CAMPAIGN_FORM_TYPE,
  CONTENT_FORM_TYPE,
  type ContentFormListRow,
  type ContentFormRow,
  ContentFormsRepository,
  type SubmissionWithUser,
} from './content-forms.repository';
import { contentForms, formAnswers, formQuestions, formSubmissions } from './content-forms.table';

/** The console's queries of forms: edits, answer and submission counts, submissions, the list. */
export class ContentFormsAdminRepository extends ContentFormsRepository {
  /** Runs `work` in one transaction, with a console repository bound to it. */
  override transaction<T>(work: (repository: ContentFormsAdminRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ContentFormsAdminRepository(tx)));
  }

  async insertForm(values: typeof contentForms.$inferInsert): Promise<ContentFormRow> {
    const [row] = await this.db.insert(contentForms).values(values).returning();
    if (!row) throw new Error('insert into content_forms returned no row');
    return row;
  }

  async updateForm(
    formId: number,
    values: Pick<ContentFormRow, 'title' | 'description' | 'enabled' | 'updatedAt'>,
  ): Promise<void> {
    await this.db.update(contentForms).set(values).where(eq(contentForms.id, formId));
  }

  async insertQuestion(values: typeof formQuestions.$inferInsert): Promise<void> {
    await this.db.insert(formQuestions).values(values);
  }

  async updateQuestion(
    questionId: number,
    values: Omit<typeof formQuestions.$inferInsert, 'id' | 'formId'>,
  ): Promise<void> {
    await this.db.update(formQuestions).set(values).where(eq(formQuestions.id, questionId));
  }

  /** Deletes questions with their answers and the likes of those answers. */
  async deleteQuestions(questionIds: readonly number[]): Promise<void> {
    if (questionIds.length === 0) return;
    const answers = await this.db
      .select({ id: formAnswers.id })
      .from(formAnswers)
      .where(inArray(formAnswers.questionId, [...questionIds]));
    await this.deleteAnswers(answers.map((row) => row.id));
    await this.db.delete(formQuestions).where(inArray(formQuestions.id, [...questionIds]));
  }

  async answerCounts(questionIds: readonly number[]): Promise<Map<number, number>> {
    if (questionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ questionId: formAnswers.questionId, value: count() })
      .from(formAnswers)
      .where(inArray(formAnswers.questionId, [...questionIds]))
      .groupBy(formAnswers.questionId);
    return new Map(rows.map((row) => [row.questionId, row.value]));
  }

  async submissionCount(formId: number): Promise<number> {
    const rows = await this.db
      .select({ value: count() })
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, formId));
    return rows[0]?.value ?? 0;
  }

  /** Submissions of a form with who sent them, newest first (all of them without a limit). */
  async submissions(formId: number, page?: { limit: number; offset: number }): Promise<SubmissionWithUser[]> {
    const query = this.db
      .select({
        id: formSubmissions.id,
        formId: formSubmissions.formId,
        contentId: formSubmissions.contentId,
        userId: formSubmissions.userId,
        createdAt: formSubmissions.createdAt,
        updatedAt: formSubmissions.updatedAt,
        userName: users.name,
        userHospital: users.hospitalName,
      })
      .from(formSubmissions)
      .leftJoin(users, eq(users.id, formSubmissions.userId))
      .where(eq(formSubmissions.formId, formId))
      .orderBy(desc(formSubmissions.updatedAt), desc(formSubmissions.id))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  /**
   * Contents and campaigns that have a form, newest form change first, with question and
   * submission counts; `formType` keeps one kind only.
   */
  async formsPage(
    filter: { keyword?: string | undefined; formType?: number | undefined },
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: ContentFormListRow[] }> {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    const targetTitle = sql<string>`coalesce(${contents.title}, ${campaigns.title})`;
    const where = and(
      // The target still exists: a live content for a content's form, a campaign for a sign-up form.
      or(
        and(eq(contentForms.type, CONTENT_FORM_TYPE), isNotNull(contents.id), isNull(contents.deletedAt)),
        and(eq(contentForms.type, CAMPAIGN_FORM_TYPE), isNotNull(campaigns.id), isNull(campaigns.deletedAt)),
      ),
      filter.formType === undefined ? undefined : eq(contentForms.type, filter.formType),
      pattern ? or(ilike(targetTitle, pattern), ilike(contentForms.title, pattern)) : undefined,
    );
    const joinContents = and(
      eq(contents.id, contentForms.contentId),
      eq(contentForms.type, CONTENT_FORM_TYPE),
    );
    const joinCampaigns = and(
      eq(campaigns.id, contentForms.contentId),
      eq(contentForms.type, CAMPAIGN_FORM_TYPE),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: contentForms.id,
          contentId: contentForms.contentId,
          title: contentForms.title,
          description: contentForms.description,
          enabled: contentForms.enabled,
          createdAt: contentForms.createdAt,
          updatedAt: contentForms.updatedAt,
          type: contentForms.type,
          contentTitle: targetTitle,
          questionCount: sql<number>`(select count(*)::int from ${formQuestions} where ${formQuestions.formId} = ${contentForms.id})`,
          submissionCount: sql<number>`(select count(*)::int from ${formSubmissions} where ${formSubmissions.formId} = ${contentForms.id})`,
        })
        .from(contentForms)
        .leftJoin(contents, joinContents)
        .leftJoin(campaigns, joinCampaigns)
        .where(where)
        .orderBy(desc(contentForms.updatedAt), desc(contentForms.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ value: count() })
        .from(contentForms)
        .leftJoin(contents, joinContents)
        .leftJoin(campaigns, joinCampaigns)
        .where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows };
  }
}
