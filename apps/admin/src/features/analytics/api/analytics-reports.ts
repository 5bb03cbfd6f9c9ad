import {
  type AnalyticsExportTableValue,
  analyticsCampaignsSchema,
  analyticsContentDetailSchema,
  analyticsContentsSchema,
  analyticsFunnelSchema,
  analyticsLearningSchema,
  analyticsMeetingDetailSchema,
  analyticsMeetingsSchema,
  analyticsOverviewSchema,
} from '@ia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PREFIX, apiRequest } from '../../../lib/api-client';
import type { AnalyticsRange } from './monitor-analytics';

// The reports of 数据分析 beyond page views (GET /api/admin/analytics/*, issue 15). The figures
// come from rollups the server refreshes every minute, so a minute of staleness is fine here too.

const STALE_MS = 60_000;

function useReport<TSchema extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  schema: TSchema,
  query: Record<string, string | number>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['analytics-admin', ...key, query],
    queryFn: ({ signal }) => apiRequest(path, { query, schema, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    enabled,
  });
}

/** GET /analytics/overview: the 数据概览 cards for the period and the one before it. */
export function useAnalyticsOverview(range: AnalyticsRange) {
  return useReport(['overview'], '/analytics/overview', analyticsOverviewSchema, { ...range });
}

export function useAnalyticsFunnel(range: AnalyticsRange) {
  return useReport(['funnel'], '/analytics/funnel', analyticsFunnelSchema, { ...range });
}

export function useAnalyticsLearning(range: AnalyticsRange) {
  return useReport(['learning'], '/analytics/learning', analyticsLearningSchema, { ...range });
}

export function useAnalyticsContents(range: AnalyticsRange, paging: { current: number; pageSize: number }) {
  return useReport(['contents'], '/analytics/contents', analyticsContentsSchema, { ...range, ...paging });
}

export function useAnalyticsContent(contentId: number | null, range: AnalyticsRange) {
  return useReport(
    ['content', contentId],
    `/analytics/contents/${contentId}`,
    analyticsContentDetailSchema,
    { ...range },
    contentId !== null,
  );
}

export function useAnalyticsMeetings(range: AnalyticsRange) {
  return useReport(['meetings'], '/analytics/meetings', analyticsMeetingsSchema, { ...range });
}

export function useAnalyticsMeeting(meetingId: number | null, paging: { current: number; pageSize: number }) {
  return useReport(
    ['meeting', meetingId],
    `/analytics/meetings/${meetingId}`,
    analyticsMeetingDetailSchema,
    { ...paging },
    meetingId !== null,
  );
}

export function useAnalyticsCampaigns(range: AnalyticsRange) {
  return useReport(['campaigns'], '/analytics/campaigns', analyticsCampaignsSchema, { ...range });
}

/**
 * A table's CSV export address. A plain link: the browser downloads it with the console's session
 * cookie, the server names the file and writes the export to the audit log.
 */
export function analyticsCsvUrl(
  table: AnalyticsExportTableValue,
  range: AnalyticsRange,
  id?: number,
): string {
  const query = new URLSearchParams({ table, from: range.from, to: range.to });
  if (id !== undefined) query.set('id', String(id));
  return `${ADMIN_API_PREFIX}/analytics/export.csv?${query.toString()}`;
}
