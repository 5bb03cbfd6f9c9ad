import {
  type AdminQuestion,
  type AdminQuestionQuery,
  type Page,
  type PagingQuery,
  pageOffset,
  type Question,
  type QuestionStatusValue,
} from '@ia/shared';
import type { UploadRow } from '../../db/schema';
import { appError } from '../../lib/app-error';
import type { MessagesService } from '../messages';
import { presentUpload, type UploadAudience, type UploadsService } from '../uploads';
import type { AdminQuestionRow, QuestionsRepository } from './questions.repository';
import type { QuestionRow } from './questions.table';

/**
 * Questions to the academy: users ask (text and up to 3 of their own uploads), operators answer
 * in the console, and the first answer tells the asker in the message centre.
 */
export class QuestionsService {
  constructor(
    private readonly repository: QuestionsRepository,
    private readonly uploads: UploadsService,
    private readonly messages: MessagesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST question. */
  async ask(userId: number, input: { content: string; image_ids: number[] }): Promise<Question> {
    const images = await this.ownImages(userId, input.image_ids);
    const now = this.now();
    const row = await this.repository.insert({
      userId,
      content: input.content,
      imageIds: images.map((image) => image.id),
      createdAt: now,
      updatedAt: now,
    });
    return this.present(row, images, 'owner');
  }

  /** GET question/list: the viewer's own questions. */
  async list(
    userId: number,
    query: PagingQuery & { status?: QuestionStatusValue | undefined },
  ): Promise<Page<Question>> {
    const { total, rows } = await this.repository.pageOfUser(
      userId,
      query.status,
      pageOffset(query),
      query.pageSize,
    );
    return { total, data: await this.presentAll(rows, 'owner') };
  }

  /** GET question/{id}: one of the viewer's questions; someone else's is NOT_FOUND. */
  async get(userId: number, id: number): Promise<Question> {
    const row = await this.repository.findOfUser(userId, id);
    if (!row) throw appError('QUESTION_NOT_FOUND');
    return this.present(row, await this.uploads.findByIds(row.imageIds), 'owner');
  }

  async listForConsole(query: AdminQuestionQuery & PagingQuery): Promise<Page<AdminQuestion>> {
    const { total, rows } = await this.repository.pageForConsole(
      { status: query.status, keyword: query.keyword },
      pageOffset(query),
      query.pageSize,
    );
    return { total, data: await Promise.all(rows.map((row) => this.presentForConsole(row))) };
  }

  /**
   * Saves the operator's answer. The first answer sends a 'question' message (its dedupe key
   * makes it once per question); correcting an answer later does not message again.
   */
  async answer(id: number, answer: string, operatorId: number): Promise<AdminQuestion> {
    const now = this.now();
    const row = await this.repository.saveAnswer(id, answer, operatorId, now);
    if (!row) throw appError('QUESTION_NOT_FOUND');
    await this.messages.notify(row.userId, {
      category: 'question',
      title: '您的提问已有回复',
      body: answer.length > 60 ? `${answer.slice(0, 60)}…` : answer,
      link: `/personal/question?id=${row.id}`,
      dedupeKey: `question:${row.id}:answered`,
    });
    const saved = await this.repository.findForConsole(id);
    if (!saved) throw appError('QUESTION_NOT_FOUND');
    return this.presentForConsole(saved);
  }

  private async ownImages(userId: number, ids: readonly number[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.uploads.findByIds(ids);
    const own = rows.filter((row) => row.ownerUserId === userId && row.mime.startsWith('image/'));
    if (own.length !== ids.length) throw appError('QUESTION_IMAGE_FOREIGN');
    return own;
  }

  private async presentAll(rows: QuestionRow[], audience: UploadAudience): Promise<Question[]> {
    const images = await this.uploads.findByIds([...new Set(rows.flatMap((row) => row.imageIds))]);
    const byId = new Map(images.map((image) => [image.id, image]));
    return rows.map((row) =>
      this.present(
        row,
        row.imageIds.flatMap((id) => byId.get(id) ?? []),
        audience,
      ),
    );
  }

  private async presentForConsole(row: AdminQuestionRow): Promise<AdminQuestion> {
    const images = await this.uploads.findByIds(row.question.imageIds);
    return {
      ...this.present(row.question, images, 'operator'),
      user: { id: row.question.userId, name: row.userName, nickname: row.userNickname },
      answered_by: row.answeredBy,
    };
  }

  private present(row: QuestionRow, images: UploadRow[], audience: UploadAudience): Question {
    return {
      id: row.id,
      content: row.content,
      images: images.map((image) => presentUpload(image, audience)),
      status: row.status as QuestionStatusValue,
      answer: row.answer,
      answered_at: row.answeredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  }
}
