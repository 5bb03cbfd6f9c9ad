import { useSearchParams } from 'react-router';
import { useLesson } from '../api/get-content';
import { pickLessonItem, positiveIntParam } from '../lib/detail-params';

/**
 * What /course/detail shows, from its address: `id` (a content), `lessonId` (a series: its first
 * unfinished item), or both (that content within the series' playlist). `typeMap` is the list type
 * the link came from; `campain_id` and `section_id` name the campaign it was opened from, where its
 * learning time earns points.
 */
export function useDetailTarget() {
  const [searchParams] = useSearchParams();
  const idParam = positiveIntParam(searchParams.get('id'));
  const lessonId = positiveIntParam(searchParams.get('lessonId'));
  const typeMap = positiveIntParam(searchParams.get('typeMap'));
  const campaignId = positiveIntParam(searchParams.get('campain_id'));
  const sectionId = positiveIntParam(searchParams.get('section_id'));
  const lesson = useLesson(lessonId);
  const contentId = idParam ?? (lesson.data ? (pickLessonItem(lesson.data)?.id ?? null) : null);
  return {
    contentId,
    lessonId,
    typeMap,
    campaign: campaignId === null ? null : { campaignId, sectionId },
    lesson,
    /** Only a series was named: its list decides the content. */
    waitingForLesson: idParam === null && lessonId !== null,
    /** Neither a content nor a series: a broken link. */
    missing: idParam === null && lessonId === null,
  };
}
