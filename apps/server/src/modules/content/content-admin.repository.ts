import type { AdminLessonState } from '@ia/shared';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GuardedUpdate, nextUpdatedAt, unchangedSince } from '../../db/guarded-update';
import { containsPattern } from '../../db/sql-helpers';
import {
  type ContentRow,
  contents,
  type DiseaseRow,
  diseases,
  homeRecommendations,
  type LessonRow,
  lessonContents,
  lessons,
  PublishStatus,
  type TagRow,
  tags,
} from './content.table';
import {
  type ContentFilter,
  type ContentValues,
  type LessonValues,
  stateCondition,
} from './content-admin.queries';
import { queryGrams, searchTerms } from './search-text';

export type { ContentFilter, ContentValues, LessonValues } from './content-admin.queries';

/** The console's queries on contents, course series, tags and diseases. */
export class ContentAdminRepository {
  constructor(private readonly db: Database) {}

  // ---- contents --------------------------------------------------------------------------

  async listContents(
    filter: ContentFilter,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<{ total: number; rows: ContentRow[] }> {
    const conditions: (SQL | undefined)[] = [isNull(contents.deletedAt)];
    if (filter.listType) conditions.push(eq(contents.listType, filter.listType));
    if (filter.contentType) conditions.push(eq(contents.contentType, filter.contentType));
    if (filter.categoryId) conditions.push(eq(contents.categoryId, filter.categoryId));
    if (filter.state) conditions.push(stateCondition(filter.state, now));
    if (filter.keyword) {
      const byId = /^\d{1,9}$/.test(filter.keyword) ? eq(contents.id, Number(filter.keyword)) : undefined;
      // Every term must be in the searchable text; the grams let the GIN index narrow first.
      const byText = and(
        ...searchTerms(filter.keyword).map((term) => {
          const grams = queryGrams(term);
          const substring = sql`position(${term} in ${contents.searchText}) > 0`;
          return grams.length > 0 ? and(arrayContains(contents.searchGrams, grams), substring) : substring;
        }),
      );
      conditions.push(byId ? or(byId, byText) : byText);
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ value: count() }).from(contents).where(where);
    const rows = await this.db
      .select()
      .from(contents)
      .where(where)
      .orderBy(desc(contents.updatedAt), desc(contents.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: total?.value ?? 0, rows };
  }

  async findContent(id: number): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contents)
      .where(and(eq(contents.id, id), isNull(contents.deletedAt)))
      .limit(1);
    return row;
  }

  /** Live (not deleted) contents among `ids`, in no particular order. */
  findContents(ids: readonly number[]): Promise<ContentRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(contents)
      .where(and(inArray(contents.id, [...ids]), isNull(contents.deletedAt)));
  }

  async insertContent(values: ContentValues, createdBy: number, now: Date): Promise<ContentRow> {
    const [row] = await this.db
      .insert(contents)
      .values({ ...values, createdBy, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into contents returned no row');
    return row;
  }

  /** Updates a content only if it still carries `editedAt`, the `updated_at` the operator edited. */
  async updateContent(
    id: number,
    editedAt: Date,
    values: ContentValues,
    now: Date,
  ): Promise<GuardedUpdate<ContentRow>> {
    const [row] = await this.db
      .update(contents)
      .set({ ...values, updatedAt: nextUpdatedAt(contents.updatedAt, now) })
      .where(
        and(eq(contents.id, id), isNull(contents.deletedAt), unchangedSince(contents.updatedAt, editedAt)),
      )
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.findContent(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  /** Sets the publication status; publishing stamps `published_at` the first time only. */
  async setContentStatus(id: number, status: number, now: Date): Promise<ContentRow | undefined> {
    const [row] = await this.db
      .update(contents)
      .set({
        status,
        ...(status === PublishStatus.PUBLISHED
          ? { publishedAt: sql`coalesce(${contents.publishedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
        updatedAt: nextUpdatedAt(contents.updatedAt, now),
      })
      .where(and(eq(contents.id, id), isNull(contents.deletedAt)))
      .returning();
    return row;
  }

  /** Soft-deletes a content and takes it out of the home picks and every course series. */
  async deleteContent(id: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .update(contents)
        .set({ deletedAt: now, updatedAt: nextUpdatedAt(contents.updatedAt, now) })
        .where(and(eq(contents.id, id), isNull(contents.deletedAt)))
        .returning({ id: contents.id });
      if (deleted.length === 0) return false;
      await tx.delete(homeRecommendations).where(eq(homeRecommendations.contentId, id));
      await tx.delete(lessonContents).where(eq(lessonContents.contentId, id));
      return true;
    });
  }

  /** Live contents that carry the tag (or disease), for re-indexing after a rename. */
  contentsWithTerm(kind: 'tag' | 'disease', id: number): Promise<ContentRow[]> {
    const column = kind === 'tag' ? contents.tagIds : contents.diseaseIds;
    return this.db
      .select()
      .from(contents)
      .where(and(isNull(contents.deletedAt), arrayContains(column, [id])));
  }

  /** Rewrites the search keys of one content (they follow its tags' and diseases' names). */
  async setSearchKeys(id: number, keys: { searchText: string; searchGrams: string[] }): Promise<void> {
    await this.db.update(contents).set(keys).where(eq(contents.id, id));
  }

  // ---- tags and diseases -------------------------------------------------------------------

  listTags(): Promise<TagRow[]> {
    return this.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id));
  }

  listDiseases(): Promise<DiseaseRow[]> {
    return this.db.select().from(diseases).orderBy(asc(diseases.sort), asc(diseases.id));
  }

  tagsByIds(ids: readonly number[]): Promise<TagRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(tags)
      .where(inArray(tags.id, [...ids]));
  }

  diseasesByIds(ids: readonly number[]): Promise<DiseaseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(diseases)
      .where(inArray(diseases.id, [...ids]));
  }

  /** How many live contents (and, for tags, course series) use each tag or disease. */
  async termUsage(kind: 'tag' | 'disease'): Promise<Map<number, number>> {
    const column = kind === 'tag' ? sql`tag_ids` : sql`disease_ids`;
    const result = await this.db.execute(sql`
      select id, count(*)::int as uses from (
        select unnest(${column}) as id from ${contents} where deleted_at is null
        ${kind === 'tag' ? sql`union all select unnest(tag_ids) as id from ${lessons} where deleted_at is null` : sql``}
      ) used group by id`);
    const { rows } = result as unknown as { rows: { id: number; uses: number }[] };
    return new Map(rows.map((row) => [Number(row.id), Number(row.uses)]));
  }

  async insertTerm(kind: 'tag' | 'disease', values: { name: string; sort: number }): Promise<TagRow> {
    const table = kind === 'tag' ? tags : diseases;
    const [row] = await this.db.insert(table).values(values).returning();
    if (!row) throw new Error(`insert into ${kind} returned no row`);
    return row;
  }

  async updateTerm(
    kind: 'tag' | 'disease',
    id: number,
    values: { name: string; sort: number },
  ): Promise<TagRow | undefined> {
    const table = kind === 'tag' ? tags : diseases;
    const [row] = await this.db.update(table).set(values).where(eq(table.id, id)).returning();
    return row;
  }

  async deleteTerm(kind: 'tag' | 'disease', id: number): Promise<boolean> {
    const table = kind === 'tag' ? tags : diseases;
    const deleted = await this.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return deleted.length > 0;
  }

  // ---- lessons -----------------------------------------------------------------------------

  async listLessons(
    filter: { keyword?: string | undefined; state?: AdminLessonState | undefined },
    page: { limit: number; offset: number },
  ): Promise<{ total: number; rows: LessonRow[] }> {
    const conditions: (SQL | undefined)[] = [isNull(lessons.deletedAt)];
    if (filter.keyword) conditions.push(ilike(lessons.title, containsPattern(filter.keyword)));
    if (filter.state) {
      const status = { draft: 0, published: 1, unpublished: 2 }[filter.state];
      conditions.push(eq(lessons.status, status));
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ value: count() }).from(lessons).where(where);
    const rows = await this.db
      .select()
      .from(lessons)
      .where(where)
      .orderBy(desc(lessons.sort), desc(lessons.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: total?.value ?? 0, rows };
  }

  async findLesson(id: number): Promise<LessonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, id), isNull(lessons.deletedAt)))
      .limit(1);
    return row;
  }

  /** How many live contents each series holds. */
  async lessonContentCounts(lessonIds: readonly number[]): Promise<Map<number, number>> {
    if (lessonIds.length === 0) return new Map();
    const rows = await this.db
      .select({ lessonId: lessonContents.lessonId, value: count() })
      .from(lessonContents)
      .innerJoin(contents, and(eq(contents.id, lessonContents.contentId), isNull(contents.deletedAt)))
      .where(inArray(lessonContents.lessonId, [...lessonIds]))
      .groupBy(lessonContents.lessonId);
    return new Map(rows.map((row) => [row.lessonId, row.value]));
  }

  /** A series' live contents in play order. */
  lessonItems(lessonId: number): Promise<ContentRow[]> {
    return this.db
      .select({ content: contents })
      .from(lessonContents)
      .innerJoin(contents, and(eq(contents.id, lessonContents.contentId), isNull(contents.deletedAt)))
      .where(eq(lessonContents.lessonId, lessonId))
      .orderBy(asc(lessonContents.sort), asc(contents.id))
      .then((rows) => rows.map((row) => row.content));
  }

  async insertLesson(values: LessonValues, now: Date): Promise<LessonRow> {
    const [row] = await this.db
      .insert(lessons)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into lessons returned no row');
    return row;
  }

  async updateLesson(
    id: number,
    editedAt: Date,
    values: LessonValues,
    now: Date,
  ): Promise<GuardedUpdate<LessonRow>> {
    const [row] = await this.db
      .update(lessons)
      .set({ ...values, updatedAt: nextUpdatedAt(lessons.updatedAt, now) })
      .where(and(eq(lessons.id, id), isNull(lessons.deletedAt), unchangedSince(lessons.updatedAt, editedAt)))
      .returning();
    if (row) return { kind: 'updated', row };
    return (await this.findLesson(id)) ? { kind: 'stale' } : { kind: 'missing' };
  }

  async setLessonStatus(id: number, status: number, now: Date): Promise<LessonRow | undefined> {
    const [row] = await this.db
      .update(lessons)
      .set({
        status,
        ...(status === PublishStatus.PUBLISHED
          ? { publishedAt: sql`coalesce(${lessons.publishedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
        updatedAt: nextUpdatedAt(lessons.updatedAt, now),
      })
      .where(and(eq(lessons.id, id), isNull(lessons.deletedAt)))
      .returning();
    return row;
  }

  /** Replaces a series' contents with `contentIds`, in that order. */
  async setLessonItems(lessonId: number, contentIds: readonly number[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(lessonContents).where(eq(lessonContents.lessonId, lessonId));
      if (contentIds.length > 0) {
        await tx
          .insert(lessonContents)
          .values(contentIds.map((contentId, index) => ({ lessonId, contentId, sort: index + 1 })));
      }
      await tx
        .update(lessons)
        .set({ updatedAt: nextUpdatedAt(lessons.updatedAt, now) })
        .where(eq(lessons.id, lessonId));
    });
  }

  async deleteLesson(id: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .update(lessons)
        .set({ deletedAt: now, updatedAt: nextUpdatedAt(lessons.updatedAt, now) })
        .where(and(eq(lessons.id, id), isNull(lessons.deletedAt)))
        .returning({ id: lessons.id });
      if (deleted.length === 0) return false;
      await tx.delete(lessonContents).where(eq(lessonContents.lessonId, id));
      return true;
    });
  }

  /** Whether any live content or series is filed under the category (deleting it would orphan them). */
  async categoryUsage(categoryId: number): Promise<{ contents: number; lessons: number }> {
    const [contentCount] = await this.db
      .select({ value: count() })
      .from(contents)
      .where(and(eq(contents.categoryId, categoryId), isNull(contents.deletedAt)));
    const [lessonCount] = await this.db
      .select({ value: count() })
      .from(lessons)
      .where(and(eq(lessons.categoryId, categoryId), isNull(lessons.deletedAt)));
    return { contents: contentCount?.value ?? 0, lessons: lessonCount?.value ?? 0 };
  }
}
