import type { MeetingList, MeetingListState, MeetingSummary, Tag } from '@ia/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageByTotal } from '../../../components/paged-list/paging';
import { expectArray, expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const MEETING_PAGE_SIZE = 10;

export type MeetingListStateValue = (typeof MeetingListState)[number];

/** Filters of GET meeting (meetingListQuerySchema). */
export interface MeetingFilters {
  state?: MeetingListStateValue;
  tag_id?: number;
  /** The app's search: meetings whose title, summary or speakers hold every term. */
  keyword?: string;
}

/** Every cached meeting answer lives under this key (subscribing patches them all). */
export const MEETINGS_QUERY_KEY = ['meetings'] as const;

/** GET meeting: one page of meetings, those the viewer may not watch included (marked by audience). */
export async function getMeetings(
  filters: MeetingFilters,
  current: number,
  options: { pageSize?: number; withTags?: boolean } = {},
): Promise<MeetingList> {
  const answer = await unwrapData(
    apiClient.get<MeetingList>('meeting', {
      ...filters,
      get_tag: options.withTags ? 1 : undefined,
      current,
      pageSize: options.pageSize ?? MEETING_PAGE_SIZE,
    }),
  );
  return expectPage<MeetingList>(answer);
}

export function meetingsQueryOptions(filters: MeetingFilters) {
  return infiniteQueryOptions({
    queryKey: [...MEETINGS_QUERY_KEY, 'list', filters] as const,
    queryFn: ({ pageParam }) => getMeetings(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}

export function useMeetings(filters: MeetingFilters, enabled = true) {
  return useInfiniteQuery({ ...meetingsQueryOptions(filters), enabled });
}

/** The tags meetings use (get_tag=1), asked apart from the list so the chips stay put while filtering. */
export function useMeetingTags() {
  return useQuery(
    queryOptions({
      queryKey: [...MEETINGS_QUERY_KEY, 'tags'] as const,
      queryFn: async (): Promise<Tag[]> =>
        (await getMeetings({}, 1, { pageSize: 1, withTags: true })).tags ?? [],
    }),
  );
}

/** GET home/home-meeting: live and upcoming meetings for the home block, soonest first. */
export async function getHomeMeetings(): Promise<MeetingSummary[]> {
  return expectArray<MeetingSummary>(await unwrapData(apiClient.get<MeetingSummary[]>('home/home-meeting')));
}

export function useHomeMeetings() {
  return useQuery({ queryKey: [...MEETINGS_QUERY_KEY, 'home'] as const, queryFn: getHomeMeetings });
}

/** GET meeting/my-meeting: the meetings the viewer subscribed to (/personal/signup), soonest first. */
export async function getMyMeetings(current: number): Promise<{ total: number; data: MeetingSummary[] }> {
  const answer = await unwrapData(
    apiClient.get<{ total: number; data: MeetingSummary[] }>('meeting/my-meeting', {
      current,
      pageSize: MEETING_PAGE_SIZE,
    }),
  );
  return expectPage<{ total: number; data: MeetingSummary[] }>(answer);
}

export function useMyMeetings() {
  return useInfiniteQuery({
    queryKey: [...MEETINGS_QUERY_KEY, 'mine'] as const,
    queryFn: ({ pageParam }) => getMyMeetings(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
  });
}
