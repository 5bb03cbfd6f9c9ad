import { WECHAT_LOGIN_PATHS, type WechatIdentity } from '@ia/shared';
import { apiClient, unwrapData } from '../../../lib/api-client';

/**
 * GET /api/oauth?code=&state= (outside /api/platform, spec §7): WeChat's one-time code for a
 * session. An error envelope is toasted by the client and rejects.
 */
export async function exchangeOauthCode(code: string, state: string | null): Promise<WechatIdentity> {
  return unwrapData(
    apiClient.get<WechatIdentity>(WECHAT_LOGIN_PATHS.oauth, { code, state: state ?? undefined }),
  );
}
