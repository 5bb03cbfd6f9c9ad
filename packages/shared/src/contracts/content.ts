import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { ContentType, TypeMap } from '../type-maps';

/**
 * Learning content (issue 4): the mobile API's read side. Contents are courses, cases and other
 * items (list type map 1, 2, 3), each a video or a text-and-image page (content type map 1, 2).
 * Lessons (`lesson/*`) are course series that group contents in order.
 */

/** List types a content can have (spec §3 list type map; 4+ are meetings and campaigns). */
export const CONTENT_LIST_TYPES = [TypeMap.COURSE, TypeMap.CASE, TypeMap.OTHER] as const;
export const contentListTypeSchema = z.coerce
  .number()
  .int()
  .refine((value) => (CONTENT_LIST_TYPES as readonly number[]).includes(value), '内容类型无效');

export const CONTENT_TYPES = [ContentType.VIDEO, ContentType.TEXT_IMAGE] as const;

/** Ordering of content lists: newest published first, or most viewed first. */
export const ContentSort = ['latest', 'hot'] as const;
export type ContentSortValue = (typeof ContentSort)[number];

/** Below this share of a video's duration a session is not finished (issue 4: 95 %). */
export const FINISH_RATIO = 0.95;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const diseaseSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type Disease = z.infer<typeof diseaseSchema>;

export const speakerSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  hospital: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type Speaker = z.infer<typeof speakerSchema>;

/** The signed-in user's progress on a content (null for visitors and on previews). */
export const contentProgressSchema = z.object({
  /** Seconds of learning counted so far (sum of acknowledged heartbeats). */
  total_tims: z.number().int(),
  /** Last playback position in seconds (video) or scroll share 0..100 (text-and-image). */
  position: z.number().int(),
  finish: z.union([z.literal(0), z.literal(1)]),
  updated_at: z.string(),
});
export type ContentProgress = z.infer<typeof contentProgressSchema>;

/** A content in lists (home sections, /allcontent, /casearea, search, a lesson's items). */
export const contentSummarySchema = z.object({
  id: z.number().int(),
  /** List type map: 1 course, 2 case, 3 other. */
  type: z.number().int(),
  /** Content type map: 1 video, 2 text-and-image (0 only for a draft). */
  content_type: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  category_id: z.number().int().nullable(),
  tags: z.array(tagSchema),
  diseases: z.array(diseaseSchema),
  speaker: speakerSchema.nullable(),
  /** Video length or estimated reading time, seconds. */
  duration: z.number().int(),
  hcp_only: z.boolean(),
  view_count: z.number().int(),
  zan_count: z.number().int(),
  comment_count: z.number().int(),
  published_at: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** GET content/{id}: everything the detail page shows. */
export const contentDetailSchema = contentSummarySchema.extend({
  /** Sanitised HTML (text-and-image body, or the notes under a video). */
  body: z.string(),
  /** HLS (.m3u8) or MP4 address, for video contents. */
  video_url: z.string().nullable(),
  /** Whether the player refuses seeking past the furthest point watched. */
  no_skip: z.boolean(),
  /** Promotional-material approval code, shown at the foot of the page (pharma rule). */
  approval_code: z.string().nullable(),
  expires_at: z.string().nullable(),
  faver_count: z.number().int(),
  /** Whether the viewer liked / collected it (false for visitors). */
  zanned: z.boolean(),
  favered: z.boolean(),
  /** Whether a form (content/form) is attached. */
  has_form: z.boolean(),
  /** Whether comments are open on this content. */
  comments_enabled: z.boolean(),
  progress: contentProgressSchema.nullable(),
  /** The course series the content belongs to, if any, for the playlist under the player. */
  lesson_id: z.number().int().nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** GET content: filters of the content lists. `typeMap` picks the list type. */
export const contentListQuerySchema = pagingQuerySchema.extend({
  typeMap: contentListTypeSchema.optional(),
  category_id: z.coerce.number().int().positive().optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  disease_id: z.coerce.number().int().positive().optional(),
  content_type: z.coerce.number().int().min(1).max(2).optional(),
  sort: z.enum(ContentSort).default('latest'),
  /** 1: the answer also carries the tags in use, for the filter chips. */
  get_tag: z.coerce.number().int().min(0).max(1).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export const contentListSchema = z.object({
  total: z.number().int(),
  data: z.array(contentSummarySchema),
  /** Present when get_tag=1. */
  tags: z.array(tagSchema).optional(),
});
export type ContentList = z.infer<typeof contentListSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET demo/content/{id}: the public preview (/coursedetail): read-only, never counts learning. */
export const contentPreviewSchema = contentSummarySchema.extend({
  /** Empty for HCP-only content: the preview then shows the summary and a sign-in prompt. */
  body: z.string(),
  video_url: z.string().nullable(),
  approval_code: z.string().nullable(),
  /** True when the body and video were withheld (HCP-only content). */
  restricted: z.boolean(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

// ---- Lessons (course series) -------------------------------------------------------------

export const lessonSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  category_id: z.number().int().nullable(),
  tags: z.array(tagSchema),
  speaker: speakerSchema.nullable(),
  /** Number of published contents in the series, and their total duration in seconds. */
  content_count: z.number().int(),
  duration: z.number().int(),
  /** A 专题 (topic series): listed by lesson/campain-list. */
  is_topic: z.boolean(),
  /** How many contents of the series the viewer has finished (0 for visitors). */
  finished_count: z.number().int(),
  published_at: z.string().nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET lesson/lesson and lesson/campain-list. */
export const lessonListQuerySchema = pagingQuerySchema.extend({
  category_id: z.coerce.number().int().positive().optional(),
  tag_id: z.coerce.number().int().positive().optional(),
  get_tag: z.coerce.number().int().min(0).max(1).optional(),
});
export const lessonListSchema = z.object({
  total: z.number().int(),
  data: z.array(lessonSummarySchema),
  tags: z.array(tagSchema).optional(),
});
export type LessonList = z.infer<typeof lessonListSchema>;

/** GET lesson/lesson-list?lesson_id=: a series with its contents in order (the playlist). */
export const lessonItemsQuerySchema = z.object({ lesson_id: z.coerce.number().int().positive() });
export const lessonDetailSchema = lessonSummarySchema.extend({
  items: z.array(contentSummarySchema.extend({ progress: contentProgressSchema.nullable() })),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

// ---- Home ----------------------------------------------------------------------------------

export const BannerPosition = ['home', 'lesson'] as const;
export type BannerPositionValue = (typeof BannerPosition)[number];

/** GET home/banner and lesson/banner. `link` is an in-app path (/course/detail?id=…) or https URL. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * GET home/setting: the home page's sections in order, as operators arrange them. `kind` says
 * what fills a section: `recommend` (home/recommend), `contents` (content/home/{id}: contents by
 * list type and/or category), `lessons` (lesson/lesson), `meetings` (home/home-meeting).
 */
export const HomeSectionKind = ['recommend', 'contents', 'lessons', 'meetings'] as const;
export type HomeSectionKindValue = (typeof HomeSectionKind)[number];
export const homeSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The English title, '' when the operator wrote none (the app then shows `title`). */
  title_en: z.string(),
  kind: z.enum(HomeSectionKind),
  /** Where 更多 leads (an in-app path), or null for no link. */
  more_link: z.string().nullable(),
  /** How many items the home shows. */
  limit: z.number().int(),
  /** Layout hint: a horizontal scroller of cards, or a vertical list. */
  layout: z.enum(['cards', 'list']),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;
export const homeSettingSchema = z.object({ sections: z.array(homeSectionSchema) });
export type HomeSetting = z.infer<typeof homeSettingSchema>;

/** GET home/recommend: the operators' picks, in their order. */
export const homeRecommendSchema = z.array(contentSummarySchema);

/** GET content/home/{id}: the items of a `contents` home section (id = the section id). */
export const homeSectionContentsSchema = z.array(contentSummarySchema);

// ---- Search --------------------------------------------------------------------------------

/** Longest query accepted, in characters. */
export const SEARCH_KEYWORD_MAX = 50;

/** A search keyword as every search takes it (contents, meetings, campaigns). */
export const searchKeywordSchema = z
  .string()
  .trim()
  .min(1, '请输入搜索关键词')
  .max(SEARCH_KEYWORD_MAX, '搜索关键词太长');

/** The terms of a keyword: split on whitespace, lower-cased, duplicates dropped; a hit has every one. */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** GET home-search: contents matching by title, tags and body. `typeMap` narrows the list type. */
export const searchQuerySchema = pagingQuerySchema.extend({
  keyword: searchKeywordSchema,
  typeMap: contentListTypeSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export const searchHitSchema = contentSummarySchema.extend({
  /** A short piece of the body around the first match (plain text), or null when only the title or tags matched. */
  snippet: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResultSchema = z.object({
  total: z.number().int(),
  data: z.array(searchHitSchema),
  /** The terms the server matched (the keyword split on spaces), for highlighting in the app. */
  terms: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** How many hot keywords the search page offers. */
export const HOT_KEYWORDS_MAX = 10;
/** GET home-search/hot: the keywords to offer, operators' pinned ones first, then the most searched. */
export const hotKeywordsSchema = z.array(z.string());

/** GET disease: diseases for the case filters. `get_tag=1` adds the tags used by cases. */
export const diseaseQuerySchema = z.object({
  get_tag: z.coerce.number().int().min(0).max(1).optional(),
});
export const diseaseListSchema = z.object({
  data: z.array(diseaseSchema),
  tags: z.array(tagSchema).optional(),
});
export type DiseaseList = z.infer<typeof diseaseListSchema>;
