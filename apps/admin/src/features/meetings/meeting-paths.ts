/** Paths of 会议管理 inside the console (relative to the router basename). */
export const meetingPaths = {
  list: '/meetings',
  create: '/meetings/new',
} as const;

export function meetingEditPath(id: number): string {
  return `/meetings/${id}/edit`;
}

/** The meeting's subscribers and attendance. */
export function meetingDetailPath(id: number): string {
  return `/meetings/${id}`;
}
