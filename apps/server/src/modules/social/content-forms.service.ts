import {
  type AdminContentForm,
  type AdminContentFormListItem,
  type AdminFormSubmission,
  type adminContentFormSaveSchema,
  type ContentForm,
  type ContentFormSubmit,
  FORM_ANSWER_MAX_LENGTH,
  FORM_UPLOAD_MAX_IMAGES,
  type FormAnswer,
  type FormQuestionKindValue,
  formatDateTime,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import { STORAGE_KEY_PATTERN } from '../uploads/uploads.service';
import type { UserRow } from '../users/users.table';
import type { ContentFormsRepository, FormContentRow, FormQuestionRow } from './content-forms.repository';
import type { ContentGate } from './content-gate';
import { csvDocument } from './csv';
import {
  answerMap,
  presentAdminContentForm,
  presentContentForm,
  presentContentFormListItem,
  presentPublicAnswer,
  presentSubmission,
} from './social.presenter';

export type ContentFormSave = z.output<typeof adminContentFormSaveSchema>;

const FORM_NOT_FOUND = '该内容没有表单';
const FORM_CLOSED = '表单不存在或已关闭';
const QUESTION_NOT_FOUND = '问题不存在或未公开回答';
const ANSWER_NOT_FOUND = '回答不存在';
const UPLOAD_URL = /^\/uploads\/(.+)$/;

/** Why an answer is refused, in the words the form shows next to the question. */
const answerMessages = {
  missing: (label: string, kind: FormQuestionKindValue) =>
    kind === 'select'
      ? `请选择「${label}」`
      : kind === 'upload'
        ? `请上传「${label}」`
        : `请填写「${label}」`,
  tooLong: (label: string, max: number) => `「${label}」不能超过 ${max} 字`,
  badOption: (label: string) => `「${label}」的选项无效，请重新选择`,
  badImage: (label: string) => `「${label}」的图片无效，请重新上传`,
  tooManyImages: (label: string) => `「${label}」最多上传 ${FORM_UPLOAD_MAX_IMAGES} 张图片`,
  stale: '表单已更新，请刷新后重新填写',
};

/**
 * Forms attached to contents (content/form): one submission per user and form, replaced when the
 * user submits again; answers to public questions are listed for others and can be liked.
 */
export class ContentFormsService {
  constructor(
    private readonly repository: ContentFormsRepository,
    private readonly contents: ContentGate,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- app -------------------------------------------------------------------------------

  async formFor(user: UserRow, contentId: number, type: number): Promise<ContentForm> {
    await this.contents.requireOpenable(user, contentId, type);
    const form = await this.repository.findFormOfContent(contentId);
    if (!form?.enabled) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
    return this.present(form.id, user.id);
  }

  async submit(user: UserRow, input: ContentFormSubmit): Promise<ContentForm> {
    await this.openContent(user, input.content_id);
    const form = await this.repository.findForm(input.form_id);
    if (!form || form.contentId !== input.content_id || !form.enabled) {
      throw new AppError('NOT_FOUND', FORM_CLOSED);
    }
    const questions = await this.repository.questionsOf(form.id);
    const answers = await this.validAnswers(questions, input.answers);
    const at = this.now();
    await this.repository.transaction(async (repository) => {
      const submission = await repository.upsertSubmission(form.id, form.contentId, user.id, at);
      for (const [questionId, value] of answers) {
        await repository.putAnswer(submission.id, questionId, user.id, value, at);
      }
      await repository.deleteAnswersExcept(submission.id, [...answers.keys()]);
    });
    return this.present(form.id, user.id);
  }

  /** 1 once the user has submitted the content's form. */
  async claimStatus(user: UserRow, contentId: number): Promise<{ result: 0 | 1 }> {
    await this.openContent(user, contentId);
    return { result: (await this.repository.hasSubmittedForContent(contentId, user.id)) ? 1 : 0 };
  }

  /** Others' answers to a question whose answers are public, newest first. */
  async publicAnswers(user: UserRow, questionId: number, paging: PagingQuery): Promise<Page<FormAnswer>> {
    await this.publicQuestion(user, questionId);
    const page = await this.repository.answersPage(questionId, user.id, paging.pageSize, pageOffset(paging));
    const liked = await this.repository.likedAnswerIds(
      user.id,
      page.rows.map((row) => row.id),
    );
    return { total: page.total, data: page.rows.map((row) => presentPublicAnswer(row, liked)) };
  }

  /** Likes (or unlikes) an answer to a public question; repeating either changes nothing. */
  async setAnswerLike(
    user: UserRow,
    answerId: number,
    liked: boolean,
  ): Promise<{ zanned: boolean; zan_count: number }> {
    const answer = await this.repository.findAnswer(answerId);
    if (!answer) throw new AppError('NOT_FOUND', ANSWER_NOT_FOUND);
    await this.publicQuestion(user, answer.questionId);
    const zanCount = await this.repository.transaction(async (repository) => {
      const changed = liked
        ? await repository.insertAnswerLike(answerId, user.id)
        : await repository.deleteAnswerLike(answerId, user.id);
      return repository.bumpAnswerZan(answerId, changed ? (liked ? 1 : -1) : 0);
    });
    return { zanned: liked, zan_count: zanCount };
  }

  // ---- console ---------------------------------------------------------------------------

  async adminForms(
    keyword: string | undefined,
    paging: PagingQuery,
  ): Promise<Page<AdminContentFormListItem>> {
    const page = await this.repository.formsPage(keyword, paging.pageSize, pageOffset(paging));
    return { total: page.total, data: page.rows.map(presentContentFormListItem) };
  }

  async adminForm(contentId: number): Promise<AdminContentForm> {
    const content = await this.adminContent(contentId);
    const form = await this.repository.findFormOfContent(contentId);
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
    await this.adminContent(contentId);
    const at = this.now();
    try {
      await this.repository.transaction(async (repository) => {
        const existing = await repository.findFormOfContent(contentId);
        const form =
          existing ??
          (await repository.insertForm({
            contentId,
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
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', '表单已被其他人修改，请刷新后重试');
      throw error;
    }
    return this.adminForm(contentId);
  }

  async adminSubmissions(contentId: number, paging: PagingQuery): Promise<Page<AdminFormSubmission>> {
    await this.adminContent(contentId);
    const form = await this.repository.findFormOfContent(contentId);
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

  /** Every submission of the content's form as CSV: one row per user, one column per question. */
  async submissionsCsv(contentId: number): Promise<{ fileName: string; body: string }> {
    await this.adminContent(contentId);
    const form = await this.repository.findFormOfContent(contentId);
    if (!form) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
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
    return { fileName: `form-${contentId}-submissions.csv`, body: csvDocument([header, ...lines]) };
  }

  // ---- helpers ---------------------------------------------------------------------------

  private async present(formId: number, userId: number): Promise<ContentForm> {
    const form = await this.repository.findForm(formId);
    if (!form) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
    const [questions, submission] = await Promise.all([
      this.repository.questionsOf(form.id),
      this.repository.findSubmission(form.id, userId),
    ]);
    const answers = submission ? await this.repository.answersOf([submission.id]) : [];
    return presentContentForm(form, questions, submission, answers);
  }

  /** The content, after the content rule says the user may open it (its type is the content's own). */
  private async openContent(user: UserRow, contentId: number): Promise<FormContentRow> {
    const content = await this.repository.findContent(contentId);
    if (!content) throw new AppError('NOT_FOUND', '内容不存在');
    await this.contents.requireOpenable(user, content.id, content.listType);
    return content;
  }

  private async adminContent(contentId: number): Promise<FormContentRow> {
    const content = await this.repository.findContent(contentId);
    if (!content) throw new AppError('NOT_FOUND', '内容不存在');
    return content;
  }

  /** The question, when its answers are public, its form enabled and its content open to the user. */
  private async publicQuestion(user: UserRow, questionId: number): Promise<FormQuestionRow> {
    const found = await this.repository.findQuestion(questionId);
    if (!found?.question.publicAnswers || !found.form.enabled) {
      throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    }
    await this.openContent(user, found.form.contentId);
    return found.question;
  }

  /**
   * The answers to store, by question id, after checking each against its question: required
   * ones present, select answers among the options, lengths, upload answers our own images.
   */
  private async validAnswers(
    questions: readonly FormQuestionRow[],
    raw: Record<string, string>,
  ): Promise<Map<number, string>> {
    const byId = new Map(questions.map((question) => [question.id, question]));
    for (const key of Object.keys(raw)) {
      if (!byId.has(Number(key))) throw new AppError('VALIDATION_FAILED', answerMessages.stale);
    }
    const answers = new Map<number, string>();
    for (const question of questions) {
      const value = (raw[String(question.id)] ?? '').trim();
      if (!value) {
        if (question.required) {
          throw new AppError(
            'VALIDATION_FAILED',
            answerMessages.missing(question.label, question.kind as FormQuestionKindValue),
          );
        }
        continue;
      }
      answers.set(question.id, await this.validAnswer(question, value));
    }
    return answers;
  }

  private async validAnswer(question: FormQuestionRow, value: string): Promise<string> {
    const { label } = question;
    switch (question.kind) {
      case 'select':
        if (!question.options.includes(value))
          throw new AppError('VALIDATION_FAILED', answerMessages.badOption(label));
        return value;
      case 'upload': {
        const urls = value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean);
        if (urls.length > FORM_UPLOAD_MAX_IMAGES) {
          throw new AppError('VALIDATION_FAILED', answerMessages.tooManyImages(label));
        }
        const keys = urls.map((url) => UPLOAD_URL.exec(url)?.[1] ?? '');
        if (keys.some((key) => !STORAGE_KEY_PATTERN.test(key))) {
          throw new AppError('VALIDATION_FAILED', answerMessages.badImage(label));
        }
        const stored = await this.repository.existingPublicUploads(keys);
        if (keys.some((key) => !stored.has(key)))
          throw new AppError('VALIDATION_FAILED', answerMessages.badImage(label));
        return urls.join(',');
      }
      case 'textarea':
        if (value.length > FORM_ANSWER_MAX_LENGTH.textarea) {
          throw new AppError(
            'VALIDATION_FAILED',
            answerMessages.tooLong(label, FORM_ANSWER_MAX_LENGTH.textarea),
          );
        }
        return value;
      default:
        if (value.length > FORM_ANSWER_MAX_LENGTH.input) {
          throw new AppError(
            'VALIDATION_FAILED',
            answerMessages.tooLong(label, FORM_ANSWER_MAX_LENGTH.input),
          );
        }
        return value;
    }
  }
}
