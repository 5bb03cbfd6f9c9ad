import {
  type AdminMeeting,
  type AdminMeetingInput,
  type AdminMeetingQuery,
  adminMeetingSchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminMeeting, AdminMeetingInput, AdminMeetingQuery };

/** Everything cached about meetings; a write invalidates the lists (and the row it changed). */
export const meetingsQueryKey = ['meetings-admin', 'meetings'] as const;

const meetingPageSchema = pageSchema(adminMeetingSchema);
const deletedSchema = z.object({ id: z.number().int() });

/** GET /meetings: one page, filtered by keyword and state. */
export function getMeetings(query: AdminMeetingQuery, signal?: AbortSignal) {
  return apiRequest('/meetings', { query, schema: meetingPageSchema, signal });
}

export function meetingsQueryOptions(query: AdminMeetingQuery) {
  return queryOptions({
    queryKey: [...meetingsQueryKey, 'list', query],
    queryFn: ({ signal }) => getMeetings(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMeetings(query: AdminMeetingQuery) {
  return useQuery(meetingsQueryOptions(query));
}

export function meetingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...meetingsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/meetings/${id}`, { schema: adminMeetingSchema, signal }),
    staleTime: 0,
  });
}

/** GET /meetings/:id; a missing one shows as a 404 page rather than a toast. */
export function useMeeting(id: number | undefined) {
  return useQuery({
    ...meetingQueryOptions(id ?? 0),
    enabled: id !== undefined,
    meta: { silent: true },
  });
}

/** Keeps the detail in the cache and refreshes the lists after any change to a meeting. */
function useMeetingWrite<Variables>(mutationFn: (variables: Variables) => Promise<AdminMeeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (meeting) => queryClient.setQueryData(meetingQueryOptions(meeting.id).queryKey, meeting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...meetingsQueryKey, 'list'] }),
  });
}

/** POST /meetings (a new draft) or PUT /meetings/:id with the `updated_at` of the copy edited. */
export function useSaveMeeting() {
  return useMeetingWrite(
    ({ id, values }: { id?: number; values: AdminMeetingInput & { updated_at?: string } }) =>
      id === undefined
        ? apiRequest('/meetings', { method: 'POST', body: values, schema: adminMeetingSchema })
        : apiRequest(`/meetings/${id}`, { method: 'PUT', body: values, schema: adminMeetingSchema }),
  );
}

/** 发布 or 下线 (POST /meetings/:id/publish { published, updated_at }). */
export function usePublishMeeting() {
  return useMeetingWrite((meeting: Pick<AdminMeeting, 'id' | 'updated_at'> & { published: boolean }) =>
    apiRequest(`/meetings/${meeting.id}/publish`, {
      method: 'POST',
      body: { published: meeting.published, updated_at: meeting.updated_at },
      schema: adminMeetingSchema,
    }),
  );
}

/** 取消会议 with the reason the subscribers are told (POST /meetings/:id/cancel). */
export function useCancelMeeting() {
  return useMeetingWrite(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(`/meetings/${id}/cancel`, { method: 'POST', body: { reason }, schema: adminMeetingSchema }),
  );
}

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/meetings/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsQueryKey }),
  });
}
