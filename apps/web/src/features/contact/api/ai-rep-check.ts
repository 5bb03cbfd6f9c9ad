import { type AiRepCheck, CONTACT_PATHS } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/**
 * GET member/ai-rep/check: whether the personal centre offers this member the AI rep, and its link.
 * Asked only for a consented member (`enabled`), as the server's access rule requires.
 */
export function useAiRepCheck(enabled: boolean) {
  return useQuery({
    queryKey: ['ai-rep-check'],
    enabled,
    queryFn: () => unwrapData(apiClient.get<AiRepCheck>(CONTACT_PATHS.aiRepCheck)),
    staleTime: 5 * 60_000,
  });
}
