import { formatDateTime, type Speaker } from '@ia/shared';

/**
 * `2026-06-01 19:30 - 21:00`, or both dates in full when the meeting runs past midnight
 * (Asia/Shanghai, as every date the app shows).
 */
export function meetingTimeRange(startAt: string, endAt: string): string {
  const start = formatDateTime(startAt);
  const end = formatDateTime(endAt);
  if (!start) return '';
  if (!end) return start;
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} - ${end.slice(11)}` : `${start} - ${end}`;
}

/** The speakers' names for a list row, the first `limit` of them. */
export function speakerNames(speakers: readonly Speaker[], limit = 3): string {
  return speakers
    .slice(0, limit)
    .map((speaker) => speaker.name)
    .join('、');
}
