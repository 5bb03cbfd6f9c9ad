import { auditLogQuerySchema } from '@ia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogQuery } from '../api/get-audit-log';

const DEFAULT_QUERY = auditLogQuerySchema.parse({});

function readQuery(searchParams: URLSearchParams): AuditLogQuery {
  const parsed = auditLogQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

function writeQuery(query: AuditLogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.current !== DEFAULT_QUERY.current) params.set('current', String(query.current));
  if (query.pageSize !== DEFAULT_QUERY.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.operatorId !== undefined) params.set('operatorId', String(query.operatorId));
  if (query.action) params.set('action', query.action);
  return params;
}

/**
 * The audit log's paging and filters, kept in the URL so a filtered view survives a reload
 * and can be shared. Parsed with the same schema the server validates the query with.
 */
export function useAuditLogSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readQuery(searchParams), [searchParams]);

  const updateQuery = useCallback(
    (patch: Partial<AuditLogQuery>) => {
      const filtersChanged = 'operatorId' in patch || 'action' in patch;
      const next: AuditLogQuery = { ...query, ...(filtersChanged ? { current: 1 } : {}), ...patch };
      setSearchParams(writeQuery(next));
    },
    [query, setSearchParams],
  );

  return { query, updateQuery };
}
