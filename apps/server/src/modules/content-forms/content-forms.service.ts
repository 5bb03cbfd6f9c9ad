import {
  type ContentForm,
  type ContentFormSubmit,
  FORM_ANSWER_MAX_LENGTH,
  FORM_UPLOAD_MAX_IMAGES,
  type FormAnswer,
  type FormQuestionKindValue,
  type Page,
  type PagingQuery,
  pageOffset,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError, appError, notFound } from '../../lib/app-error';
import type { ContentGate } from '../../lib/target-gate';
import { STORAGE_KEY_PATTERN } from '../uploads';
import { presentContentForm, presentPublicAnswer } from './content-forms.presenter';
import {
  CAMPAIGN_FORM_TYPE,
  CONTENT_FORM_TYPE,
  type ContentFormRow,
  type ContentFormsRepository,
  type FormContentRow,
  type FormQuestionRow,
} from './content-forms.repository';

/**
 * What the feature owning a form target adds around a submission (campaigns, for their sign-up
 * forms: only participants submit, and the first submission earns the form's points). The forms
 * feature calls it without knowing that feature.
 */
export interface FormSubmissionHooks {
  /** Refuses a submission before anything is stored (throws the catalogue error). */
  beforeSubmit(user: UserRow, targetId: number): Promise<void>;
  /**
   * Called after every stored submission (it must be idempotent: a retried or concurrent one
   * calls it again); answers the points it earned just now, 0 when none.
   */
  afterSubmit(user: UserRow, targetId: number): Promise<number>;
}

/** content_forms.type for a typeMap value: contents of every list type share 1; 6 is a campaign; others have no forms. */
function formTypeOf(typeMap: number): number | null {
  if (typeMap >= 1 && typeMap <= 3) return CONTENT_FORM_TYPE;
  if (typeMap === CAMPAIGN_FORM_TYPE) return CAMPAIGN_FORM_TYPE;
  return null;
}

/** The 404 of a missing form, by what it belongs to. */
export const formNotFound = (formType: number) =>
  appError(formType === CAMPAIGN_FORM_TYPE ? 'CAMPAIGN_FORM_NOT_FOUND' : 'CONTENT_FORM_NOT_FOUND');
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
  private readonly hooks = new Map<number, FormSubmissionHooks>();

  constructor(
    private readonly repository: ContentFormsRepository,
    private readonly contents: ContentGate,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Lets the feature owning forms of `formType` (6: campaigns) take part in their submissions. */
  registerSubmissionHooks(formType: number, hooks: FormSubmissionHooks): void {
    if (this.hooks.has(formType)) throw new Error(`form hooks for type ${formType} are registered twice`);
    this.hooks.set(formType, hooks);
  }

  // ---- app -------------------------------------------------------------------------------

  /** GET content/form/{a}/{b}: the form of content (or campaign, b = 6) `targetId`, with the viewer's answers. */
  async formFor(user: UserRow, targetId: number, type: number): Promise<ContentForm> {
    await this.contents.requireOpenable(user, targetId, type);
    const formType = formTypeOf(type);
    const form = formType === null ? undefined : await this.repository.findFormOf(formType, targetId);
    if (!form?.enabled) throw formNotFound(formType ?? CONTENT_FORM_TYPE);
    return this.present(form.id, user.id);
  }

  async submit(user: UserRow, input: ContentFormSubmit): Promise<ContentForm> {
    const form = await this.repository.findForm(input.form_id);
    if (!form || form.contentId !== input.content_id) {
      // Which content exists is the content rule's to say (404 or 40304) before "no such form".
      if (!form) await this.openContent(user, input.content_id);
      throw appError('CONTENT_FORM_CLOSED');
    }
    await this.openTarget(user, form);
    if (!form.enabled) throw appError('CONTENT_FORM_CLOSED');
    const hooks = this.hooks.get(form.type);
    await hooks?.beforeSubmit(user, form.contentId);
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
    const score = (await hooks?.afterSubmit(user, form.contentId)) ?? 0;
    const presented = await this.present(form.id, user.id);
    return score > 0 ? { ...presented, score } : presented;
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
    if (!answer) throw appError('FORM_ANSWER_NOT_FOUND');
    await this.publicQuestion(user, answer.questionId);
    const zanCount = await this.repository.transaction(async (repository) => {
      const changed = liked
        ? await repository.insertAnswerLike(answerId, user.id)
        : await repository.deleteAnswerLike(answerId, user.id);
      return repository.bumpAnswerZan(answerId, changed ? (liked ? 1 : -1) : 0);
    });
    return { zanned: liked, zan_count: zanCount };
  }

  // ---- helpers ---------------------------------------------------------------------------

  private async present(formId: number, userId: number): Promise<ContentForm> {
    const form = await this.repository.findForm(formId);
    if (!form) throw appError('CONTENT_FORM_NOT_FOUND');
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
    if (!content) throw notFound();
    await this.contents.requireOpenable(user, content.id, content.listType);
    return content;
  }

  /** A form's target as the rule of its kind says the user may open it: a content by its own list type, a campaign by its gate. */
  private async openTarget(user: UserRow, form: ContentFormRow): Promise<void> {
    if (form.type === CONTENT_FORM_TYPE) await this.openContent(user, form.contentId);
    else await this.contents.requireOpenable(user, form.contentId, form.type);
  }

  /** The question, when its answers are public, its form enabled and its content open to the user. */
  private async publicQuestion(user: UserRow, questionId: number): Promise<FormQuestionRow> {
    const found = await this.repository.findQuestion(questionId);
    if (!found?.question.publicAnswers || !found.form.enabled) {
      throw appError('FORM_QUESTION_NOT_FOUND');
    }
    await this.openTarget(user, found.form);
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
