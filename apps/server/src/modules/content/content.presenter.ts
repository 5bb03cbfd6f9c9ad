import {
  type Banner,
  type ContentDetail,
  type ContentPreview,
  type ContentProgress,
  type ContentSummary,
  type Disease,
  type HomeSection,
  HomeSectionKind,
  type HomeSectionKindValue,
  type LessonSummary,
  type Speaker,
  type Tag,
} from '@ia/shared';
import type { ContentDetailFields, ContentSummaryRow, ContentViewerFlags } from './content.repository';
import type { BannerRow, ContentRow, DiseaseRow, HomeSectionRow, LessonRow, TagRow } from './content.table';
import { plainText } from './search-text';

/** The fields of a learning_progress row the viewer's progress shows. */
export interface ProgressRow {
  totalSeconds: number;
  position: number;
  finishedAt: Date | null;
  updatedAt: Date;
}

/** The viewer's progress on a content (learning_progress), as content detail and lessons show it. */
export function presentProgress(row: ProgressRow): ContentProgress {
  return {
    total_tims: row.totalSeconds,
    position: row.position,
    finish: row.finishedAt ? 1 : 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The tag and disease tables by id, for naming a page of contents without a query per row. */
export interface ContentLookups {
  tags: ReadonlyMap<number, TagRow>;
  diseases: ReadonlyMap<number, DiseaseRow>;
}

export function presentTag(row: Pick<TagRow, 'id' | 'name'>): Tag {
  return { id: row.id, name: row.name };
}

export function presentDisease(row: Pick<DiseaseRow, 'id' | 'name' | 'sort'>): Disease {
  return { id: row.id, name: row.name, sort: row.sort };
}

/** Ids to rows, in the order the operator gave; ids of deleted tags/diseases are left out. */
function pick<T>(ids: readonly number[], byId: ReadonlyMap<number, T>): T[] {
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

type SpeakerFields = Pick<ContentRow, 'speakerName' | 'speakerTitle' | 'speakerHospital' | 'speakerAvatar'>;
function presentSpeaker(row: SpeakerFields): Speaker | null {
  if (!row.speakerName) return null;
  return {
    name: row.speakerName,
    title: row.speakerTitle,
    hospital: row.speakerHospital,
    avatar: row.speakerAvatar,
  };
}

export function presentContentSummary(row: ContentSummaryRow, lookups: ContentLookups): ContentSummary {
  return {
    id: row.id,
    type: row.listType,
    content_type: row.contentType,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    category_id: row.categoryId,
    tags: pick(row.tagIds, lookups.tags).map(presentTag),
    diseases: pick(row.diseaseIds, lookups.diseases).map(presentDisease),
    speaker: presentSpeaker(row),
    duration: row.durationSeconds,
    hcp_only: row.hcpOnly,
    view_count: row.viewCount,
    zan_count: row.zanCount,
    comment_count: row.commentCount,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** What the detail page adds for the viewer. */
export interface ContentViewerState extends ContentViewerFlags {
  progress: ContentProgress | null;
}

export function presentContentDetail(
  row: ContentDetailFields,
  lookups: ContentLookups,
  viewer: ContentViewerState,
): ContentDetail {
  return {
    ...presentContentSummary(row, lookups),
    body: row.body,
    video_url: row.videoUrl,
    no_skip: row.noSkip,
    approval_code: row.approvalCode,
    expires_at: row.expiresAt?.toISOString() ?? null,
    faver_count: row.faverCount,
    zanned: viewer.zanned,
    favered: viewer.favered,
    has_form: viewer.hasForm,
    comments_enabled: row.commentsEnabled,
    progress: viewer.progress,
    lesson_id: viewer.lessonId,
  };
}

/** The public preview: HCP-only material keeps its summary but withholds the body and the video. */
export function presentContentPreview(row: ContentRow, lookups: ContentLookups): ContentPreview {
  return {
    ...presentContentSummary(row, lookups),
    body: row.hcpOnly ? '' : row.body,
    video_url: row.hcpOnly ? null : row.videoUrl,
    approval_code: row.approvalCode,
    restricted: row.hcpOnly,
  };
}

export function presentLessonSummary(
  row: LessonRow,
  lookups: ContentLookups,
  totals: { contentCount: number; duration: number; finishedCount: number },
): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    category_id: row.categoryId,
    tags: pick(row.tagIds, lookups.tags).map(presentTag),
    speaker: presentSpeaker(row),
    content_count: totals.contentCount,
    duration: totals.duration,
    is_topic: row.isTopic,
    finished_count: totals.finishedCount,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function presentBanner(row: BannerRow): Banner {
  return { id: row.id, title: row.title, image: row.image, link: row.link, sort: row.sort };
}

function isHomeSectionKind(kind: string): kind is HomeSectionKindValue {
  return (HomeSectionKind as readonly string[]).includes(kind);
}

/** A home section; null for a kind this server does not know (the app could not fill it). */
export function presentHomeSection(row: HomeSectionRow): HomeSection | null {
  if (!isHomeSectionKind(row.kind)) return null;
  return {
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    kind: row.kind,
    more_link: row.moreLink,
    limit: row.itemLimit,
    layout: row.layout === 'cards' ? 'cards' : 'list',
  };
}

/** Characters of body text a search snippet shows around the first match. */
export const SNIPPET_LENGTH = 60;
/** How much of the snippet comes before the match, so the reader sees its context. */
const SNIPPET_LEAD = 20;

/**
 * A plain-text piece of the body around the earliest occurrence of any term, with an ellipsis
 * where it was cut; null when no term occurs in the body (the hit came from the title or tags).
 */
export function searchSnippet(bodyHtml: string, terms: readonly string[]): string | null {
  const text = plainText(bodyHtml);
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of terms) {
    const at = lower.indexOf(term.toLowerCase());
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return null;
  // Work in code points so a cut never splits a surrogate pair.
  const chars = Array.from(text);
  const firstChar = Array.from(text.slice(0, first)).length;
  const start = Math.max(0, Math.min(firstChar - SNIPPET_LEAD, chars.length - SNIPPET_LENGTH));
  const end = Math.min(chars.length, start + SNIPPET_LENGTH);
  const piece = chars.slice(start, end).join('');
  return `${start > 0 ? '…' : ''}${piece}${end < chars.length ? '…' : ''}`;
}
