import {
  type AdminPrivacyRequestCreate,
  type AdminPrivacyRequestResolve,
  adminPrivacyRequestSchema,
  type PrivacyRequestStatusValue,
  pageSchema,
  personalDataExportSchema,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

/** The queue: open requests soonest due first (GET /privacy/requests). */
export function usePrivacyRequests(query: {
  current: number;
  status: PrivacyRequestStatusValue | undefined;
}) {
  return useQuery({
    queryKey: ['privacy-requests', query],
    queryFn: ({ signal }) =>
      apiRequest('/privacy/requests', {
        query: { current: query.current, pageSize: PAGE_SIZE, status: query.status },
        schema: pageSchema(adminPrivacyRequestSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The member's copy for a request: every fetch is an audited view, so only when asked for. */
export function usePrivacyRequestCopy(id: number | null) {
  return useQuery({
    queryKey: ['privacy-request-copy', id],
    queryFn: ({ signal }) =>
      apiRequest(`/privacy/requests/${id}/copy`, { schema: personalDataExportSchema, signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** A hotline request entered by the operator. */
export function useCreatePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPrivacyRequestCreate) =>
      apiRequest('/privacy/requests', { method: 'POST', body: input, schema: adminPrivacyRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy-requests'] }),
  });
}

/** Completes or rejects a request; completing a cancellation carries it out on the server. */
export function useResolvePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AdminPrivacyRequestResolve & { id: number }) =>
      apiRequest(`/privacy/requests/${id}/resolve`, {
        method: 'POST',
        body: input,
        schema: adminPrivacyRequestSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy-requests'] }),
  });
}
