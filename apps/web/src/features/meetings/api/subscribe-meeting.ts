import type { MeetingSubscription, MeetingSummary } from '@ia/shared';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageAnswer } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { MEETINGS_QUERY_KEY } from './get-meetings';

/** POST meeting/subscribe: subscribe (idempotent), or cancel the subscription. */
export async function subscribeMeeting(meetingId: number, subscribe: boolean): Promise<MeetingSubscription> {
  return unwrapData(
    apiClient.post<MeetingSubscription>('meeting/subscribe', {
      meeting_id: meetingId,
      cancel: subscribe ? 0 : 1,
    }),
  );
}

type SubscriptionPatch = Pick<MeetingSummary, 'subscribed' | 'subscriber_count'>;

function patchRow<T extends MeetingSummary>(row: T, id: number, patch: SubscriptionPatch): T {
  return row.id === id ? { ...row, ...patch } : row;
}

/** A meeting as lists and the detail carry it (tags and live status under the same key are not). */
function isMeeting(value: unknown): value is MeetingSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    'subscribed' in value &&
    'state' in value
  );
}

function isInfinite(value: unknown): value is InfiniteData<PageAnswer<MeetingSummary>> {
  return typeof value === 'object' && value !== null && Array.isArray((value as { pages?: unknown }).pages);
}

/**
 * Puts the new subscription on every cached copy of the meeting (lists, home block, my meetings,
 * the detail), so whatever page the viewer goes back to shows it without asking the server again.
 */
export function patchCachedMeeting(queryClient: QueryClient, id: number, patch: SubscriptionPatch): void {
  queryClient.setQueriesData<unknown>({ queryKey: MEETINGS_QUERY_KEY }, (old: unknown) => {
    if (isInfinite(old)) {
      return {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: page.data.map((row) => (isMeeting(row) ? patchRow(row, id, patch) : row)),
        })),
      };
    }
    if (Array.isArray(old))
      return old.map((row: unknown) => (isMeeting(row) ? patchRow(row, id, patch) : row));
    if (isMeeting(old)) return patchRow(old, id, patch);
    return old;
  });
}

/** Subscribe or cancel; the caches follow the server's answer. */
export function useSubscribeMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, subscribe }: { id: number; subscribe: boolean }) => subscribeMeeting(id, subscribe),
    onSuccess: (answer, { id }) =>
      patchCachedMeeting(queryClient, id, {
        subscribed: answer.subscribed,
        subscriber_count: answer.subscriber_count,
      }),
  });
}
