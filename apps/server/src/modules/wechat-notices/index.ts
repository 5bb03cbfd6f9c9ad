import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { wechatEndpoints } from '../wechat';
import { WechatMessageClient } from './wechat-message.client';
import { WechatNoticesRepository } from './wechat-notices.repository';
import { wechatNoticesRoutes } from './wechat-notices.routes';
import { type AccessTokens, WechatNoticesService } from './wechat-notices.service';
import { wechatMessageTemplates } from './wechat-templates';

export {
  TEMPLATE_FIELD_LIMITS,
  type WechatMessageTemplates,
  wechatMessageTemplates,
} from './wechat-templates';

declare module '../../lib/services' {
  interface Services {
    wechatNotices: WechatNoticesService;
  }
}

interface WechatNoticesPorts {
  /** The official account's access token, shared by every process (the jssdk feature's cache). */
  accessTokens: AccessTokens;
}

/**
 * Meeting reminders and certification results in the doctor's WeChat, through the official account's
 * template and subscription messages (decision 036), and the consent the open tag reports.
 */
const wechatNotices: FastifyPluginAsyncZod<FeatureContext & WechatNoticesPorts> = async (
  app,
  { database, config, now, fetch, logger, jobs, accessTokens },
) => {
  const publicOrigin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://127.0.0.1:${config.PORT}`;
  const service = new WechatNoticesService(
    new WechatNoticesRepository(database.db),
    new WechatMessageClient({ apiBase: wechatEndpoints(config).apiBase, fetch, logger }),
    accessTokens,
    {
      templates: wechatMessageTemplates(config),
      appId: config.WECHAT_APP_ID,
      appBaseUrl: `${publicOrigin}${config.WEB_BASE_PATH.replace(/\/+$/, '')}`,
      logger,
    },
    now,
  );
  jobs.register(service.job());
  app.services.wechatNotices = service;
  await app.register(wechatNoticesRoutes, { prefix: PLATFORM_PREFIX, wechatNotices: service });
};
export default wechatNotices;
