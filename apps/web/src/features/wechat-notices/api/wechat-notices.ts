import type { SubscribeConsentBody, WechatSubscribeSettings } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET wechat-notices/settings: the one-time subscription templates the app may ask for. */
export function useWechatSubscribeSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['wechat-notices', 'settings'],
    queryFn: () => unwrapData(apiClient.get<WechatSubscribeSettings>('wechat-notices/settings')),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST wechat-notices/subscriptions: what the member answered in WeChat's subscription dialog. */
export function recordSubscribeConsent(body: SubscribeConsentBody): Promise<{ accepted: string[] }> {
  return unwrapData(apiClient.post<{ accepted: string[] }>('wechat-notices/subscriptions', body));
}
