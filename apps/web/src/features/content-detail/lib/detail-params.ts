import type { LessonDetail } from '@ia/shared';

/** A positive integer from the address, or null ('12' → 12; '', 'abc', '-1', '1.5' → null). */
export function positiveIntParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Where a series opens: its first unfinished item, or the first one when all are finished. */
export function pickLessonItem(lesson: LessonDetail): LessonDetail['items'][number] | undefined {
  return lesson.items.find((item) => item.progress?.finish !== 1) ?? lesson.items[0];
}

/** Share of an item learned, 0..100, from the counted seconds over its duration. */
export function learnedPercent(totalSeconds: number, duration: number): number {
  if (duration <= 0) return totalSeconds > 0 ? 100 : 0;
  return Math.min(100, Math.floor((totalSeconds / duration) * 100));
}

/** `/course/detail?id=…&typeMap=…[&lessonId=…]`: the address of a content, within its series when given. */
export function contentDetailPath(id: number, typeMap: number, lessonId?: number | null): string {
  const search = new URLSearchParams({ id: String(id), typeMap: String(typeMap) });
  if (lessonId) search.set('lessonId', String(lessonId));
  return `/course/detail?${search.toString()}`;
}
