import { useMemo } from 'react';
import { useMeeting, useMeetingPreview } from '../api/get-meeting';
import { localStartTime } from '../lib/countdown';

/**
 * GET meeting/{id} for a detail page, with when an upcoming meeting starts by this phone's clock
 * (from the answer's server_time, not the phone's idea of the time) and a way to ask again when
 * the countdown ends.
 */
export function useMeetingDetail(id: number | null) {
  const query = useMeeting(id);
  const meeting = query.data;
  const receivedAt = query.dataUpdatedAt;
  const startsAt = useMemo(
    () =>
      meeting && meeting.state === 'upcoming'
        ? localStartTime(meeting.start_at, meeting.server_time, receivedAt)
        : null,
    [meeting, receivedAt],
  );
  const { refetch } = query;
  return { query, startsAt, refresh: () => void refetch() };
}

/**
 * GET demo/meeting/{id} for the public preview, with when an upcoming meeting starts by this
 * phone's clock (the preview has no server_time: `starts_in` is laid from the answer's arrival).
 */
export function useMeetingPreviewDetail(id: number | null) {
  const query = useMeetingPreview(id);
  const meeting = query.data;
  const receivedAt = query.dataUpdatedAt;
  const startsAt = useMemo(
    () => (meeting && meeting.state === 'upcoming' ? receivedAt + meeting.starts_in * 1000 : null),
    [meeting, receivedAt],
  );
  const { refetch } = query;
  return { query, startsAt, refresh: () => void refetch() };
}
