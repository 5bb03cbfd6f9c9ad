import { WECOM_PATHS, type WecomStatus } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/**
 * GET member/getWecomStatus: whether the member has added the assistant on WeCom (企业微信), as
 * WeCom itself reported it. Asked only for a consented member (`enabled`), as the server requires.
 */
export function useWecomStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['wecom-status'],
    enabled,
    queryFn: () => unwrapData(apiClient.get<WecomStatus>(WECOM_PATHS.status)),
  });
}
