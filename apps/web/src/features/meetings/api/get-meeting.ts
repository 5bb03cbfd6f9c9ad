import {
  MEETING_LIVE_POLL_S,
  type MeetingDetail,
  type MeetingLiveSnapshot,
  type MeetingLiveStatus,
  type MeetingPreview,
} from '@ia/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrapData } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { expectMeetingShape } from './answer-shape';
import { MEETINGS_QUERY_KEY } from './get-meetings';
import { readLiveEvent } from './live-events';

/** GET meeting/{id}: the detail (audience gate on the server), with the viewing session when there is something to watch. */
export async function getMeeting(id: number): Promise<MeetingDetail> {
  return expectMeetingShape<MeetingDetail>(await unwrapData(apiClient.get<MeetingDetail>(`meeting/${id}`)), [
    'agenda',
    'chapters',
    'tags',
  ]);
}

export function meetingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...MEETINGS_QUERY_KEY, 'detail', id] as const,
    queryFn: () => getMeeting(id),
    // The state moves with the clock (upcoming → live → playback): every visit asks again.
    staleTime: 0,
  });
}

export function useMeeting(id: number | null) {
  return useQuery({ ...meetingQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET demo/meeting/{id}: the public preview (no login, no stream, no viewing). */
export async function getMeetingPreview(id: number): Promise<MeetingPreview> {
  return expectMeetingShape<MeetingPreview>(
    await unwrapData(apiClient.get<MeetingPreview>(`demo/meeting/${id}`)),
    ['agenda', 'tags'],
  );
}

export function useMeetingPreview(id: number | null) {
  return useQuery({
    queryKey: [...MEETINGS_QUERY_KEY, 'preview', id] as const,
    queryFn: () => getMeetingPreview(id ?? 0),
    enabled: id !== null,
  });
}

/**
 * GET meeting/live-snapshot/{id}: the live status with the newest comments, what the push sends, as
 * one answer (the comments' `mine` and `zanned` are false: it is the same for every viewer).
 */
export async function getMeetingLiveSnapshot(id: number): Promise<MeetingLiveSnapshot> {
  const answer = readLiveEvent(await unwrapData(apiClient.get<unknown>(`meeting/live-snapshot/${id}`)));
  if (!answer?.comments) throw new ApiError('http', i18n.t('api.uncaughtError'));
  return answer as MeetingLiveSnapshot;
}

/** The live status the page renders from: written by the push, or by the snapshot polled while there is none. */
export function meetingLiveStatusKey(id: number) {
  return [...MEETINGS_QUERY_KEY, 'live-status', id] as const;
}

/** The live page's status, as the live channel last wrote it (use-meeting-live-channel.ts). */
export function useMeetingLiveStatus(id: number) {
  return useQuery<MeetingLiveStatus>({ queryKey: meetingLiveStatusKey(id), queryFn: skipToken });
}

/**
 * The snapshot every MEETING_LIVE_POLL_S while `polling` (no stream open; and only while the tab is
 * in front): one request for what the push would have sent.
 */
export function useMeetingLiveSnapshotPoll(id: number, polling: boolean) {
  return useQuery({
    queryKey: [...MEETINGS_QUERY_KEY, 'live-snapshot', id] as const,
    queryFn: () => getMeetingLiveSnapshot(id),
    enabled: polling,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: MEETING_LIVE_POLL_S * 1000,
    // A failed poll is retried by the next one.
    retry: false,
  });
}
