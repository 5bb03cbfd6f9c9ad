import type { MeetingDetail } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMeetingLiveStatus } from '../api/get-meeting';
import { MEETINGS_QUERY_KEY } from '../api/get-meetings';
import { useMeetingLiveChannel } from './use-meeting-live-channel';

/**
 * While a meeting is live: how many watch now, pushed by the meeting's event stream, or polled
 * (GET meeting/live-snapshot every MEETING_LIVE_POLL_S) while the stream cannot be had; the detail's
 * count until the first answer. When the status says the state moved on (ended, playback,
 * cancelled) the detail is asked again, so the page follows without a reload.
 *
 * A viewer the live stream is open to counts themselves (issue 16): the server counts a viewer
 * from their first heartbeat (a whole interval of playing) and the count reaches the page at the
 * next push, so until then the count the doctor reads is at least the doctor.
 */
export function useMeetingLive(meeting: Pick<MeetingDetail, 'id' | 'state' | 'watching_now' | 'viewing'>): {
  watchingNow: number;
} {
  const queryClient = useQueryClient();
  const live = meeting.state === 'live';
  useMeetingLiveChannel(meeting.id, live);
  const status = useMeetingLiveStatus(meeting.id);
  const liveState = live ? status.data?.state : undefined;
  const updatedAt = status.dataUpdatedAt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every update (updatedAt) checks again.
  useEffect(() => {
    if (liveState === undefined || liveState === meeting.state) return;
    void queryClient.invalidateQueries({ queryKey: [...MEETINGS_QUERY_KEY, 'detail', meeting.id] });
  }, [liveState, updatedAt, meeting.state, meeting.id, queryClient]);

  const counted = (live ? status.data?.watching_now : undefined) ?? meeting.watching_now;
  const here = live && meeting.viewing !== null ? 1 : 0;
  return { watchingNow: Math.max(counted, here) };
}
