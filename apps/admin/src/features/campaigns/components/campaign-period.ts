import { formatDateTime } from '@ia/shared';

/** `2026-07-01 00:00 – 2026-07-31 23:59` in 北京时间. */
export function formatCampaignPeriod(startAt: string, endAt: string): string {
  return `${formatDateTime(startAt)} – ${formatDateTime(endAt)}`;
}
