import { type MeetingStateValue, TypeMap } from '@ia/shared';

/**
 * Where a meeting opens: a recording on the playback page, anything else (live, upcoming, ended
 * awaiting its recording, cancelled) on the detail page, which says what is going on.
 */
export function meetingPath(meeting: { id: number; state: MeetingStateValue }): string {
  return meeting.state === 'playback' ? meetingPlaybackPath(meeting.id) : meetingDetailPath(meeting.id);
}

/** `/meetingdetail?id=…&typeMap=4` (the typeMap the route would add anyway). */
export function meetingDetailPath(id: number): string {
  return `/meetingdetail?id=${id}&typeMap=${TypeMap.MEETING}`;
}

export function meetingPlaybackPath(id: number): string {
  return `/meetingdetailplayback?id=${id}`;
}
