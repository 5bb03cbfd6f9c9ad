import { type AdminCampaignQuery, adminCampaignQuerySchema } from '@ia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const DEFAULT_QUERY = adminCampaignQuerySchema.parse({});
const FILTERS = ['keyword', 'state'] as const;

function readQuery(searchParams: URLSearchParams): AdminCampaignQuery {
  const parsed = adminCampaignQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

function writeQuery(query: AdminCampaignQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of FILTERS) {
    const value = query[filter];
    if (value !== undefined && value !== '') params.set(filter, String(value));
  }
  if (query.current !== DEFAULT_QUERY.current) params.set('current', String(query.current));
  if (query.pageSize !== DEFAULT_QUERY.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The campaign list's filters and paging, kept in the URL (parsed with the server's own schema). */
export function useCampaignSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readQuery(searchParams), [searchParams]);
  const updateQuery = useCallback(
    (patch: Partial<AdminCampaignQuery>) => {
      const filtersChanged = FILTERS.some((filter) => filter in patch);
      setSearchParams(writeQuery({ ...query, ...(filtersChanged ? { current: 1 } : {}), ...patch }));
    },
    [query, setSearchParams],
  );
  return { query, updateQuery };
}
