import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeatureContext, usesSecureCookies } from '../../lib/feature';
import type { SessionsService, UsersRepository } from '../users';
import { WechatRepository } from './wechat.repository';
import { wechatOauthRoutes, wechatPlatformRoutes } from './wechat.routes';
import { WechatAuthService } from './wechat-auth.service';
import { wechatEndpoints } from './wechat-endpoints';
import { WechatOAuthClient } from './wechat-oauth.client';

export { type AppUrlPolicy, parseAppUrl } from './app-url';
export { externalLoginUrl, wechatEndpoints } from './wechat-endpoints';
export {
  type WechatAccessTokenReply,
  wechatAccessTokenReplySchema,
  wechatErrorReplySchema,
} from './wechat-oauth.client';

declare module '../../lib/services' {
  interface Services {
    wechatAuth: WechatAuthService;
  }
}

interface WechatPorts {
  users: UsersRepository;
  sessions: SessionsService;
}

/** WeChat web authorization: the state, the code exchange, the user and a new session (/api/oauth). */
const wechat: FastifyPluginAsyncZod<FeatureContext & WechatPorts> = async (
  app,
  { database, config, now, fetch, logger, users, sessions },
) => {
  const endpoints = wechatEndpoints(config);
  const wechatAuth = new WechatAuthService(
    new WechatRepository(database.db),
    users,
    sessions,
    new WechatOAuthClient({
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      apiBase: endpoints.apiBase,
      fetch,
      logger,
    }),
    {
      appId: config.WECHAT_APP_ID,
      scope: config.WECHAT_OAUTH_SCOPE,
      oauthBase: endpoints.oauthBase,
      appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    },
    now,
  );
  app.services.wechatAuth = wechatAuth;
  const secureCookies = usesSecureCookies(config);
  await app.register(wechatPlatformRoutes, { prefix: PLATFORM_PREFIX, wechatAuth, secureCookies });
  await app.register(wechatOauthRoutes, { wechatAuth, secureCookies });
};
export default wechat;
