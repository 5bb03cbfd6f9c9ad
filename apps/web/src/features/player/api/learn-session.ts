import { ErrorCode, type LearnSession, type LearnSessionCreate } from '@ia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrapData } from '../../../lib/api-client';
import type { HeartbeatPayload, SendOptions } from '../learning-tracker';

/** POST learnlog/create: opens this visit's learning session (records a VIEW) and says where to resume. */
export async function createLearnSession(input: LearnSessionCreate): Promise<LearnSession> {
  return unwrapData(apiClient.post<LearnSession>('learnlog/create', { ...input }));
}

/**
 * One session per visit: `visitKey` is fixed for the page's lifetime and the cache entry is
 * dropped on leaving (gcTime 0), so coming back opens a new session while re-renders (and
 * React's strict-mode double effects) do not.
 */
export function learnSessionQueryOptions(input: LearnSessionCreate, visitKey: string) {
  return queryOptions({
    queryKey: ['learning', 'session', input.content_id, visitKey] as const,
    queryFn: () => createLearnSession(input),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useLearnSession(input: LearnSessionCreate | null, visitKey: string) {
  return useQuery({
    ...learnSessionQueryOptions(input ?? { content_id: 0, type: 1 }, visitKey),
    enabled: input !== null,
  });
}

/**
 * A heartbeat poster for `path`: while the page stays, an ordinary call (a refusal opens its popup
 * or toast); when it may be going away, a keepalive call (quiet: the page may be gone). Learning
 * (learn-log) and meetings (score-log/meetingview) share it.
 */
export function heartbeatSender<Beat extends object>(
  path: string,
): (beat: Beat, options: SendOptions) => Promise<unknown> {
  return (beat, options) => {
    const body = { ...beat } as Record<string, unknown>;
    return options.keepalive ? apiClient.beacon(path, body) : unwrapData(apiClient.post(path, body));
  };
}

/** POST learn-log: one learning heartbeat. */
export const sendHeartbeat: (beat: HeartbeatPayload, options: SendOptions) => Promise<unknown> =
  heartbeatSender<HeartbeatPayload>('learn-log');

/** Network trouble and server errors are worth a retry; a refusal (trial over, content gone…) is not. */
export function isRetryableHeartbeatError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'duplicate') return true;
  if (error.kind === 'http') return (error.status ?? 500) >= 500;
  if (error.kind === 'business') {
    const code = error.code ?? 0;
    return code >= 50000 && code !== ErrorCode.AUTHORIZATION_NEEDED;
  }
  return false;
}
