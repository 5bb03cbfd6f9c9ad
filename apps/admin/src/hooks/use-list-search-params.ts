import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The paging every server-paged console list query carries. */
export interface PagedQuery {
  current: number;
  pageSize: number;
}

/**
 * A console list's filters and paging, kept in the URL and parsed with the server's own query
 * schema. Changing a filter goes back to page 1; defaults are left out of the URL.
 */
export function useListSearchParams<Query extends PagedQuery>(
  schema: z.ZodType<Query>,
  filters: readonly (keyof Query & string)[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}), [schema]);
  const query = useMemo(() => {
    const parsed = schema.safeParse(Object.fromEntries(searchParams));
    return parsed.success ? parsed.data : defaults;
  }, [schema, searchParams, defaults]);
  const updateQuery = useCallback(
    (patch: Partial<Query>) => {
      const filtersChanged = filters.some((filter) => filter in patch);
      const next: Query = { ...query, ...(filtersChanged ? { current: 1 } : {}), ...patch };
      const params = new URLSearchParams();
      for (const filter of filters) {
        const value = next[filter];
        if (value !== undefined && value !== '') params.set(filter, String(value));
      }
      if (next.current !== defaults.current) params.set('current', String(next.current));
      if (next.pageSize !== defaults.pageSize) params.set('pageSize', String(next.pageSize));
      setSearchParams(params);
    },
    [filters, query, defaults, setSearchParams],
  );
  return { query, updateQuery };
}
