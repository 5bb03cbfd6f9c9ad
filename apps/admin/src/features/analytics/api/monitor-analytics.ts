import { type AdminAnalytics, adminAnalyticsSchema } from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { AdminAnalytics };

/** The China days to read, inclusive (YYYY-MM-DD). */
export interface AnalyticsRange {
  from: string;
  to: string;
}

/** GET /analytics/monitor: events per day, top pages, sources and channels for a range. */
export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: ['analytics-admin', 'monitor', range],
    queryFn: ({ signal }) =>
      apiRequest('/analytics/monitor', { query: { ...range }, schema: adminAnalyticsSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useMonitorAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
