/** Paths of 活动管理 inside the console (relative to the router basename). */
export const campaignPaths = {
  list: '/activities',
  create: '/activities/new',
} as const;

export function campaignEditPath(id: number): string {
  return `/activities/${id}/edit`;
}

/** The campaign's sections and contents, participants and sign-up form. */
export function campaignDetailPath(id: number): string {
  return `/activities/${id}`;
}
