import { adminUserQuerySchema } from '@ia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UserQuery } from '../api/get-users';

const DEFAULT_QUERY = adminUserQuerySchema.parse({});
const FILTERS = ['keyword', 'kind', 'certification'] as const;

function readQuery(searchParams: URLSearchParams): UserQuery {
  const parsed = adminUserQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

function writeQuery(query: UserQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of FILTERS) {
    const value = query[filter];
    if (value) params.set(filter, value);
  }
  if (query.current !== DEFAULT_QUERY.current) params.set('current', String(query.current));
  if (query.pageSize !== DEFAULT_QUERY.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The user list's filters and paging, kept in the URL so a filtered view survives a reload.
 * Parsed with the schema the server validates the query with.
 */
export function useUserSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readQuery(searchParams), [searchParams]);

  const updateQuery = useCallback(
    (patch: Partial<UserQuery>) => {
      const filtersChanged = FILTERS.some((filter) => filter in patch);
      setSearchParams(writeQuery({ ...query, ...(filtersChanged ? { current: 1 } : {}), ...patch }));
    },
    [query, setSearchParams],
  );

  return { query, updateQuery };
}
