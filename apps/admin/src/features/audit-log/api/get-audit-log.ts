import { ADMIN_PATHS, auditLogEntrySchema, type auditLogQuerySchema, pageSchema } from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const auditLogPageSchema = pageSchema(auditLogEntrySchema);

/** One page of the audit log, newest first, filtered by operator and/or action. */
export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return apiRequest(ADMIN_PATHS.auditLog, { query, schema: auditLogPageSchema, signal });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // Keep the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
