import type { LearnHistoryItem, Page } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** How many begun contents the home's 继续学习 row offers. */
export const CONTINUE_LEARNING_SIZE = 10;

/** GET learn-log?unfinished=1: the contents the user began and has not finished, most recent first. */
export async function getUnfinished(): Promise<Page<LearnHistoryItem>> {
  const answer = await unwrapData(
    apiClient.get<Page<LearnHistoryItem>>('learn-log', {
      unfinished: 1,
      current: 1,
      pageSize: CONTINUE_LEARNING_SIZE,
    }),
  );
  return expectPage<Page<LearnHistoryItem>>(answer);
}

/**
 * Asked only for a user who may learn (learn-log is refused otherwise, with a popup the home must
 * not open), and again each time the home shows: a doctor back from a course expects it there.
 */
export function useUnfinished(enabled: boolean) {
  return useQuery({
    queryKey: ['learning', 'unfinished'] as const,
    queryFn: getUnfinished,
    enabled,
    staleTime: 0,
  });
}
