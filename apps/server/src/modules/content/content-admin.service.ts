import {
  type AdminContent,
  type AdminContentListItem,
  type AdminContentQuery,
  type AdminContentUpdate,
  type AdminContentValues,
  type AdminLesson,
  type AdminLessonDetail,
  type AdminLessonQuery,
  type AdminLessonValues,
  type AdminTerm,
  contentPublishRefusal,
  type Page,
  pageOffset,
  STALE_EDIT_MESSAGE,
} from '@ia/shared';
import type { GuardedUpdate } from '../../db/guarded-update';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError, appError, notFound } from '../../lib/app-error';
import { sanitizeRichBody } from '../../lib/rich-body';
import type { CategoryAdminRepository } from './category-admin.repository';
import { type ContentRow, PublishStatus } from './content.table';
import {
  presentContent,
  presentContentListItem,
  presentLesson,
  presentLessonItem,
  type TermNames,
} from './content-admin.presenter';
import type { ContentAdminRepository, ContentValues, LessonValues } from './content-admin.repository';
import { plainText, searchGrams, searchText } from './search-text';

export type TermKind = 'tag' | 'disease';
const TERM_LABEL: Record<TermKind, string> = { tag: '标签', disease: '疾病' };

/** The search keys of a content: every searchable field, as the app's search reads them (decision 011). */
function contentSearchKeys(
  values: Pick<ContentValues, 'title' | 'summary' | 'speakerName' | 'body'>,
  tagNames: readonly string[],
  diseaseNames: readonly string[],
): { searchText: string; searchGrams: string[] } {
  const text = searchText([
    values.title,
    values.summary,
    ...tagNames,
    ...diseaseNames,
    values.speakerName,
    plainText(values.body ?? ''),
  ]);
  return { searchText: text, searchGrams: searchGrams(text) };
}

function unwrapGuarded<Row>(result: GuardedUpdate<Row>, missing: string): Row {
  if (result.kind === 'missing') throw notFound(missing);
  if (result.kind === 'stale') throw new AppError('CONFLICT', STALE_EDIT_MESSAGE);
  return result.row;
}

/**
 * The console's rules for contents, course series, tags and diseases: ids must name what
 * exists, bodies are sanitised, search keys follow every write, publishing needs the
 * promotional-material approval and a cover, and an edit made from an outdated copy is refused.
 */
export class ContentAdminService {
  constructor(
    private readonly repository: ContentAdminRepository,
    private readonly categories: CategoryAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- contents ----------------------------------------------------------------------------

  async listContents(query: AdminContentQuery): Promise<Page<AdminContentListItem>> {
    const now = this.now();
    const { total, rows } = await this.repository.listContents(
      {
        listType: query.list_type,
        contentType: query.content_type,
        state: query.state,
        categoryId: query.category_id,
        keyword: query.keyword || undefined,
      },
      { limit: query.pageSize, offset: pageOffset(query) },
      now,
    );
    const names = await this.termNames(rows);
    return { total, data: rows.map((row) => presentContentListItem(row, names, now)) };
  }

  async getContent(id: number): Promise<AdminContent> {
    const row = await this.repository.findContent(id);
    if (!row) throw notFound();
    return this.present(row);
  }

  async createContent(input: AdminContentValues, operatorId: number): Promise<AdminContent> {
    const values = await this.contentValues(input);
    return this.present(await this.repository.insertContent(values, operatorId, this.now()));
  }

  async updateContent(id: number, input: AdminContentUpdate): Promise<AdminContent> {
    const values = await this.contentValues(input);
    const result = await this.repository.updateContent(id, new Date(input.updated_at), values, this.now());
    return this.present(unwrapGuarded(result, '内容不存在'));
  }

  /**
   * Publishes a content that passes the shared publish rule (an approval code, an expiry still
   * ahead, a cover: contentPublishSchema, which the console checks too).
   */
  async publishContent(id: number): Promise<AdminContent> {
    const row = await this.repository.findContent(id);
    if (!row) throw notFound();
    const now = this.now();
    const refusal = contentPublishRefusal(
      { approval_code: row.approvalCode, expires_at: row.expiresAt?.toISOString() ?? null, cover: row.cover },
      now,
    );
    if (refusal) throw new AppError('VALIDATION_FAILED', refusal.msg, { issues: refusal.issues });
    if (row.contentType === 1 && !row.videoUrl) {
      throw appError('VIDEO_CONTENT_NEEDS_VIDEO');
    }
    const published = await this.repository.setContentStatus(id, PublishStatus.PUBLISHED, now);
    if (!published) throw notFound();
    return this.present(published);
  }

  async unpublishContent(id: number): Promise<AdminContent> {
    const row = await this.repository.setContentStatus(id, PublishStatus.UNPUBLISHED, this.now());
    if (!row) throw notFound();
    return this.present(row);
  }

  async deleteContent(id: number): Promise<void> {
    if (!(await this.repository.deleteContent(id, this.now()))) throw notFound();
  }

  /** Checks every id the operator picked, sanitises the body and computes the search keys. */
  private async contentValues(input: AdminContentValues): Promise<ContentValues> {
    const [tags, diseases] = await Promise.all([
      this.requireTerms('tag', input.tag_ids),
      this.requireTerms('disease', input.disease_ids),
      this.requireCategory(input.category_id),
    ]);
    const body = sanitizeRichBody(input.body);
    const values = {
      listType: input.list_type,
      contentType: input.content_type,
      title: input.title,
      summary: input.summary,
      cover: input.cover,
      body,
      videoUrl: input.content_type === 1 ? input.video_url : null,
      durationSeconds: input.duration,
      categoryId: input.category_id,
      tagIds: input.tag_ids,
      diseaseIds: input.disease_ids,
      speakerName: input.speaker_name,
      speakerTitle: input.speaker_title,
      speakerHospital: input.speaker_hospital,
      speakerAvatar: input.speaker_avatar,
      hcpOnly: input.hcp_only,
      noSkip: input.no_skip,
      commentsEnabled: input.comments_enabled,
      approvalCode: input.approval_code,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      publishAt: input.publish_at ? new Date(input.publish_at) : null,
      unpublishAt: input.unpublish_at ? new Date(input.unpublish_at) : null,
      sort: input.sort,
    } satisfies Omit<ContentValues, 'searchText' | 'searchGrams'>;
    const keys = contentSearchKeys(
      values,
      tags.map((tag) => tag.name),
      diseases.map((disease) => disease.name),
    );
    return { ...values, ...keys };
  }

  private async present(row: ContentRow): Promise<AdminContent> {
    return presentContent(row, await this.termNames([row]), this.now());
  }

  private async termNames(rows: readonly Pick<ContentRow, 'tagIds' | 'diseaseIds'>[]): Promise<TermNames> {
    const tagIds = new Set(rows.flatMap((row) => row.tagIds));
    const diseaseIds = new Set(rows.flatMap((row) => row.diseaseIds));
    const [tags, diseases] = await Promise.all([
      this.repository.tagsByIds([...tagIds]),
      this.repository.diseasesByIds([...diseaseIds]),
    ]);
    return {
      tags: new Map(tags.map((tag) => [tag.id, tag])),
      diseases: new Map(diseases.map((disease) => [disease.id, disease])),
    };
  }

  /** The rows of `ids` in that order; an unknown id is the operator's mistake (40000). */
  private async requireTerms(kind: TermKind, ids: readonly number[]) {
    const rows = await (kind === 'tag' ? this.repository.tagsByIds(ids) : this.repository.diseasesByIds(ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      throw appError('REFERENCED_ITEMS_MISSING', { label: TERM_LABEL[kind], ids: missing.join('、') });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async requireCategory(categoryId: number | null): Promise<void> {
    if (categoryId === null) return;
    const live = await this.categories.listCategories();
    if (!live.some((category) => category.id === categoryId)) {
      throw appError('CATEGORY_ID_INVALID', { id: categoryId });
    }
  }

  // ---- tags and diseases -------------------------------------------------------------------

  async listTerms(kind: TermKind): Promise<AdminTerm[]> {
    const [rows, usage] = await Promise.all([
      kind === 'tag' ? this.repository.listTags() : this.repository.listDiseases(),
      this.repository.termUsage(kind),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      sort: row.sort,
      content_count: usage.get(row.id) ?? 0,
    }));
  }

  async createTerm(kind: TermKind, values: { name: string; sort: number }): Promise<AdminTerm> {
    try {
      const row = await this.repository.insertTerm(kind, values);
      return { id: row.id, name: row.name, sort: row.sort, content_count: 0 };
    } catch (error) {
      if (isUniqueViolation(error))
        throw appError('TERM_NAME_TAKEN', { label: TERM_LABEL[kind], name: values.name });
      throw error;
    }
  }

  /** Renames a tag or disease; contents that carry it are re-indexed so search finds the new name. */
  async updateTerm(kind: TermKind, id: number, values: { name: string; sort: number }): Promise<AdminTerm> {
    let row: Awaited<ReturnType<ContentAdminRepository['updateTerm']>>;
    try {
      row = await this.repository.updateTerm(kind, id, values);
    } catch (error) {
      if (isUniqueViolation(error))
        throw appError('TERM_NAME_TAKEN', { label: TERM_LABEL[kind], name: values.name });
      throw error;
    }
    if (!row) throw appError('TERM_NOT_FOUND', { label: TERM_LABEL[kind] });
    const affected = await this.repository.contentsWithTerm(kind, id);
    const names = await this.termNames(affected);
    for (const content of affected) {
      const keys = contentSearchKeys(
        content,
        content.tagIds.flatMap((tagId) => names.tags.get(tagId)?.name ?? []),
        content.diseaseIds.flatMap((diseaseId) => names.diseases.get(diseaseId)?.name ?? []),
      );
      await this.repository.setSearchKeys(content.id, keys);
    }
    const usage = await this.repository.termUsage(kind);
    return { id: row.id, name: row.name, sort: row.sort, content_count: usage.get(row.id) ?? 0 };
  }

  /** Deletes an unused tag or disease; one in use is refused (40900) so no content loses it silently. */
  async deleteTerm(kind: TermKind, id: number): Promise<void> {
    const uses = (await this.repository.termUsage(kind)).get(id) ?? 0;
    if (uses > 0) {
      throw appError('TERM_IN_USE', { label: TERM_LABEL[kind], count: uses });
    }
    if (!(await this.repository.deleteTerm(kind, id)))
      throw appError('TERM_NOT_FOUND', { label: TERM_LABEL[kind] });
  }

  // ---- lessons -----------------------------------------------------------------------------

  async listLessons(query: AdminLessonQuery): Promise<Page<AdminLesson>> {
    const { total, rows } = await this.repository.listLessons(
      { keyword: query.keyword || undefined, state: query.state },
      { limit: query.pageSize, offset: pageOffset(query) },
    );
    const [counts, tags] = await Promise.all([
      this.repository.lessonContentCounts(rows.map((row) => row.id)),
      this.repository.tagsByIds([...new Set(rows.flatMap((row) => row.tagIds))]),
    ]);
    const tagsById = new Map(tags.map((tag) => [tag.id, tag]));
    return { total, data: rows.map((row) => presentLesson(row, tagsById, counts.get(row.id) ?? 0)) };
  }

  async getLesson(id: number): Promise<AdminLessonDetail> {
    const row = await this.repository.findLesson(id);
    if (!row) throw appError('LESSON_NOT_FOUND');
    const [items, tags] = await Promise.all([
      this.repository.lessonItems(id),
      this.repository.tagsByIds(row.tagIds),
    ]);
    const now = this.now();
    return {
      ...presentLesson(row, new Map(tags.map((tag) => [tag.id, tag])), items.length),
      items: items.map((item) => presentLessonItem(item, now)),
    };
  }

  async createLesson(input: AdminLessonValues): Promise<AdminLessonDetail> {
    const row = await this.repository.insertLesson(await this.lessonValues(input), this.now());
    return this.getLesson(row.id);
  }

  async updateLesson(
    id: number,
    input: AdminLessonValues & { updated_at: string },
  ): Promise<AdminLessonDetail> {
    const values = await this.lessonValues(input);
    const result = await this.repository.updateLesson(id, new Date(input.updated_at), values, this.now());
    return this.getLesson(unwrapGuarded(result, '课程系列不存在').id);
  }

  async setLessonStatus(id: number, status: 'publish' | 'unpublish'): Promise<AdminLessonDetail> {
    const code = status === 'publish' ? PublishStatus.PUBLISHED : PublishStatus.UNPUBLISHED;
    const row = await this.repository.setLessonStatus(id, code, this.now());
    if (!row) throw appError('LESSON_NOT_FOUND');
    return this.getLesson(id);
  }

  /** Sets a series' contents in play order; every id must name a live content. */
  async setLessonItems(id: number, contentIds: readonly number[]): Promise<AdminLessonDetail> {
    if (!(await this.repository.findLesson(id))) throw appError('LESSON_NOT_FOUND');
    const found = new Set((await this.repository.findContents(contentIds)).map((row) => row.id));
    const missing = contentIds.filter((contentId) => !found.has(contentId));
    if (missing.length > 0) throw appError('CONTENT_IDS_INVALID', { ids: missing.join('、') });
    await this.repository.setLessonItems(id, contentIds, this.now());
    return this.getLesson(id);
  }

  async deleteLesson(id: number): Promise<void> {
    if (!(await this.repository.deleteLesson(id, this.now()))) throw appError('LESSON_NOT_FOUND');
  }

  private async lessonValues(input: AdminLessonValues): Promise<LessonValues> {
    await Promise.all([this.requireTerms('tag', input.tag_ids), this.requireCategory(input.category_id)]);
    return {
      title: input.title,
      summary: input.summary,
      cover: input.cover,
      categoryId: input.category_id,
      tagIds: input.tag_ids,
      speakerName: input.speaker_name,
      speakerTitle: input.speaker_title,
      speakerHospital: input.speaker_hospital,
      speakerAvatar: input.speaker_avatar,
      isTopic: input.is_topic,
      sort: input.sort,
    };
  }
}
