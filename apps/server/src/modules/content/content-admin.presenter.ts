import type {
  AdminContent,
  AdminContentListItem,
  AdminLesson,
  AdminLessonItem,
  AdminLessonState,
  Disease,
  Tag,
} from '@ia/shared';
import {
  type ContentRow,
  type DiseaseRow,
  type LessonRow,
  PublishStatus,
  type TagRow,
} from './content.table';
import { contentState } from './content-visibility';

/** Tags and diseases by id, to name the ids a row carries. */
export interface TermNames {
  tags: Map<number, TagRow>;
  diseases: Map<number, DiseaseRow>;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function namedTags(ids: readonly number[], names: Map<number, TagRow>): Tag[] {
  return ids.flatMap((id) => {
    const tag = names.get(id);
    return tag ? [{ id: tag.id, name: tag.name }] : [];
  });
}

function namedDiseases(ids: readonly number[], names: Map<number, DiseaseRow>): Disease[] {
  return ids.flatMap((id) => {
    const disease = names.get(id);
    return disease ? [{ id: disease.id, name: disease.name, sort: disease.sort }] : [];
  });
}

export function presentContentListItem(row: ContentRow, names: TermNames, now: Date): AdminContentListItem {
  const state = contentState(row, now);
  return {
    id: row.id,
    list_type: row.listType,
    content_type: row.contentType,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    video_url: row.videoUrl,
    duration: row.durationSeconds,
    category_id: row.categoryId,
    tags: namedTags(row.tagIds, names.tags),
    diseases: namedDiseases(row.diseaseIds, names.diseases),
    speaker_name: row.speakerName,
    speaker_title: row.speakerTitle,
    speaker_hospital: row.speakerHospital,
    speaker_avatar: row.speakerAvatar,
    hcp_only: row.hcpOnly,
    no_skip: row.noSkip,
    comments_enabled: row.commentsEnabled,
    approval_code: row.approvalCode,
    expires_at: iso(row.expiresAt),
    publish_at: iso(row.publishAt),
    unpublish_at: iso(row.unpublishAt),
    status: row.status,
    state,
    live: state === 'published',
    published_at: iso(row.publishedAt),
    sort: row.sort,
    view_count: row.viewCount,
    zan_count: row.zanCount,
    faver_count: row.faverCount,
    comment_count: row.commentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentContent(row: ContentRow, names: TermNames, now: Date): AdminContent {
  return { ...presentContentListItem(row, names, now), body: row.body };
}

function lessonState(row: Pick<LessonRow, 'status'>): AdminLessonState {
  if (row.status === PublishStatus.PUBLISHED) return 'published';
  return row.status === PublishStatus.UNPUBLISHED ? 'unpublished' : 'draft';
}

export function presentLesson(row: LessonRow, tags: Map<number, TagRow>, contentCount: number): AdminLesson {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    category_id: row.categoryId,
    tags: namedTags(row.tagIds, tags),
    speaker_name: row.speakerName,
    speaker_title: row.speakerTitle,
    speaker_hospital: row.speakerHospital,
    speaker_avatar: row.speakerAvatar,
    is_topic: row.isTopic,
    sort: row.sort,
    status: row.status,
    state: lessonState(row),
    published_at: iso(row.publishedAt),
    content_count: contentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentLessonItem(row: ContentRow, now: Date): AdminLessonItem {
  return {
    id: row.id,
    title: row.title,
    list_type: row.listType,
    content_type: row.contentType,
    duration: row.durationSeconds,
    state: contentState(row, now),
  };
}
