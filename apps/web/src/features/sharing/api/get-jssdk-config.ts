import { type JssdkConfig, SHARE_JS_API_LIST, SUCCESS_CODE } from '@ia/shared';
import { apiClient, isAuthorizationNeeded } from '../../../lib/api-client';

/**
 * GET jssdk (spec §7): wx.config's signature for `url`. A raw-envelope call (no toast: the
 * share menu failing to set up is not worth interrupting the reader); null when refused.
 */
export async function getJssdkConfig(url: string, appId: string | undefined): Promise<JssdkConfig | null> {
  const answer = await apiClient.get<JssdkConfig>('/jssdk', {
    url,
    appid: appId,
    js_api_list: SHARE_JS_API_LIST.join(','),
  });
  if (isAuthorizationNeeded(answer) || answer.code !== SUCCESS_CODE) return null;
  return answer.data;
}
