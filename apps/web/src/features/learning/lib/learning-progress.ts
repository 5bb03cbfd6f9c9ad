import { ContentType, type LearnHistoryItem } from '@ia/shared';

/**
 * How far into a content the user got, 0..100: a video's position against its length; a
 * text-and-image page's position already is the share scrolled (0..100). Finished is 100.
 */
export function learnedPercent(
  item: Pick<LearnHistoryItem, 'content_type' | 'position' | 'duration' | 'finish'>,
): number {
  if (item.finish) return 100;
  const share =
    item.content_type === ContentType.TEXT_IMAGE
      ? item.position
      : item.duration > 0
        ? (item.position / item.duration) * 100
        : 0;
  return Math.min(100, Math.max(0, Math.round(share)));
}

/** The detail page of a history row (typeMap carries the list type, as everywhere in the app). */
export function historyItemPath(item: Pick<LearnHistoryItem, 'content_id' | 'type'>): string {
  return `/course/detail?id=${item.content_id}&typeMap=${item.type}`;
}
