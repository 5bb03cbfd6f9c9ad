import {
  consentDocumentSchema,
  consentDocumentsQuerySchema,
  consentRecordSchema,
  consentSignBodySchema,
  consentWithdrawBodySchema,
  trumanQuerySchema,
  trumanStatusSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { ConsentService } from './consent.service';

/** The app's consent calls (spec §4 consent popup, §7 send_truman / member truman, PIPL history). */
export const consentRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (app, { consent }) => {
  app.get(
    '/consent/documents',
    {
      schema: {
        tags: ['consent'],
        summary: '当前版本的隐私政策、用户服务协议和个人信息处理知情同意书',
        querystring: consentDocumentsQuerySchema,
        response: okResponse(z.array(consentDocumentSchema)),
      },
      config: { access: 'public' },
    },
    async (request) => ok(await consent.currentDocuments(request.query.lang)),
  );

  // The spec's two names for one call: send_truman (consent popup) and member/sendtruman.
  for (const url of ['/send_truman', '/member/sendtruman']) {
    app.post(
      url,
      {
        schema: {
          tags: ['consent'],
          summary: '签署全部当前版本的协议',
          body: consentSignBodySchema,
          response: okResponse(z.literal(1)),
        },
        config: { access: 'wechat' },
      },
      async (request) => {
        await consent.sign(requireViewer(request), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return ok(1 as const);
      },
    );
  }

  app.post(
    '/member/gettruman',
    {
      schema: {
        tags: ['consent'],
        summary: '本人的协议签署状态（all_active）与注册状态',
        body: trumanQuerySchema,
        response: okResponse(trumanStatusSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) => ok(consent.status(requireViewer(request), request.body.openid)),
  );

  app.get(
    '/consent/mine',
    {
      schema: {
        tags: ['consent'],
        summary: '本人的签署与撤回记录（最新在前）',
        querystring: consentDocumentsQuerySchema,
        response: okResponse(z.array(consentRecordSchema)),
      },
      config: { access: 'wechat' },
    },
    async (request) => ok(await consent.history(requireViewer(request), request.query.lang)),
  );

  app.post(
    '/consent/withdraw',
    {
      schema: {
        tags: ['consent'],
        summary: '撤回对全部协议的同意',
        body: consentWithdrawBodySchema,
        response: okResponse(z.literal(1)),
      },
      config: { access: 'wechat' },
    },
    async (request) => {
      await consent.withdraw(requireViewer(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(1 as const);
    },
  );
};
