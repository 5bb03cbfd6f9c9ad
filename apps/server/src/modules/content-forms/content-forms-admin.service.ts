import {
  type AdminContentForm,
  type AdminContentFormListItem,
  type AdminFormSubmission,
  type adminContentFormSaveSchema,
  FormTargetType,
  type FormTargetTypeValue,
  formatDateTime,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers';
import { appError, notFound } from '../../lib/app-error';
import { csvDocument } from '../../lib/csv';
import {
  answerMap,
  presentAdminContentForm,
  presentContentFormListItem,
  presentSubmission,
} from './content-forms.presenter';
import { CAMPAIGN_FORM_TYPE, type FormContentRow } from './content-forms.repository';
import { formNotFound } from './content-forms.service';
import type { ContentFormsAdminRepository } from './content-forms-admin.repository';

/** A console save; `type` (default 1) says whether the id is a content's or a campaign's. */
/** A console save; `type` (default 1) says whether the id is a content's or a campaign's. */
export type ContentFormSave = Omit<z.output<typeof adminContentFormSaveSchema>, 'type'> & {
  type?: FormTargetTypeValue;
};

/** The console's content forms: list, load, save (questions kept by id), submissions and their CSV. */
export class ContentFormsAdminService {
  constructor(
    private readonly repository: ContentFormsAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async adminForms(
    filter: { keyword?: string | undefined; type?: FormTargetTypeValue | undefined },
    paging: PagingQuery,
  ): Promise<Page<AdminContentFormListItem>> {
    const page = await this.repository.formsPage(
      { keyword: filter.keyword, formType: filter.type },
      paging.pageSize,
      pageOffset(paging),
    );
    return { total: page.total, data: page.rows.map(presentContentFormListItem) };
  }

  /** The form of a content (type 1) or of a campaign (type 6) as the console edits it. */
  async adminForm(
    contentId: number,
    type: FormTargetTypeValue = FormTargetType.CONTENT,
  ): Promise<AdminContentForm> {
    const content = await this.adminTarget(type, contentId);
    const form = await this.repository.findFormOf(type, contentId);
    if (!form) return presentAdminContentForm(content, undefined, [], new Map(), 0);
    const questions = await this.repository.questionsOf(form.id);
    const [answerCounts, submissionCount] = await Promise.all([
      this.repository.answerCounts(questions.map((question) => question.id)),
      this.repository.submissionCount(form.id),
    ]);
    return presentAdminContentForm(content, form, questions, answerCounts, submissionCount);
  }

  /**
   * Creates the content's form or replaces its questions, in the order given. A question sent
   * with its id and the same kind is updated in place, so the answers given to it stay attached;
   * a question left out (or changed to another kind) is removed with its answers.
   */
  async saveForm(contentId: number, input: ContentFormSave): Promise<AdminContentForm> {
    const type = input.type ?? FormTargetType.CONTENT;
    await this.adminTarget(type, contentId);
    const at = this.now();
    try {
      await this.repository.transaction(async (repository) => {
        const existing = await repository.findFormOf(type, contentId);
        const form =
          existing ??
          (await repository.insertForm({
            contentId,
            type,
            title: input.title,
            description: input.description,
            enabled: input.enabled,
            createdAt: at,
            updatedAt: at,
          }));
        if (existing) {
          await repository.updateForm(form.id, {
            title: input.title,
            description: input.description,
            enabled: input.enabled,
            updatedAt: at,
          });
        }
        const current = new Map(
          (await repository.questionsOf(form.id)).map((question) => [question.id, question]),
        );
        const kept = new Set<number>();
        for (const [sort, question] of input.questions.entries()) {
          const values = {
            kind: question.kind,
            label: question.label,
            required: question.required,
            options: question.kind === 'select' ? question.options : [],
            publicAnswers: question.public_answers,
            sort,
          };
          const previous = question.id === undefined ? undefined : current.get(question.id);
          if (previous && previous.kind === question.kind && !kept.has(previous.id)) {
            kept.add(previous.id);
            await repository.updateQuestion(previous.id, values);
          } else {
            await repository.insertQuestion({ formId: form.id, ...values });
          }
        }
        await repository.deleteQuestions([...current.keys()].filter((id) => !kept.has(id)));
      });
    } catch (error) {
      // Two operators creating the first form of a content at once: the unique index decides.
      if (isUniqueViolation(error)) throw appError('CONTENT_FORM_CHANGED');
      throw error;
    }
    return this.adminForm(contentId, type);
  }

  async adminSubmissions(
    contentId: number,
    paging: PagingQuery,
    type: FormTargetTypeValue = FormTargetType.CONTENT,
  ): Promise<Page<AdminFormSubmission>> {
    await this.adminTarget(type, contentId);
    const form = await this.repository.findFormOf(type, contentId);
    if (!form) return { total: 0, data: [] };
    const [total, rows] = await Promise.all([
      this.repository.submissionCount(form.id),
      this.repository.submissions(form.id, { limit: paging.pageSize, offset: pageOffset(paging) }),
    ]);
    const answers = await this.repository.answersOf(rows.map((row) => row.id));
    return {
      total,
      data: rows.map((row) =>
        presentSubmission(
          row,
          answers.filter((answer) => answer.submissionId === row.id),
        ),
      ),
    };
  }

  /** Every submission of the content's (or campaign's) form as CSV: one row per user, one column per question. */
  async submissionsCsv(
    contentId: number,
    type: FormTargetTypeValue = FormTargetType.CONTENT,
  ): Promise<{ fileName: string; body: string }> {
    await this.adminTarget(type, contentId);
    const form = await this.repository.findFormOf(type, contentId);
    if (!form) throw formNotFound(type);
    const [questions, rows] = await Promise.all([
      this.repository.questionsOf(form.id),
      this.repository.submissions(form.id),
    ]);
    const answers = await this.repository.answersOf(rows.map((row) => row.id));
    const bySubmission = new Map<number, Record<string, string>>();
    for (const row of rows) {
      bySubmission.set(row.id, answerMap(answers.filter((answer) => answer.submissionId === row.id)));
    }
    const header = [
      '提交编号',
      '用户ID',
      '用户姓名',
      '医院',
      '提交时间',
      ...questions.map((question) => question.label),
    ];
    const lines = rows.map((row) => {
      const values = bySubmission.get(row.id) ?? {};
      return [
        row.id,
        row.userId,
        row.userName,
        row.userHospital,
        formatDateTime(row.updatedAt),
        ...questions.map((question) => values[String(question.id)] ?? ''),
      ];
    });
    const fileName =
      type === FormTargetType.CAMPAIGN
        ? `campaign-${contentId}-form-submissions.csv`
        : `form-${contentId}-submissions.csv`;
    return { fileName, body: csvDocument([header, ...lines]) };
  }

  private async adminTarget(type: number, targetId: number): Promise<FormContentRow> {
    const target = await this.repository.findTarget(type, targetId);
    if (!target) throw type === CAMPAIGN_FORM_TYPE ? appError('CAMPAIGN_NOT_FOUND') : notFound();
    return target;
  }
}
