import {
  IMAGING_QUESTION_LEARN_SECONDS,
  type ImagingAnswerInput,
  type ImagingAnswerResult,
  type ImagingCase,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { appError, notFound } from '../../lib/app-error';
import type { ContentGate } from '../../lib/target-gate';
import { presentQuestion, presentSeries } from './imaging.presenter';
import type { ImagingContentRow, ImagingRepository } from './imaging.repository';

/** How answering credits learning time (the learning feature's port): once per key, a LEARN log. */
export interface LearningCredit {
  creditOnce(credit: {
    userId: number;
    contentId: number;
    type: number;
    key: string;
    seconds: number;
  }): Promise<boolean>;
}

/** The learning key of a question: one LEARN credit per member and question. */
const questionLearningKey = (questionId: number) => `imaging-question-${questionId}`;

/**
 * Imaging cases in the app: a content's series and questions, shown to exactly the content's
 * audience (the content gate decides), and answers kept once per member and question.
 */
export class ImagingService {
  constructor(
    private readonly repository: ImagingRepository,
    private readonly contents: ContentGate,
    private readonly learning: LearningCredit,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET imaging/{content_id}: the content's complete series and its questions, with the viewer's answers. */
  async caseFor(user: UserRow, contentId: number): Promise<ImagingCase> {
    await this.openContent(user, contentId);
    const [bundle, questions] = await Promise.all([
      this.repository.seriesBundle(contentId),
      this.repository.questionsOf(contentId),
    ]);
    const series = presentSeries(bundle);
    const positions = new Map(bundle.slices.map((slice) => [slice.id, slice.position]));
    const shownSeries = new Set(series.map((item) => item.id));
    const shownQuestions = questions.filter((question) => shownSeries.has(question.seriesId));
    const answers = new Map(
      (
        await this.repository.answersOf(
          user.id,
          shownQuestions.map((question) => question.id),
        )
      ).map((answer) => [answer.questionId, answer]),
    );
    return {
      content_id: contentId,
      series,
      questions: shownQuestions.map((question) =>
        presentQuestion(question, positions.get(question.sliceId) ?? 1, answers.get(question.id)),
      ),
    };
  }

  /**
   * POST imaging/answer: the member's answer (or a reveal), kept once: a repeated or later call
   * changes nothing and answers what was kept. The first one credits the content with a minute of
   * learning (a LEARN log the points rules price like any other).
   */
  async answer(user: UserRow, input: ImagingAnswerInput): Promise<ImagingAnswerResult> {
    const question = await this.repository.findQuestion(input.question_id);
    if (!question) throw appError('IMAGING_QUESTION_NOT_FOUND');
    const content = await this.openContent(user, question.contentId);
    const answer = input.answer ?? null;
    if (answer !== null && question.kind === 'choice' && !question.choices.includes(answer)) {
      throw appError('IMAGING_ANSWER_NOT_A_CHOICE');
    }
    const correct = answer === null || question.kind !== 'choice' ? null : answer === question.correctAnswer;
    const stored = await this.repository.answerOnce({
      questionId: question.id,
      contentId: question.contentId,
      userId: user.id,
      answer,
      correct,
      createdAt: this.now(),
    });
    // Credited after the answer is kept; a retry after a failed credit credits then (once per key).
    const credited = await this.learning.creditOnce({
      userId: user.id,
      contentId: content.id,
      type: content.listType,
      key: questionLearningKey(question.id),
      seconds: IMAGING_QUESTION_LEARN_SECONDS,
    });
    const slice = await this.repository.findSlice(question.sliceId);
    return {
      question: presentQuestion(question, slice?.position ?? 1, stored.answer),
      learned_seconds: credited ? IMAGING_QUESTION_LEARN_SECONDS : 0,
    };
  }

  private async openContent(user: UserRow, contentId: number): Promise<ImagingContentRow> {
    const content = await this.repository.findContent(contentId);
    if (!content) throw notFound();
    await this.contents.requireOpenable(user, content.id, content.listType);
    return content;
  }
}
