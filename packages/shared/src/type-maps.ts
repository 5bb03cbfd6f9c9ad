/** Type maps of spec §3. */
export const ContentType = { NOT_SELECTED: 0, VIDEO: 1, TEXT_IMAGE: 2 } as const;
export type ContentTypeValue = (typeof ContentType)[keyof typeof ContentType];

/** The list type map ("typeMap" in URLs). 6 and 7 are the extra content type codes the spec lists. */
export const TypeMap = {
  COURSE: 1,
  CASE: 2,
  OTHER: 3,
  MEETING: 4,
  ACTIVITY: 5,
  CAMPAIGN: 6,
  ACTIVITY_DETAIL: 7,
} as const;
export type TypeMapValue = (typeof TypeMap)[keyof typeof TypeMap];

/** Text shown for a content type the app does not know (spec §8). */
export function unknownMapTypeText(value: unknown): string {
  return `MAPTYPE undefined: ${String(value)}`;
}

/** member_group_flag of a course category: 0 all, 1 only the listed groups, 2 all but the listed groups. */
export const MemberGroupFlag = { ALL: 0, ONLY_LISTED: 1, ALL_BUT_LISTED: 2 } as const;
export type MemberGroupFlagValue = (typeof MemberGroupFlag)[keyof typeof MemberGroupFlag];

/** Learn/score log action types (spec §3). */
export const ActionType = ['VIEW', 'LEARN', 'ZAN', 'MEETING_VIEW', 'click'] as const;
export type ActionTypeValue = (typeof ActionType)[number];
