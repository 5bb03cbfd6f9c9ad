import { formatDateTime } from '@ia/shared';

/** `2026-07-01 19:30 – 21:00`, or both dates in full when the meeting spans days (北京时间). */
export function formatMeetingRange(startAt: string, endAt: string): string {
  const start = formatDateTime(startAt);
  const end = formatDateTime(endAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}
