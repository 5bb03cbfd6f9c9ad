import type { ContentDetail, ContentPreview, LessonDetail } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET content/{id}: the detail page's content (free-trial and HCP gates on the server). */
export async function getContent(id: number): Promise<ContentDetail> {
  return unwrapData(apiClient.get<ContentDetail>(`content/${id}`));
}

export function contentQueryOptions(id: number) {
  return queryOptions({ queryKey: ['content', 'detail', id] as const, queryFn: () => getContent(id) });
}

export function useContent(id: number | null) {
  return useQuery({ ...contentQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET demo/content/{id}: the public preview (no login; HCP-only bodies withheld). */
export async function getContentPreview(id: number): Promise<ContentPreview> {
  return unwrapData(apiClient.get<ContentPreview>(`demo/content/${id}`));
}

export function useContentPreview(id: number | null) {
  return useQuery({
    queryKey: ['content', 'preview', id] as const,
    queryFn: () => getContentPreview(id ?? 0),
    enabled: id !== null,
  });
}

/** GET lesson/lesson-list?lesson_id=: a course series with its contents in order and the viewer's progress. */
export async function getLesson(lessonId: number): Promise<LessonDetail> {
  return unwrapData(apiClient.get<LessonDetail>('lesson/lesson-list', { lesson_id: lessonId }));
}

export function lessonQueryOptions(lessonId: number) {
  return queryOptions({
    queryKey: ['lesson', 'items', lessonId] as const,
    queryFn: () => getLesson(lessonId),
  });
}

export function useLesson(lessonId: number | null) {
  return useQuery({ ...lessonQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
}
