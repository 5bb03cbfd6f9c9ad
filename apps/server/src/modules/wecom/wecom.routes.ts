import { wecomStatusSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { WecomService } from './wecom.service';
import { WECOM_CALLBACK_PATH } from './wecom-settings';

// WeCom's values are short; the limits only keep junk out of the signature check.
const signedQuery = {
  msg_signature: z.string().min(1).max(128),
  timestamp: z.string().min(1).max(32),
  nonce: z.string().min(1).max(128),
};
const CALLBACK_BODY_LIMIT = 64 * 1024;

/** member/getWecomStatus under /api/platform. */
export const wecomRoutes: FastifyPluginAsyncZod<{ wecom: WecomService }> = async (app, { wecom }) => {
  app.get(
    '/member/getWecomStatus',
    {
      schema: {
        tags: ['wecom'],
        summary: '是否已添加学院企业微信助手为好友（以企业微信回调为准）',
        response: okResponse(wecomStatusSchema),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await wecom.status(requireViewer(request).user)),
  );
};

/**
 * WeCom's customer-contact callback URL (public: WeCom calls it, the signature is the check).
 * Answers are WeCom's plain text; refusals are envelopes like any other error.
 */
export const wecomCallbackRoutes: FastifyPluginAsyncZod<{ wecom: WecomService }> = async (app, { wecom }) => {
  // WeCom posts text/xml; whatever else arrives (here only) is read as text too and left to the
  // signature and the XML check to refuse.
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    WECOM_CALLBACK_PATH,
    {
      schema: {
        tags: ['wecom'],
        summary: '企业微信回调 URL 验证：校验签名，解密 echostr 并原样返回',
        querystring: z.object({ ...signedQuery, echostr: z.string().min(1).max(1024) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => reply.type('text/plain').send(wecom.verifyUrl(request.query)),
  );

  app.post(
    WECOM_CALLBACK_PATH,
    {
      schema: {
        tags: ['wecom'],
        summary: '企业微信客户联系事件（change_external_contact）：校验签名、解密并记录，答 success',
        querystring: z.object(signedQuery),
        body: z.string().min(1).max(CALLBACK_BODY_LIMIT),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => reply.type('text/plain').send(await wecom.receive(request.query, request.body)),
  );
};
