import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from '../../db/columns';

/**
 * Member groups operators define and assign users to (users.member_group_ids). Course categories
 * restrict visibility by them (member_group_flag 1: only these groups, 2: all but these groups).
 */
export const memberGroups = pgTable('member_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  description: text('description'),
  ...timestamps(),
});
export type MemberGroupRow = typeof memberGroups.$inferSelect;

/** Tags of contents and lessons (the spec's `get_tag=1` filter chips; monitor `keywords`). */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
export type TagRow = typeof tags.$inferSelect;

/** Diseases cases are filed under (GET disease). */
export const diseases = pgTable('diseases', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
export type DiseaseRow = typeof diseases.$inferSelect;

/** Publication state an operator sets; "expired" and "scheduled" are derived from the dates. */
export const PublishStatus = { DRAFT: 0, PUBLISHED: 1, UNPUBLISHED: 2 } as const;

/**
 * Learning contents: courses, cases and other items (list type map 1–3), each a video or a
 * text-and-image page (content type map 1–2). A content is visible to the app when it is
 * published, inside its publish window (publish_at ≤ now < unpublish_at) and not past
 * `expires_at` (the end of its promotional-material approval: it unpublishes itself).
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    /** List type map: 1 course, 2 case, 3 other. */
    listType: smallint('list_type').notNull(),
    /** Content type map: 0 not selected (drafts only), 1 video, 2 text-and-image. */
    contentType: smallint('content_type').notNull().default(0),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary'),
    cover: text('cover'),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    /** Seconds: the video's length, or the estimated reading time of a text-and-image page. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    categoryId: integer('category_id'),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    diseaseIds: integer('disease_ids').array().notNull().default(sql`'{}'::integer[]`),
    speakerName: varchar('speaker_name', { length: 60 }),
    speakerTitle: varchar('speaker_title', { length: 60 }),
    speakerHospital: varchar('speaker_hospital', { length: 100 }),
    speakerAvatar: text('speaker_avatar'),
    /** Only certified healthcare professionals (and staff) may open it. */
    hcpOnly: boolean('hcp_only').notNull().default(false),
    /** The player refuses seeking past the furthest point watched. */
    noSkip: boolean('no_skip').notNull().default(false),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    /** Promotional-material approval code and the approval's expiry (both required to publish). */
    approvalCode: varchar('approval_code', { length: 60 }),
    expiresAt: timestampTz('expires_at'),
    status: smallint('status').notNull().default(PublishStatus.DRAFT),
    publishAt: timestampTz('publish_at'),
    unpublishAt: timestampTz('unpublish_at'),
    /** When it was first published (list order "latest"). */
    publishedAt: timestampTz('published_at'),
    /** Weight for 'hot' ordering and home placement (higher first). */
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    zanCount: integer('zan_count').notNull().default(0),
    faverCount: integer('faver_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Lower-cased plain text of title, tags, speaker and body: what search verifies matches against. */
    searchText: text('search_text').notNull().default(''),
    /** Distinct character bigrams of search_text (and single CJK characters): the GIN-indexed search key. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by'),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [
    index('contents_list_idx').on(table.listType, table.status, table.publishedAt),
    index('contents_category_idx').on(table.categoryId),
    index('contents_search_grams_idx').using('gin', table.searchGrams),
    index('contents_tag_ids_idx').using('gin', table.tagIds),
  ],
);
export type ContentRow = typeof contents.$inferSelect;

/** Course series (`lesson/*`): contents grouped in order. `is_topic` lists it as a 专题. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary'),
    cover: text('cover'),
    categoryId: integer('category_id'),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    speakerName: varchar('speaker_name', { length: 60 }),
    speakerTitle: varchar('speaker_title', { length: 60 }),
    speakerHospital: varchar('speaker_hospital', { length: 100 }),
    speakerAvatar: text('speaker_avatar'),
    isTopic: boolean('is_topic').notNull().default(false),
    status: smallint('status').notNull().default(PublishStatus.DRAFT),
    publishedAt: timestampTz('published_at'),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [index('lessons_status_idx').on(table.status, table.sort)],
);
export type LessonRow = typeof lessons.$inferSelect;

export const lessonContents = pgTable(
  'lesson_contents',
  {
    lessonId: integer('lesson_id').notNull(),
    contentId: integer('content_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.contentId] }),
    index('lesson_contents_content_idx').on(table.contentId),
  ],
);

/** Banners of the home page and of the learning tab (home/banner, lesson/banner). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** 'home' or 'lesson'. */
    position: varchar('position', { length: 16 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    image: text('image').notNull(),
    /** An in-app path or an https URL. */
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    ...timestamps(),
  },
  (table) => [index('banners_position_idx').on(table.position, table.sort)],
);
export type BannerRow = typeof banners.$inferSelect;

/**
 * Sections of the home page (home/setting), in order. A `contents` section lists contents by
 * list type and/or category (content/home/{id}); `recommend` the operators' picks.
 */
export const homeSections = pgTable('home_sections', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  /** English title; empty: the app shows the Chinese (decision 038). */
  titleEn: varchar('title_en', { length: 60 }).notNull().default(''),
  /** recommend | contents | lessons | meetings */
  kind: varchar('kind', { length: 16 }).notNull(),
  listType: smallint('list_type'),
  categoryId: integer('category_id'),
  moreLink: varchar('more_link', { length: 300 }),
  itemLimit: smallint('item_limit').notNull().default(6),
  /** cards | list */
  layout: varchar('layout', { length: 8 }).notNull().default('list'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps(),
});
export type HomeSectionRow = typeof homeSections.$inferSelect;

/** The operators' home recommendations (home/recommend), in order. */
export const homeRecommendations = pgTable(
  'home_recommendations',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('home_recommendations_content_uq').on(table.contentId)],
);

/**
 * The app's search keywords (issue 16): every search's keyword counted once per search (its first
 * page), and the operators' edits of the hot keywords the search page offers: pinned keywords
 * come first in their order, hidden ones are never offered however often they are searched.
 */
export const searchKeywords = pgTable('search_keywords', {
  id: serial('id').primaryKey(),
  /** Trimmed, lower-cased, spaces collapsed: one row per way of writing a search. */
  keyword: varchar('keyword', { length: 50 }).notNull().unique('search_keywords_keyword_uq'),
  searchCount: integer('search_count').notNull().default(0),
  pinned: boolean('pinned').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  ...timestamps(),
});
export type SearchKeywordRow = typeof searchKeywords.$inferSelect;
