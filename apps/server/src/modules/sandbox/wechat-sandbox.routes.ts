import { SANDBOX_WECHAT_PATHS } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wechatAccessTokenReplySchema, wechatErrorReplySchema } from '../wechat';
import { renderIdentityPicker, renderSandboxError, sendPage } from './wechat-sandbox.page';
import type { WechatSandboxService } from './wechat-sandbox.service';

// Every parameter optional: a missing one is answered the way WeChat answers it, not with our envelope.
const param = z.string().max(2000).optional();

/** WeChat's web authorization, served by the sandbox (registered only when SANDBOX is on). */
export const wechatSandboxRoutes: FastifyPluginAsyncZod<{ wechatSandbox: WechatSandboxService }> = async (
  app,
  { wechatSandbox },
) => {
  app.get(
    SANDBOX_WECHAT_PATHS.authorize,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：微信网页授权页（选择测试身份；带 sandbox_openid 时直接带 code 返回）',
        querystring: z.object({
          appid: param,
          redirect_uri: param,
          response_type: param,
          scope: param,
          state: param,
          sandbox_openid: param,
          sandbox_unionid: param,
        }),
      },
    },
    async (request, reply) => {
      const outcome = await wechatSandbox.authorize(request.query);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      if (outcome.kind === 'error') return sendPage(reply, renderSandboxError(outcome.message), 400);
      return sendPage(
        reply,
        renderIdentityPicker({
          title: '微信授权（沙箱）',
          subtitle: 'WeChat authorization (sandbox): sign in as a test identity',
          action: SANDBOX_WECHAT_PATHS.authorize,
          params: outcome.params,
          identities: outcome.identities,
          suggestion: outcome.suggestion,
          offerRoles: false,
        }),
      );
    },
  );

  app.get(
    SANDBOX_WECHAT_PATHS.accessToken,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：用 code 换取 access_token 与 openid（微信的原样应答与错误码）',
        querystring: z.object({ appid: param, secret: param, code: param, grant_type: param }),
        response: { 200: z.union([wechatAccessTokenReplySchema, wechatErrorReplySchema]) },
      },
    },
    // Like WeChat: HTTP 200 either way, the errcode tells.
    async (request) => wechatSandbox.exchange(request.query),
  );

  app.get(
    SANDBOX_WECHAT_PATHS.serverToken,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：公众号 access_token（cgi-bin/token，微信的原样应答与错误码）',
        querystring: z.object({ grant_type: param, appid: param, secret: param }),
      },
    },
    async (request) => wechatSandbox.serverToken(request.query),
  );

  app.get(
    SANDBOX_WECHAT_PATHS.jsapiTicket,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：JS-SDK jsapi_ticket（cgi-bin/ticket/getticket?type=jsapi）',
        querystring: z.object({ access_token: param, type: param }),
      },
    },
    async (request) => wechatSandbox.jsapiTicket(request.query),
  );
};
