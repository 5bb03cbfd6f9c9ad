import { codeSentSchema, mailSendBodySchema, smsSendBodySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { VerificationCodesService } from './verification-codes.service';

/** Mounted under /api/platform. Both answer the same whether or not the number or mailbox is known. */
export const verificationCodesRoutes: FastifyPluginAsyncZod<{
  verificationCodes: VerificationCodesService;
}> = async (app, { verificationCodes }) => {
  app.post(
    '/sms/send',
    {
      schema: {
        tags: ['member'],
        summary: '发送短信验证码（6 位，10 分钟内有效，60 秒后可重发）',
        body: smsSendBodySchema,
        response: okResponse(codeSentSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) =>
      ok(
        await verificationCodes.send({
          channel: 'sms',
          target: request.body.mobile,
          purpose: request.body.purpose,
          ip: request.ip,
          requestedBy: requireViewer(request).user.id,
        }),
      ),
  );

  app.post(
    '/mail/send',
    {
      schema: {
        tags: ['member'],
        summary: '发送邮箱验证码（企业邮箱；6 位，10 分钟内有效，60 秒后可重发）',
        body: mailSendBodySchema,
        response: okResponse(codeSentSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) =>
      ok(
        await verificationCodes.send({
          channel: 'mail',
          target: request.body.email,
          purpose: request.body.purpose,
          ip: request.ip,
          requestedBy: requireViewer(request).user.id,
        }),
      ),
  );
};
