import type { MeetingDetail } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMeetingLiveStatus } from '../api/get-meeting';
import { MEETINGS_QUERY_KEY } from '../api/get-meetings';

/**
 * While a meeting is live: how many watch now (GET meeting/live-status every MEETING_LIVE_POLL_S;
 * the detail's count until the first answer). When the poll says the state moved on (ended,
 * playback, cancelled) the detail is asked again, so the page follows without a reload.
 */
export function useMeetingLive(meeting: Pick<MeetingDetail, 'id' | 'state' | 'watching_now'>): {
  watchingNow: number;
} {
  const queryClient = useQueryClient();
  const live = meeting.state === 'live';
  const status = useMeetingLiveStatus(meeting.id, live);
  const polledState = live ? status.data?.state : undefined;
  const polledAt = status.dataUpdatedAt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every poll (polledAt) checks again.
  useEffect(() => {
    if (polledState === undefined || polledState === meeting.state) return;
    void queryClient.invalidateQueries({ queryKey: [...MEETINGS_QUERY_KEY, 'detail', meeting.id] });
  }, [polledState, polledAt, meeting.state, meeting.id, queryClient]);

  return { watchingNow: (live ? status.data?.watching_now : undefined) ?? meeting.watching_now };
}
