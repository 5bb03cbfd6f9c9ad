import {
  type AdminMeetingAttendance,
  type AdminMeetingAttendee,
  type AdminMeetingSubscriber,
  adminMeetingAttendanceSchema,
  adminMeetingSubscriberSchema,
  type PagingQuery,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, apiRequest } from '../../../lib/api-client';
import { meetingsQueryKey } from './meetings';

export type { AdminMeetingAttendance, AdminMeetingAttendee, AdminMeetingSubscriber };

const subscriberPageSchema = pageSchema(adminMeetingSubscriberSchema);

/** GET /meetings/:id/subscribers: one page of the people who subscribed. */
export function useMeetingSubscribers(meetingId: number, paging: PagingQuery) {
  return useQuery({
    queryKey: [...meetingsQueryKey, 'subscribers', meetingId, paging],
    queryFn: ({ signal }) =>
      apiRequest(`/meetings/${meetingId}/subscribers`, {
        query: { ...paging },
        schema: subscriberPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How often the attendance refreshes while its tab is open: 正在观看 moves during a live meeting. */
export const ATTENDANCE_REFRESH_MS = 15_000;

/** GET /meetings/:id/attendance: one page of attendees, with totals over all of them. */
export function useMeetingAttendance(meetingId: number, paging: PagingQuery, { live }: { live: boolean }) {
  return useQuery({
    queryKey: [...meetingsQueryKey, 'attendance', meetingId, paging],
    queryFn: ({ signal }) =>
      apiRequest(`/meetings/${meetingId}/attendance`, {
        query: { ...paging },
        schema: adminMeetingAttendanceSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: live ? ATTENDANCE_REFRESH_MS : false,
  });
}

/**
 * The attendance export's address. A plain link: the browser downloads it with the console's
 * session cookie, and the server names the file.
 */
export function meetingAttendanceCsvUrl(meetingId: number): string {
  return `${ADMIN_API_PREFIX}/meetings/${meetingId}/attendance.csv`;
}
