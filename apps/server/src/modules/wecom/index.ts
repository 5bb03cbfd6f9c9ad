import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { WechatCredentialsRepository } from '../jssdk';
import { WecomRepository } from './wecom.repository';
import { wecomCallbackRoutes, wecomRoutes } from './wecom.routes';
import { type WecomConnection, WecomService } from './wecom.service';
import { WecomAccessTokenService } from './wecom-access-token.service';
import { WecomApiClient } from './wecom-api.client';
import { wecomSettings } from './wecom-settings';

export { buildContactEvent, buildEnvelope, type ContactChangeType, sealCallback } from './wecom-callback';
export {
  SANDBOX_WECOM_PREFIX,
  WECOM_CALLBACK_PATH,
  type WecomSettings,
  wecomSettings,
} from './wecom-settings';

declare module '../../lib/services' {
  interface Services {
    wecom: WecomService;
  }
}

/**
 * WeCom customer contact (decision 021): the signed, encrypted callback records who added the
 * assistant; the access token shares the JS-SDK's credentials table. Unset, every member answers
 * added=false.
 */
const wecom: FastifyPluginAsyncZod<FeatureContext> = async (
  app,
  { database, config, now, fetch, logger },
) => {
  const settings = wecomSettings(config);
  let connection: WecomConnection | null = null;
  if (settings) {
    const client = new WecomApiClient({
      corpId: settings.corpId,
      contactSecret: settings.contactSecret,
      apiBase: settings.apiBase,
      fetch,
      logger,
    });
    const accessToken = new WecomAccessTokenService(
      new WechatCredentialsRepository(database.db),
      client,
      settings.corpId,
      now,
    );
    connection = { keys: settings, client, accessToken };
  } else {
    logger?.warn({}, 'WeCom not configured (WECOM_*): member/getWecomStatus answers added=false');
  }
  const service = new WecomService(new WecomRepository(database.db), connection, now, logger);
  app.services.wecom = service;
  await app.register(wecomRoutes, { prefix: PLATFORM_PREFIX, wecom: service });
  // WeCom's customer-contact callback URL (/api/wecom/callback): public, checked by its signature.
  await app.register(wecomCallbackRoutes, { wecom: service });
};
export default wecom;
