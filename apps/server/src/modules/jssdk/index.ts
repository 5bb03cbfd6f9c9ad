import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { wechatEndpoints } from '../wechat';
import { jssdkRoutes } from './jssdk.routes';
import { JssdkService } from './jssdk.service';
import { WechatCredentialsRepository } from './wechat-credentials.repository';
import { CREDENTIAL_REFRESH_MARGIN_MS, WechatCredentialsService } from './wechat-credentials.service';
import { WechatServerClient } from './wechat-server.client';

export { CREDENTIAL_REFRESH_MARGIN_MS, WechatCredentialsRepository };

declare module '../../lib/services' {
  interface Services {
    wechatCredentials: WechatCredentialsService;
    jssdk: JssdkService;
  }
}

/**
 * JS-SDK signatures, over WeChat's access token and jsapi_ticket cached for every server
 * process and refreshed ahead of expiry by a job.
 */
const jssdk: FastifyPluginAsyncZod<FeatureContext> = async (
  app,
  { database, config, now, fetch, logger, jobs },
) => {
  const wechatCredentials = new WechatCredentialsService(
    new WechatCredentialsRepository(database.db),
    new WechatServerClient({
      appId: config.WECHAT_APP_ID,
      appSecret: config.WECHAT_APP_SECRET,
      apiBase: wechatEndpoints(config).apiBase,
      fetch,
      logger,
    }),
    config.WECHAT_APP_ID,
    now,
    { logger },
  );
  jobs.register(wechatCredentials.refreshJob());
  const service = new JssdkService(
    wechatCredentials,
    {
      appId: config.WECHAT_APP_ID,
      appUrl: { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    },
    now,
  );
  Object.assign(app.services, { wechatCredentials, jssdk: service });
  await app.register(jssdkRoutes, { prefix: PLATFORM_PREFIX, jssdk: service });
};
export default jssdk;
