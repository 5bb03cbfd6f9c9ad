import { POPOVER_PATHS, type PopoverAnswer } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { hasIdentity } from '../../../lib/identity';

/**
 * GET member/popover: the pop-over due now, if any. The server records it as shown when it
 * answers, so the app asks once per visit to home and never retries.
 */
export function useHomePopover() {
  return useQuery({
    queryKey: ['popover'],
    queryFn: () => unwrapData(apiClient.get<PopoverAnswer>(POPOVER_PATHS.current)),
    enabled: hasIdentity(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
