import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { describeApiError } from './api-errors';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the error itself, so the global toast stays quiet. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function reportError(error: unknown, silent: boolean | undefined): void {
  if (silent) return;
  // A lost session already sent the browser to the sign-in page.
  if (isApiError(error) && error.isUnauthenticated) return;
  notifyError(describeApiError(error));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Answers from the server are final; only transport failures are worth another try.
  if (isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
