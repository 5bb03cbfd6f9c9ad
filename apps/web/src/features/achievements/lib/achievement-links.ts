import type { AchievementKindValue } from '@ia/shared';

/** Which achievement a detail or share page is about, from its query (?type=medal|certificate&id=). */
export interface AchievementRef {
  type: AchievementKindValue;
  id: number;
}

/** Reads `type` and `id` from a query; null when either is missing or malformed. */
export function achievementRefOf(params: URLSearchParams): AchievementRef | null {
  const type = params.get('type');
  const id = Number(params.get('id'));
  if ((type !== 'medal' && type !== 'certificate') || !Number.isInteger(id) || id <= 0) return null;
  return { type, id };
}

export function achievementDetailPath(ref: AchievementRef): string {
  return `/personal/achievedetail?type=${ref.type}&id=${ref.id}`;
}

export function achievementSharePath(ref: AchievementRef): string {
  return `/personal/achieveshare?type=${ref.type}&id=${ref.id}`;
}

/** The public verification page of a certificate number (no login). */
export function certificateVerifyPath(number: string): string {
  return `/verify/${encodeURIComponent(number)}`;
}
