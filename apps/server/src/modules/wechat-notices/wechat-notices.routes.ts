import { subscribeConsentBodySchema, wechatSubscribeSettingsSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { WechatNoticesService } from './wechat-notices.service';

/** The app's side of WeChat messages: which subscriptions to ask for, and what the member answered. */
export const wechatNoticesRoutes: FastifyPluginAsyncZod<{ wechatNotices: WechatNoticesService }> = async (
  app,
  { wechatNotices },
) => {
  app.get(
    '/wechat-notices/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wechat-notices'],
        summary: '可申请的一次性订阅消息模板（wx-open-subscribe 的 template）',
        response: okResponse(wechatSubscribeSettingsSchema),
      },
    },
    async () => ok(wechatNotices.settings()),
  );

  app.post(
    '/wechat-notices/subscriptions',
    {
      config: { access: 'registered' },
      schema: {
        tags: ['wechat-notices'],
        summary: '记录会员在订阅弹窗中的选择（wx-open-subscribe 的 subscribeDetails；允许一次可发送一条）',
        body: subscribeConsentBodySchema,
        response: okResponse(z.object({ accepted: z.array(z.string()) })),
      },
    },
    async (request) => ok(await wechatNotices.recordConsent(requireViewer(request).user.id, request.body)),
  );
};
