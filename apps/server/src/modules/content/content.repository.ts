import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentForms, contentReactions, type LearningProgressRow, learningProgress } from '../../db/schema';
import { containsPattern, integerArrayLiteral } from '../../db/sql-helpers';
import { turnLoader } from '../../db/turn-loader';
import {
  type ContentDetailRow,
  type ContentFilter,
  type ContentOrder,
  type ContentScope,
  type ContentSearch,
  type ContentSummaryRow,
  categoryVisibleCondition,
  filterConditions,
  hotOrder,
  integerArray,
  type LessonItemRow,
  latestOrder,
  qualified,
  type SearchHitRow,
  summaryColumns,
  textArray,
  visibleCondition,
} from './content.queries';
import {
  type BannerRow,
  banners,
  type ContentRow,
  contents,
  type DiseaseRow,
  diseases,
  type HomeSectionRow,
  homeRecommendations,
  homeSections,
  type LessonRow,
  lessonContents,
  lessons,
  PublishStatus,
  type TagRow,
  tags,
} from './content.table';

export type {
  ContentDetailFields,
  ContentDetailRow,
  ContentFilter,
  ContentOrder,
  ContentScope,
  ContentSearch,
  ContentSummaryRow,
  ContentViewerFlags,
  LessonItemRow,
  SearchHitRow,
} from './content.queries';

/** A content's columns but its search index (a long text and an array the detail page never shows). */
const { searchText: _searchText, searchGrams: _searchGrams, ...detailColumns } = getTableColumns(contents);

/** Viewer states read by one statement at most (a batch beyond it is split). */
const VIEWER_STATES_PER_READ = 200;

interface ViewerStateKey {
  id: number;
  userId: number;
}

/** The viewer's own part of a content's detail page (the row itself is shared). */
export interface ViewerState {
  zanned: boolean;
  favered: boolean;
  progress: Pick<LearningProgressRow, 'totalSeconds' | 'position' | 'finishedAt' | 'updatedAt'> | null;
}

const NO_VIEWER_STATE: ViewerState = { zanned: false, favered: false, progress: null };

interface ViewerStateRow {
  ord: number;
  zanned: boolean;
  favered: boolean;
  has_progress: boolean;
  total_tims: number | null;
  position: number | null;
  finished_at: string | Date | null;
  updated_at: string | Date | null;
}

/** Queries of the mobile read side of learning content (contents, lessons, home, banners). */
export class ContentRepository {
  /** The detail page's shared part, prepared once. */
  private readonly detailQuery;
  /**
   * The viewers' parts of the detail pages asked for in one turn of the event loop, read by one
   * statement: at a hundred concurrent requests, sending one statement per request to PostgreSQL
   * was a quarter of the server's CPU (the socket writes alone).
   */
  private readonly viewerStates = turnLoader<ViewerStateKey, ViewerState>(
    (keys) => this.readViewerStates(keys),
    VIEWER_STATES_PER_READ,
  );

  /** The viewer's progress on a page of contents or series items, asked with nearly every list: prepared once. */
  private readonly progressQuery;

  constructor(private readonly db: Database) {
    this.detailQuery = this.prepareDetailQuery();
    this.progressQuery = db
      .select()
      .from(learningProgress)
      .where(
        and(
          eq(learningProgress.userId, sql.placeholder('userId')),
          sql`${learningProgress.contentId} = any(${sql.placeholder('contentIds')}::int[])`,
        ),
      )
      .prepare('content_progress');
  }

  /** The viewer's learning_progress rows on these contents (the learning feature writes them). */
  progressRows(userId: number, contentIds: number[]) {
    if (contentIds.length === 0) return Promise.resolve([]);
    return this.progressQuery.execute({ userId, contentIds });
  }

  async findById(id: number): Promise<ContentRow | undefined> {
    const [row] = await this.db.select().from(contents).where(eq(contents.id, id));
    return row;
  }

  /** One more view; a plain increment, concurrent views each count. */
  async incrementViewCount(id: number): Promise<void> {
    await this.db
      .update(contents)
      .set({ viewCount: sql`${contents.viewCount} + 1` })
      .where(eq(contents.id, id));
  }

  /** A page of visible contents plus the total, in two queries. */
  async page(
    filter: ContentFilter,
    scope: ContentScope,
    order: ContentOrder,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: ContentSummaryRow[] }> {
    const where = and(visibleCondition(scope), ...filterConditions(filter));
    const [rows, totals] = await Promise.all([
      this.db
        .select(summaryColumns)
        .from(contents)
        .where(where)
        .orderBy(...(order === 'hot' ? hotOrder : latestOrder))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contents).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  /** The first `limit` visible contents, without a total (home sections). */
  top(filter: ContentFilter, scope: ContentScope, limit: number): Promise<ContentSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(contents)
      .where(and(visibleCondition(scope), ...filterConditions(filter)))
      .orderBy(...latestOrder)
      .limit(limit);
  }

  /** Visible contents by id, in no particular order (the caller orders them). */
  async visibleByIds(ids: readonly number[], scope: ContentScope): Promise<ContentSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(summaryColumns)
      .from(contents)
      .where(and(visibleCondition(scope), inArray(contents.id, [...ids])));
  }

  /** Tag ids used by the visible contents of a list type (the filter chips of get_tag=1). */
  async usedTagIds(scope: ContentScope, listType: number | undefined): Promise<number[]> {
    const tagId = sql<number>`unnest(${contents.tagIds})`.as('tag_id');
    const used = this.db
      .select({ tagId })
      .from(contents)
      .where(
        and(visibleCondition(scope), listType === undefined ? undefined : eq(contents.listType, listType)),
      )
      .as('used');
    const rows = await this.db.selectDistinct({ tagId: used.tagId }).from(used);
    return rows.map((row) => Number(row.tagId));
  }

  /**
   * The part of a content's detail page every viewer shares: the row, whether an enabled form is
   * attached, and the oldest published series containing it (the playlist under the player).
   */
  async findDetail(id: number): Promise<ContentDetailRow | undefined> {
    const [found] = await this.detailQuery.execute({ id });
    if (!found) return undefined;
    const { row, hasForm, lessonId } = found;
    return { row, hasForm, lessonId: lessonId === null ? null : Number(lessonId) };
  }

  /** What the detail page shows about the viewer: liked ('zan'), collected ('faver'), progress. */
  findViewerState(id: number, userId: number): Promise<ViewerState> {
    return this.viewerStates.load({ id, userId });
  }

  /** The viewer states of `keys`, in their order, in one statement. */
  private async readViewerStates(keys: readonly ViewerStateKey[]): Promise<ViewerState[]> {
    const ids = integerArrayLiteral(keys.map((key) => key.id));
    const userIds = integerArrayLiteral(keys.map((key) => key.userId));
    const reacted = (kind: string) => sql`exists (select 1 from ${contentReactions} r
      where r.user_id = k.user_id and r.content_id = c.id and r.type = c.list_type and r.kind = ${kind})`;
    const result = await this.db.execute(sql`
      select k.ord, ${reacted('zan')} as zanned, ${reacted('faver')} as favered,
        p.user_id is not null as has_progress, p.total_tims, p.position, p.finished_at, p.updated_at
      from unnest(${ids}::int[], ${userIds}::int[]) with ordinality as k(id, user_id, ord)
      left join ${contents} c on c.id = k.id
      left join ${learningProgress} p on p.content_id = k.id and p.user_id = k.user_id
      order by k.ord`);
    const rows = (result as unknown as { rows: ViewerStateRow[] }).rows;
    return keys.map((_, index) => {
      const row = rows[index];
      if (!row) return NO_VIEWER_STATE;
      return {
        zanned: Boolean(row.zanned),
        favered: Boolean(row.favered),
        progress: row.has_progress
          ? {
              totalSeconds: Number(row.total_tims),
              position: Number(row.position),
              finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
              updatedAt: new Date(row.updated_at ?? 0),
            }
          : null,
      };
    });
  }

  /** Adds counted views (BatchedCounter) to their contents in one statement. */
  async addViews(views: ReadonlyMap<number, number>): Promise<void> {
    const ids = integerArrayLiteral([...views.keys()]);
    const counts = integerArrayLiteral([...views.values()]);
    await this.db.execute(sql`update ${contents} set view_count = ${contents.viewCount} + added.views
      from (select unnest(${ids}::int[]) as id, unnest(${counts}::int[]) as views) as added
      where ${contents.id} = added.id`);
  }

  private prepareDetailQuery() {
    const c = qualified;
    return this.db
      .select({
        row: detailColumns,
        hasForm:
          sql<boolean>`exists (select 1 from ${contentForms} where ${c(contentForms.contentId)} = ${c(contents.id)}
          and ${c(contentForms.type)} = 1 and ${c(contentForms.enabled)})`.mapWith(Boolean),
        lessonId: sql<number | null>`(select min(${c(lessons.id)}) from ${lessonContents}
          join ${lessons} on ${c(lessons.id)} = ${c(lessonContents.lessonId)}
          where ${c(lessonContents.contentId)} = ${c(contents.id)} and ${c(lessons.status)} = ${PublishStatus.PUBLISHED}
          and ${c(lessons.deletedAt)} is null)`,
      })
      .from(contents)
      .where(eq(contents.id, sql.placeholder('id')))
      .prepare('content_detail');
  }

  // ---- Search -------------------------------------------------------------------------------

  /**
   * Contents matching every term, best first: a title match, then a tag match, then the rest
   * (body, summary, speaker); newest first within each. The grams' `@>` is what the GIN index
   * answers; a substring test then confirms each term really occurs. That test is a LIKE (the
   * same meaning as position() > 0) because the planner evaluates the cheaper-costed qual first:
   * when a common term makes it scan the table, the substring test then rejects most rows before
   * the array containment, which costs far more per row (measured 6× faster at 10 000 rows).
   */
  async search(
    search: ContentSearch,
    scope: ContentScope,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: SearchHitRow[] }> {
    const where = and(
      visibleCondition(scope),
      search.listType === undefined ? undefined : eq(contents.listType, search.listType),
      ...search.terms.map((term) => like(contents.searchText, containsPattern(term))),
      search.grams.length === 0 ? undefined : sql`${contents.searchGrams} @> ${textArray(search.grams)}`,
    );
    const titleMatch = sql.join(
      search.terms.map((term) => sql`position(${term} in lower(${contents.title})) > 0`),
      sql` or `,
    );
    const tagMatch =
      search.matchingTagIds.length === 0
        ? sql`false`
        : sql`${contents.tagIds} && ${integerArray(search.matchingTagIds)}`;
    const rank = sql`case when ${titleMatch} then 0 when ${tagMatch} then 1 else 2 end`;
    const [rows, totals] = await Promise.all([
      this.db
        .select({ ...summaryColumns, body: contents.body })
        .from(contents)
        .where(where)
        .orderBy(rank, ...latestOrder)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contents).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  // ---- Reference tables (small; the service caches them) -----------------------------------

  allTags(): Promise<TagRow[]> {
    return this.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id));
  }

  allDiseases(): Promise<DiseaseRow[]> {
    return this.db.select().from(diseases).orderBy(asc(diseases.sort), asc(diseases.id));
  }

  // ---- Home ---------------------------------------------------------------------------------

  enabledSections(): Promise<HomeSectionRow[]> {
    return this.db
      .select()
      .from(homeSections)
      .where(eq(homeSections.enabled, true))
      .orderBy(asc(homeSections.sort), asc(homeSections.id));
  }

  async findSection(id: number): Promise<HomeSectionRow | undefined> {
    const [row] = await this.db.select().from(homeSections).where(eq(homeSections.id, id));
    return row;
  }

  /** The operators' picks that are visible, in their order. */
  recommended(scope: ContentScope, limit: number): Promise<ContentSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(homeRecommendations)
      .innerJoin(contents, eq(contents.id, homeRecommendations.contentId))
      .where(visibleCondition(scope))
      .orderBy(asc(homeRecommendations.sort), asc(homeRecommendations.id))
      .limit(limit);
  }

  /** Enabled banners of a position showing at `now`, in order. */
  activeBanners(position: string, now: Date): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.position, position),
          eq(banners.enabled, true),
          or(isNull(banners.startsAt), lte(banners.startsAt, now)),
          or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
  }

  // ---- Lessons (course series) -------------------------------------------------------------

  /** A page of published series (all, or only topics) plus the total. */
  async lessonPage(
    filter: { topicsOnly: boolean; categoryIds?: readonly number[] | undefined; tagId?: number | undefined },
    hiddenCategoryIds: readonly number[],
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: LessonRow[] }> {
    const where = and(
      this.publishedLesson(),
      categoryVisibleCondition(lessons.categoryId, hiddenCategoryIds),
      filter.topicsOnly ? eq(lessons.isTopic, true) : undefined,
      filter.categoryIds === undefined ? undefined : inArray(lessons.categoryId, [...filter.categoryIds]),
      filter.tagId === undefined ? undefined : sql`${lessons.tagIds} @> ${integerArray([filter.tagId])}`,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(lessons)
        .where(where)
        .orderBy(
          sql`${lessons.sort} desc`,
          sql`${lessons.publishedAt} desc nulls last`,
          sql`${lessons.id} desc`,
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(lessons).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, rows };
  }

  /** Tag ids used by published series (get_tag=1 on the lesson lists). */
  async lessonTagIds(topicsOnly: boolean, hiddenCategoryIds: readonly number[]): Promise<number[]> {
    const tagId = sql<number>`unnest(${lessons.tagIds})`.as('tag_id');
    const used = this.db
      .select({ tagId })
      .from(lessons)
      .where(
        and(
          this.publishedLesson(),
          categoryVisibleCondition(lessons.categoryId, hiddenCategoryIds),
          topicsOnly ? eq(lessons.isTopic, true) : undefined,
        ),
      )
      .as('used');
    const rows = await this.db.selectDistinct({ tagId: used.tagId }).from(used);
    return rows.map((row) => Number(row.tagId));
  }

  async findPublishedLesson(
    id: number,
    hiddenCategoryIds: readonly number[],
  ): Promise<LessonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.id, id),
          this.publishedLesson(),
          categoryVisibleCondition(lessons.categoryId, hiddenCategoryIds),
        ),
      );
    return row;
  }

  /** The visible items of several series in one query, each series in its playlist order. */
  async lessonItems(lessonIds: readonly number[], scope: ContentScope): Promise<LessonItemRow[]> {
    if (lessonIds.length === 0) return [];
    return this.db
      .select({ lessonId: lessonContents.lessonId, sort: lessonContents.sort, content: summaryColumns })
      .from(lessonContents)
      .innerJoin(contents, eq(contents.id, lessonContents.contentId))
      .where(and(inArray(lessonContents.lessonId, [...lessonIds]), visibleCondition(scope)))
      .orderBy(asc(lessonContents.lessonId), asc(lessonContents.sort), asc(lessonContents.contentId));
  }

  private publishedLesson(): SQL {
    return and(eq(lessons.status, PublishStatus.PUBLISHED), isNull(lessons.deletedAt)) as SQL;
  }
}
