import { jssdkConfigSchema, jssdkQuerySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import type { JssdkService } from './jssdk.service';

/** A page asks once per landing (iOS) or per navigation (elsewhere); cached tickets make it cheap. */
const JSSDK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * GET jssdk (spec §7): wx.config for a page of the app. Public: shared pages and the demo
 * previews are opened before (or without) a login, and WeChat's menu must be set up there too.
 */
export const jssdkRoutes: FastifyPluginAsyncZod<{ jssdk: JssdkService }> = async (app, { jssdk }) => {
  app.get(
    '/jssdk',
    {
      config: { access: 'public', rateLimit: JSSDK_RATE_LIMIT },
      schema: {
        tags: ['sharing'],
        summary: 'JS-SDK 签名（wx.config：appId、timestamp、nonceStr、signature）',
        querystring: jssdkQuerySchema,
        response: okResponse(jssdkConfigSchema),
      },
    },
    async (request) => ok(await jssdk.config(request.query, request.host)),
  );
};
