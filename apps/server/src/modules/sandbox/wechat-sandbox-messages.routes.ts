import { SANDBOX_WECHAT_PATHS, sandboxWechatMessageSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { sendPage } from './wechat-sandbox.page';
import { SANDBOX_ID_PATTERN } from './wechat-sandbox.service';
import type { WechatSandboxMessagesService } from './wechat-sandbox-messages.service';
import { renderWechatOutbox } from './wechat-sandbox-outbox.page';

const tokenQuery = z.object({ access_token: z.string().max(2000).optional() });
const openidSchema = z
  .string()
  .trim()
  .regex(SANDBOX_ID_PATTERN, 'openid 只能包含字母、数字、_ 和 -（至多 64 位）');
const outboxQuery = z.object({ openid: openidSchema.optional() });

/**
 * The official account's message API as WeChat serves it (HTTP 200 either way, the errcode tells),
 * and the outbox of what it delivered (registered only when SANDBOX is on; decision 036).
 */
export const wechatSandboxMessageRoutes: FastifyPluginAsyncZod<{
  messages: WechatSandboxMessagesService;
}> = async (app, { messages }) => {
  app.post(
    SANDBOX_WECHAT_PATHS.templateSend,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：发送模板消息（cgi-bin/message/template/send，微信的原样应答与错误码）',
        querystring: tokenQuery,
      },
    },
    async (request) => messages.templateSend(request.query.access_token, request.body),
  );
  app.post(
    SANDBOX_WECHAT_PATHS.subscribeSend,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：发送订阅通知（cgi-bin/message/subscribe/bizsend，微信的原样应答与错误码）',
        querystring: tokenQuery,
      },
    },
    async (request) => messages.subscribeSend(request.query.access_token, request.body),
  );
  app.get(
    SANDBOX_WECHAT_PATHS.wechatOutboxPage,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：微信本应送达的消息（页面，最新在前）',
        querystring: outboxQuery,
      },
    },
    async (request, reply) =>
      sendPage(reply, renderWechatOutbox(await messages.outbox(request.query.openid), request.query.openid)),
  );
  app.get(
    SANDBOX_WECHAT_PATHS.wechatOutbox,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：微信本应送达的消息（最新在前，最多 50 条）',
        querystring: outboxQuery,
        response: okResponse(z.array(sandboxWechatMessageSchema)),
      },
    },
    async (request) => ok(await messages.outbox(request.query.openid)),
  );
  app.put(
    `${SANDBOX_WECHAT_PATHS.wechatFollower}/:openid`,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：设置测试用户是否关注公众号（未关注时模板消息得到 43004）',
        params: z.object({ openid: openidSchema }),
        body: z.object({ following: z.boolean({ error: 'following 应为 true 或 false' }) }),
        response: okResponse(z.object({ openid: z.string(), following: z.boolean() })),
      },
    },
    async (request) => {
      await messages.setFollowing(request.params.openid, request.body.following);
      return ok({ openid: request.params.openid, following: request.body.following });
    },
  );
  app.post(
    SANDBOX_WECHAT_PATHS.wechatSubscription,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：用户在订阅弹窗中的选择（允许一次，即可发送一条订阅通知）',
        body: z.object({
          openid: openidSchema,
          template_id: z.string().trim().min(1, '缺少 template_id').max(64),
          status: z.enum(['accept', 'reject'], { error: 'status 应为 accept 或 reject' }),
        }),
        response: okResponse(z.object({ template_id: z.string(), status: z.enum(['accept', 'reject']) })),
      },
    },
    async (request) => {
      const { openid, template_id: templateId, status } = request.body;
      await messages.answerSubscription(openid, templateId, status === 'accept');
      return ok({ template_id: templateId, status });
    },
  );
};
