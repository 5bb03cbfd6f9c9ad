import {
  type Banner,
  type BannerPositionValue,
  type ContentDetail,
  type ContentList,
  type ContentListQuery,
  type ContentPreview,
  type ContentProgress,
  type ContentSummary,
  type DiseaseList,
  type HomeSection,
  type HomeSetting,
  type LessonDetail,
  type LessonList,
  type PagingQuery,
  pageOffset,
  type SearchQuery,
  type SearchResult,
  type Tag,
} from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError, appError, notFound } from '../../lib/app-error';
import { type KeptReads, keptOrRead, keptReads } from '../../lib/kept-reads';
import type { CategoriesService } from '../categories';
import { BatchedCounter } from './batched-counter';
import {
  type ContentLookups,
  presentBanner,
  presentContentDetail,
  presentContentPreview,
  presentContentSummary,
  presentDisease,
  presentHomeSection,
  presentLessonSummary,
  presentProgress,
  presentTag,
  searchSnippet,
} from './content.presenter';
import type {
  ContentDetailFields,
  ContentDetailRow,
  ContentRepository,
  ContentScope,
  ContentSummaryRow,
  LessonItemRow,
} from './content.repository';
import type { DiseaseRow, TagRow } from './content.table';
import { categoryWithDescendants, hiddenCategoryIds } from './content-categories';
import { contentOpenDenial, isContentLive } from './content-visibility';
import { queryGrams, searchTerms } from './search-text';

/** The viewer a read is for: anonymous on previews, otherwise the signed-in user. */
export type ContentViewer = Pick<UserRow, 'id' | 'kind' | 'certifiedAt' | 'memberGroupIds'>;

/** How long the tag and disease tables are reused: read on every list, edited rarely. */
const REFERENCE_CACHE_MS = 5_000;
/** Detail pages whose shared part is kept (the most read contents of a meeting night fit). */
const DETAIL_CACHE_MAX = 2000;
/** Most sets of series whose items are kept (a page of series and a viewer's hidden categories each). */
const LESSON_ITEMS_CACHE_MAX = 500;
/** A detail page's shared part, and the base its shown view count goes on counting from. */
interface SharedDetail {
  detail: ContentDetailRow;
  viewBase: number;
}
/** Most operator picks home/recommend answers. */
const HOME_RECOMMEND_MAX = 50;

interface LessonFilter {
  category_id?: number | undefined;
  tag_id?: number | undefined;
  get_tag?: number | undefined;
}

/** The mobile read side of learning content: home, lists, series, search, detail and previews. */
export class ContentService {
  private reference:
    | { lookups: ContentLookups; tags: TagRow[]; diseases: DiseaseRow[]; at: number }
    | undefined;

  /** Views of detail pages, written once a second (decision 027). */
  private readonly views: BatchedCounter;
  /**
   * The shared part of detail pages, by content id, for `detailCacheMs` (decision 027: shared reads
   * are at most a second old, and an operator's edit drops them at once through `forgetShared`).
   * With `viewBase` the shown view count goes on counting while the row is reused.
   */
  private readonly details: KeptReads<number, { shared: SharedDetail | null }> | null;
  /**
   * The visible items of series, by the series asked for and the categories hidden from the
   * viewer, kept as the detail pages are: every viewer of the home's series shares one read a
   * second, and an edit drops them at once. The viewer's own progress is read apart.
   */
  private readonly lessonItemReads: KeptReads<string, { items: LessonItemRow[] }> | null;

  constructor(
    private readonly repository: ContentRepository,
    private readonly categories: CategoriesService,
    private readonly now: () => Date = () => new Date(),
    onViewWriteError: (error: unknown) => void = () => {},
    private readonly detailCacheMs = 0,
    /** Shortens what details, tags and diseases are kept (while invalidations may miss this node; decision 031). */
    private readonly lifetime: (normalMs: number) => number = (normalMs) => normalMs,
  ) {
    this.views = new BatchedCounter((views) => repository.addViews(views), 1000, onViewWriteError);
    this.views.start();
    this.details = detailCacheMs > 0 ? keptReads({ max: DETAIL_CACHE_MAX, ttl: detailCacheMs }) : null;
    this.lessonItemReads =
      detailCacheMs > 0 ? keptReads({ max: LESSON_ITEMS_CACHE_MAX, ttl: detailCacheMs }) : null;
  }

  /** Drops the shared parts of detail pages (a counter moved, or an operator changed the catalogue). */
  forgetShared(): void {
    this.details?.clear();
    this.lessonItemReads?.clear();
  }

  /** Drops everything read from the catalogue: detail pages, tags and diseases (a console edit on any node). */
  forgetCatalogue(): void {
    this.details?.clear();
    this.lessonItemReads?.clear();
    this.reference = undefined;
  }

  /**
   * The content `contentId` of list type `type`, if `viewer` may open it: 404 when it is unknown,
   * not live, of another type or in a category hidden from the viewer; 40304 NOT_CERTIFIED for
   * HCP-only content and an uncertified member. Counts nothing (social and heartbeat calls use it).
   */
  async requireOpenable(
    viewer: ContentViewer,
    contentId: number,
    type: number,
  ): Promise<ContentDetailFields> {
    const row = (await this.sharedDetail(contentId))?.detail.row;
    if (!row || row.listType !== type) throw notFound();
    await this.requireOpenableRow(row, viewer);
    return row;
  }

  /**
   * GET content/{id}: the detail page; counts one view. Two reads side by side: the part every
   * viewer shares (cached), and the viewer's own flags and progress (one small prepared statement).
   */
  async detail(viewer: ContentViewer, contentId: number): Promise<ContentDetail> {
    const [shared, state] = await Promise.all([
      this.sharedDetail(contentId),
      this.repository.findViewerState(contentId, viewer.id),
    ]);
    if (!shared) throw notFound();
    const { row, hasForm, lessonId } = shared.detail;
    await this.requireOpenableRow(row, viewer);
    this.views.count(row.id);
    return presentContentDetail(
      { ...row, viewCount: shared.viewBase + this.views.countedOf(row.id) },
      await this.lookups(),
      {
        zanned: state.zanned,
        favered: state.favered,
        hasForm,
        lessonId,
        progress: state.progress ? presentProgress(state.progress) : null,
      },
    );
  }

  /** The visible items of the series `lessonIds`, from the cache when it is on. */
  private async lessonItems(lessonIds: readonly number[], scope: ContentScope): Promise<LessonItemRow[]> {
    const read = async () => ({ items: await this.repository.lessonItems(lessonIds, scope) });
    if (!this.lessonItemReads || lessonIds.length === 0) return (await read()).items;
    const key = `${lessonIds.join(',')}|${scope.hiddenCategoryIds.join(',')}`;
    return (await keptOrRead(this.lessonItemReads, key, read, this.lifetime(this.detailCacheMs))).items;
  }

  /**
   * The shared part of a content's detail page, from the cache when it is on (keptRead: a stale one
   * is answered while it is read again). An unknown id is kept as unknown for as long, so ids probed
   * by the thousand cost one query each a second; a catalogue edit drops that too.
   */
  private async sharedDetail(contentId: number): Promise<SharedDetail | undefined> {
    if (!this.details) return this.readDetail(contentId);
    const read = async () => ({ shared: (await this.readDetail(contentId)) ?? null });
    const kept = await keptOrRead(this.details, contentId, read, this.lifetime(this.detailCacheMs));
    return kept.shared ?? undefined;
  }

  /**
   * The shared part of a detail page, with the base its view count goes on from: the stored count,
   * plus views counted here and not yet written, less all counted here so far.
   */
  private async readDetail(contentId: number): Promise<SharedDetail | undefined> {
    const detail = await this.repository.findDetail(contentId);
    if (!detail) return undefined;
    const { row } = detail;
    return { detail, viewBase: row.viewCount + this.views.pendingOf(row.id) - this.views.countedOf(row.id) };
  }

  /** Writes the views counted so far (the view counter does every second; tests and shutdown now). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  /** Stops counting views into memory and writes what is left (app close). */
  stopViews(): Promise<void> {
    return this.views.stop();
  }

  /** GET demo/content/{id}: the public preview; writes nothing. */
  async preview(viewerGroupIds: readonly number[], contentId: number): Promise<ContentPreview> {
    const row = await this.repository.findById(contentId);
    if (!row) throw notFound();
    await this.requireVisible(row, viewerGroupIds);
    return presentContentPreview(row, await this.lookups());
  }

  /**
   * The visible ones of `ids` as lists show them, by id (features that list catalogue contents
   * of their own, such as campaign sections, order them).
   */
  async summariesByIds(
    viewerGroupIds: readonly number[],
    ids: readonly number[],
  ): Promise<Map<number, ContentSummary>> {
    const [rows, lookups] = await Promise.all([
      this.repository.visibleByIds(ids, await this.scope(viewerGroupIds)),
      this.lookups(),
    ]);
    return new Map(rows.map((row) => [row.id, presentContentSummary(row, lookups)]));
  }

  /** GET content: a filtered, paged list. */
  async list(viewerGroupIds: readonly number[], query: ContentListQuery): Promise<ContentList> {
    const scope = await this.scope(viewerGroupIds);
    const [{ total, rows }, lookups, tags] = await Promise.all([
      this.repository.page(
        {
          listType: query.typeMap,
          categoryIds: await this.categoryFilter(query.category_id),
          tagId: query.tag_id,
          diseaseId: query.disease_id,
          contentType: query.content_type,
        },
        scope,
        query.sort,
        pageOffset(query),
        query.pageSize,
      ),
      this.lookups(),
      query.get_tag === 1 ? this.repository.usedTagIds(scope, query.typeMap) : undefined,
    ]);
    const list: ContentList = { total, data: this.summaries(rows, lookups) };
    if (tags) list.tags = this.tagsByIds(tags, lookups);
    return list;
  }

  /** GET home-search: contents matching every term of the keyword, best first, with snippets. */
  async search(viewerGroupIds: readonly number[], query: SearchQuery): Promise<SearchResult> {
    const terms = searchTerms(query.keyword);
    const [scope, lookups] = await Promise.all([this.scope(viewerGroupIds), this.lookups()]);
    const matchingTagIds = [...lookups.tags.values()]
      .filter((tag) => terms.some((term) => tag.name.toLowerCase().includes(term)))
      .map((tag) => tag.id);
    const { total, rows } = await this.repository.search(
      {
        terms,
        grams: indexGrams(terms),
        matchingTagIds,
        listType: query.typeMap,
      },
      scope,
      pageOffset(query),
      query.pageSize,
    );
    return {
      total,
      terms,
      data: rows.map((row) => ({
        ...presentContentSummary(row, lookups),
        snippet: searchSnippet(row.body, terms),
      })),
    };
  }

  /** GET disease: every disease; with get_tag=1, the tags used by visible cases. */
  async diseases(viewerGroupIds: readonly number[], getTag: boolean): Promise<DiseaseList> {
    const reference = await this.referenceTables();
    const list: DiseaseList = { data: reference.diseases.map(presentDisease) };
    if (getTag) {
      const used = await this.repository.usedTagIds(await this.scope(viewerGroupIds), 2);
      list.tags = this.tagsByIds(used, reference.lookups);
    }
    return list;
  }

  // ---- Home ---------------------------------------------------------------------------------

  async homeSetting(): Promise<HomeSetting> {
    const rows = await this.repository.enabledSections();
    return {
      sections: rows.map(presentHomeSection).filter((section): section is HomeSection => section !== null),
    };
  }

  async homeRecommend(viewerGroupIds: readonly number[]): Promise<ContentSummary[]> {
    const [rows, lookups] = await Promise.all([
      this.repository.recommended(await this.scope(viewerGroupIds), HOME_RECOMMEND_MAX),
      this.lookups(),
    ]);
    return this.summaries(rows, lookups);
  }

  /** GET content/home/{id}: the newest items of a `contents` section. */
  async homeSectionContents(viewerGroupIds: readonly number[], sectionId: number): Promise<ContentSummary[]> {
    const section = await this.repository.findSection(sectionId);
    if (!section?.enabled || section.kind !== 'contents') throw appError('CONTENT_SECTION_NOT_FOUND');
    const [rows, lookups] = await Promise.all([
      this.repository.top(
        {
          listType: section.listType ?? undefined,
          categoryIds: await this.categoryFilter(section.categoryId ?? undefined),
        },
        await this.scope(viewerGroupIds),
        section.itemLimit,
      ),
      this.lookups(),
    ]);
    return this.summaries(rows, lookups);
  }

  async banners(position: BannerPositionValue): Promise<Banner[]> {
    const rows = await this.repository.activeBanners(position, this.now());
    return rows.map(presentBanner);
  }

  // ---- Lessons ------------------------------------------------------------------------------

  /** GET lesson/lesson (every published series) and lesson/campain-list (topics only). */
  async lessons(
    viewer: ContentViewer,
    query: PagingQuery & LessonFilter,
    topicsOnly: boolean,
  ): Promise<LessonList> {
    const scope = await this.scope(viewer.memberGroupIds);
    const [{ total, rows }, lookups, tagIds] = await Promise.all([
      this.repository.lessonPage(
        { topicsOnly, categoryIds: await this.categoryFilter(query.category_id), tagId: query.tag_id },
        scope.hiddenCategoryIds,
        pageOffset(query),
        query.pageSize,
      ),
      this.lookups(),
      query.get_tag === 1 ? this.repository.lessonTagIds(topicsOnly, scope.hiddenCategoryIds) : undefined,
    ]);
    const items = await this.lessonItems(
      rows.map((row) => row.id),
      scope,
    );
    const progress = await this.progressFor(
      viewer.id,
      items.map((item) => item.content.id),
    );
    const list: LessonList = {
      total,
      data: rows.map((row) => {
        const own = items.filter((item) => item.lessonId === row.id);
        return presentLessonSummary(row, lookups, lessonTotals(own, progress));
      }),
    };
    if (tagIds) list.tags = this.tagsByIds(tagIds, lookups);
    return list;
  }

  /** GET lesson/lesson-list: a series with its visible items in order, each with the viewer's progress. */
  async lessonDetail(viewer: ContentViewer, lessonId: number): Promise<LessonDetail> {
    const scope = await this.scope(viewer.memberGroupIds);
    const lesson = await this.repository.findPublishedLesson(lessonId, scope.hiddenCategoryIds);
    if (!lesson) throw appError('COURSE_NOT_FOUND');
    const [items, lookups] = await Promise.all([this.lessonItems([lesson.id], scope), this.lookups()]);
    const progress = await this.progressFor(
      viewer.id,
      items.map((item) => item.content.id),
    );
    return {
      ...presentLessonSummary(lesson, lookups, lessonTotals(items, progress)),
      items: items.map((item) => ({
        ...presentContentSummary(item.content, lookups),
        progress: progress.get(item.content.id) ?? null,
      })),
    };
  }

  // ---- Helpers ------------------------------------------------------------------------------

  /** The viewer's progress on each content (written by the learning feature), by content id. */
  private async progressFor(userId: number, contentIds: number[]): Promise<Map<number, ContentProgress>> {
    const rows = await this.repository.progressRows(userId, [...new Set(contentIds)]);
    return new Map(rows.map((row) => [row.contentId, presentProgress(row)]));
  }

  private async requireOpenableRow(row: ContentDetailFields, viewer: ContentViewer): Promise<void> {
    await this.requireVisible(row, viewer.memberGroupIds);
    const denial = contentOpenDenial(row, viewer);
    if (denial) throw new AppError(denial);
  }

  /** 404 unless the content is live and outside the categories hidden from the viewer. */
  private async requireVisible(row: ContentDetailFields, viewerGroupIds: readonly number[]): Promise<void> {
    if (!isContentLive(row, this.now())) throw notFound();
    if (row.categoryId !== null) {
      const hidden = hiddenCategoryIds(await this.categories.liveRows(), viewerGroupIds);
      if (hidden.includes(row.categoryId)) throw notFound();
    }
  }

  private async scope(viewerGroupIds: readonly number[]): Promise<ContentScope> {
    const rows = await this.categories.liveRows();
    return { now: this.now(), hiddenCategoryIds: hiddenCategoryIds(rows, viewerGroupIds) };
  }

  private async categoryFilter(categoryId: number | undefined): Promise<number[] | undefined> {
    if (categoryId === undefined) return undefined;
    return categoryWithDescendants(await this.categories.liveRows(), categoryId);
  }

  private summaries(rows: readonly ContentSummaryRow[], lookups: ContentLookups): ContentSummary[] {
    return rows.map((row) => presentContentSummary(row, lookups));
  }

  /** The used tags, in the operators' tag order. */
  private tagsByIds(ids: readonly number[], lookups: ContentLookups): Tag[] {
    const used = new Set(ids);
    return [...lookups.tags.values()].filter((tag) => used.has(tag.id)).map(presentTag);
  }

  private async lookups(): Promise<ContentLookups> {
    return (await this.referenceTables()).lookups;
  }

  private async referenceTables() {
    const now = this.now().getTime();
    const cached = this.reference;
    if (cached && now - cached.at <= this.lifetime(REFERENCE_CACHE_MS) && now >= cached.at) return cached;
    const [tags, diseases] = await Promise.all([this.repository.allTags(), this.repository.allDiseases()]);
    this.reference = {
      tags,
      diseases,
      lookups: {
        tags: new Map(tags.map((tag) => [tag.id, tag])),
        diseases: new Map(diseases.map((disease) => [disease.id, disease])),
      },
      at: now,
    };
    return this.reference;
  }
}

/** A series' item count, length and how many of its items the viewer finished. */
function lessonTotals(
  items: readonly LessonItemRow[],
  progress: ReadonlyMap<number, { finish: 0 | 1 }>,
): { contentCount: number; duration: number; finishedCount: number } {
  return {
    contentCount: items.length,
    duration: items.reduce((sum, item) => sum + item.content.durationSeconds, 0),
    finishedCount: items.filter((item) => progress.get(item.content.id)?.finish === 1).length,
  };
}

/**
 * The grams the GIN index is asked for: a term's bigrams already imply its characters, so the
 * single characters (long posting lists) are asked for only for one-character terms.
 */
export function indexGrams(terms: readonly string[]): string[] {
  const grams = terms.flatMap((term) => {
    const all = queryGrams(term);
    return Array.from(term).length > 1 ? all.filter((gram) => Array.from(gram).length === 2) : all;
  });
  return [...new Set(grams)];
}
