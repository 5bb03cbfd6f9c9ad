import { ADMIN_PATHS, type Operator, operatorSchema } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

export const operatorQueryKey = ['auth', 'operator'] as const;

/** The signed-in operator, or null when there is no session (the API answers 401). */
export async function getOperator(signal?: AbortSignal): Promise<Operator | null> {
  try {
    return await apiRequest(ADMIN_PATHS.me, {
      schema: operatorSchema,
      signal,
      redirectOnUnauthenticated: false,
    });
  } catch (error) {
    if (isApiError(error) && error.isUnauthenticated) return null;
    throw error;
  }
}

export function operatorQueryOptions() {
  return queryOptions({
    queryKey: operatorQueryKey,
    queryFn: ({ signal }) => getOperator(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** The session probe: `data` is the operator, null when signed out, undefined while loading. */
export function useOperator() {
  return useQuery(operatorQueryOptions());
}
