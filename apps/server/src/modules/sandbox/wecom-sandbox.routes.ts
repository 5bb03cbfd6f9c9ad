import { sandboxWecomContactBodySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { SANDBOX_WECOM_PREFIX } from '../wecom';
import type { CallbackDeliverer, WecomSandboxService } from './wecom-sandbox.service';

// Every parameter optional: a missing one is answered the way WeCom answers it.
const param = z.string().max(2000).optional();

const deliverySchema = z.object({
  external_userid: z.string(),
  unionid: z.string(),
  userid: z.string(),
  change_type: z.enum(['add_external_contact', 'del_follow_user']),
  callback: z.object({ url: z.string(), body: z.string(), status: z.number(), answer: z.string() }),
});

/** WeCom's gettoken and externalcontact/get, served by the sandbox (SANDBOX on only). */
export const wecomSandboxApiRoutes: FastifyPluginAsyncZod<{ wecomSandbox: WecomSandboxService }> = async (
  app,
  { wecomSandbox },
) => {
  app.get(
    `${SANDBOX_WECOM_PREFIX}/cgi-bin/gettoken`,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：企业微信 access_token（cgi-bin/gettoken，企业微信的原样应答与错误码）',
        querystring: z.object({ corpid: param, corpsecret: param }),
      },
    },
    async (request) => wecomSandbox.gettoken(request.query),
  );
  app.get(
    `${SANDBOX_WECOM_PREFIX}/cgi-bin/externalcontact/get`,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：企业微信客户详情（cgi-bin/externalcontact/get）',
        querystring: z.object({ access_token: param, external_userid: param }),
      },
    },
    async (request) => wecomSandbox.externalContact(request.query),
  );
};

/**
 * /api/sandbox/wecom/add-contact and remove-contact (SANDBOX on only): a member adds or removes
 * the assistant in WeCom; the sandbox posts the encrypted callback to this app's own callback URL.
 */
export const wecomSandboxContactRoutes: FastifyPluginAsyncZod<{ wecomSandbox: WecomSandboxService }> = async (
  app,
  { wecomSandbox },
) => {
  // Through the app's own HTTP handling, as WeCom's request would arrive (no port needed).
  const deliver: CallbackDeliverer = async ({ url, body }) => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/xml' },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.body };
  };
  for (const change of ['add', 'remove'] as const) {
    app.post(
      `/wecom/${change}-contact`,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            change === 'add'
              ? '沙箱：会员添加企业微信助手（向本应用的回调 URL 发送加密的 add_external_contact）'
              : '沙箱：会员删除企业微信助手（发送加密的 del_follow_user 回调）',
          body: sandboxWecomContactBodySchema,
          response: okResponse(deliverySchema),
        },
      },
      async (request) => ok(await wecomSandbox.changeContact(change, request.body, deliver)),
    );
  }
};
