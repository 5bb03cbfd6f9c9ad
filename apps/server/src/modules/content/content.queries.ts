import {
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ContentRow, contents, type lessons, PublishStatus } from './content.table';

// Row shapes and SQL conditions of the content read side, shared by its repository and by the
// other features whose queries list contents (campaigns, favourites).

/** What every list shows of a content: all columns but the body and the search keys. */
export type ContentSummaryRow = Omit<ContentRow, 'body' | 'searchText' | 'searchGrams'>;
const {
  body: _body,
  searchText: _searchText,
  searchGrams: _searchGrams,
  ...summary
} = getTableColumns(contents);
/** The columns of ContentSummaryRow. */
export const summaryColumns = summary;

/** Who is looking, and when: the live rule reads the clock, category visibility the viewer's groups. */
export interface ContentScope {
  now: Date;
  /** Categories closed to the viewer (content-categories.ts); their contents are left out. */
  hiddenCategoryIds: readonly number[];
}

/** Filters of a content list (GET content, a home section). */
export interface ContentFilter {
  listType?: number | undefined;
  /** The chosen category and its subcategories. */
  categoryIds?: readonly number[] | undefined;
  tagId?: number | undefined;
  diseaseId?: number | undefined;
  contentType?: number | undefined;
}

export type ContentOrder = 'latest' | 'hot';

/** A search: every term's grams must be present (GIN) and every term must occur in the text. */
export interface ContentSearch {
  terms: readonly string[];
  /** The union of the terms' grams (content has all of them ⇐ it contains every term). */
  grams: readonly string[];
  /** Tags whose name contains a term: a hit through them ranks after title hits. */
  matchingTagIds: readonly number[];
  listType?: number | undefined;
}

/** What the detail page shows about the viewer, read with the content. */
/** A content as its detail page reads it: every column but the search index. */
export type ContentDetailFields = Omit<ContentRow, 'searchText' | 'searchGrams'>;

/** The part of the detail page every viewer shares. */
export interface ContentDetailRow {
  row: ContentDetailFields;
  hasForm: boolean;
  lessonId: number | null;
}

export interface ContentViewerFlags {
  zanned: boolean;
  favered: boolean;
  hasForm: boolean;
  lessonId: number | null;
}

export type SearchHitRow = ContentSummaryRow & { body: string };

/** A lesson's item: a live content with its place in the series. */
export interface LessonItemRow {
  lessonId: number;
  sort: number;
  content: ContentSummaryRow;
}

/**
 * The live rule of content-visibility.ts (isContentLive) as SQL: published, not deleted, inside
 * its publish window and before its approval expiry. Keep the two in step.
 */
export function liveContentCondition(now: Date): SQL {
  return and(
    isNull(contents.deletedAt),
    eq(contents.status, PublishStatus.PUBLISHED),
    or(isNull(contents.publishAt), lte(contents.publishAt, now)),
    or(isNull(contents.unpublishAt), gt(contents.unpublishAt, now)),
    or(isNull(contents.expiresAt), gt(contents.expiresAt, now)),
  ) as SQL;
}

/** Live and not in a category hidden from the viewer. */
export function visibleCondition(scope: ContentScope): SQL {
  const live = liveContentCondition(scope.now);
  if (scope.hiddenCategoryIds.length === 0) return live;
  return and(
    live,
    or(isNull(contents.categoryId), notInArray(contents.categoryId, [...scope.hiddenCategoryIds])),
  ) as SQL;
}

export function categoryVisibleCondition(
  column: typeof lessons.categoryId,
  hidden: readonly number[],
): SQL | undefined {
  return hidden.length === 0 ? undefined : or(isNull(column), notInArray(column, [...hidden]));
}

/**
 * A column as "table"."column": Drizzle leaves columns unqualified inside a single-table select's
 * fields, where a correlated subquery would then resolve them against the wrong table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** An array literal built from bound parameters (the same SQL on PGlite and PostgreSQL). */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
export function integerArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::integer[]`;
}

export function filterConditions(filter: ContentFilter): (SQL | undefined)[] {
  return [
    filter.listType === undefined ? undefined : eq(contents.listType, filter.listType),
    filter.categoryIds === undefined ? undefined : inArray(contents.categoryId, [...filter.categoryIds]),
    filter.tagId === undefined ? undefined : sql`${contents.tagIds} @> ${integerArray([filter.tagId])}`,
    filter.diseaseId === undefined
      ? undefined
      : sql`${contents.diseaseIds} @> ${integerArray([filter.diseaseId])}`,
    filter.contentType === undefined ? undefined : eq(contents.contentType, filter.contentType),
  ];
}

// Plain `desc` (nulls first) on purpose: a backward scan of contents_list_idx then answers a page
// without sorting. Publishing always sets published_at, so a live content never lacks it.
export const latestOrder = [desc(contents.publishedAt), desc(contents.id)];
export const hotOrder = [sql`${contents.viewCount} desc`, ...latestOrder];
