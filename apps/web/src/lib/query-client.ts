import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Errors the user was already told about (toast, popup) or that retrying cannot fix. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
