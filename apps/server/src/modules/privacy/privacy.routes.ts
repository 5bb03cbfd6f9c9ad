import {
  accountCancellationSchema,
  accountCancelledSchema,
  adminPrivacyRequestCreateSchema,
  adminPrivacyRequestQuerySchema,
  adminPrivacyRequestResolveSchema,
  adminPrivacyRequestSchema,
  type OperatorRoleValue,
  PRIVACY_PATHS,
  pageSchema,
  personalDataExportSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import { requireViewer } from '../../plugins/auth';
import type { PrivacyService } from './privacy.service';

/**
 * 我的 → 个人信息与隐私: any signed-in person (registered or not, consent withdrawn or not) may take
 * a copy of their personal information and cancel their account.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get(
    `/${PRIVACY_PATHS.export}`,
    {
      schema: {
        tags: ['privacy'],
        summary: '我的个人信息副本（资料、同意记录、学习、会议、积分、证书等；记为已办结的查阅请求）',
        response: okResponse(personalDataExportSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) => ok(await privacy.memberCopy(requireViewer(request).user.id)),
  );

  app.post(
    `/${PRIVACY_PATHS.cancel}`,
    {
      schema: {
        tags: ['privacy'],
        summary: '注销账号（不可恢复：删除或匿名化个人信息，会话立即失效）',
        body: accountCancellationSchema,
        response: okResponse(accountCancelledSchema),
      },
      config: { access: 'wechat' },
    },
    async (request) => ok(await privacy.memberCancel(requireViewer(request).user.id)),
  );
};

/**
 * Who works the privacy queue (decision 028): administrators and reviewers, the roles that already
 * act on one member's record (GET /users/:id, decision 025) and answer the hotline.
 */
const PRIVACY_OFFICERS: readonly OperatorRoleValue[] = ['administrator', 'reviewer'];

/** The console's 隐私请求 queue under /api/admin/privacy/requests. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  app.get(
    '/privacy/requests',
    {
      schema: {
        tags: ['admin'],
        summary: '隐私请求（未办结的按到期日在前；15 个工作日）',
        querystring: adminPrivacyRequestQuerySchema,
        response: okResponse(pageSchema(adminPrivacyRequestSchema)),
      },
      config: { operator: PRIVACY_OFFICERS },
    },
    async (request) => ok(await privacy.list(request.query)),
  );

  app.post(
    '/privacy/requests',
    {
      schema: {
        tags: ['admin'],
        summary: '登记热线收到的隐私请求',
        body: adminPrivacyRequestCreateSchema,
        response: okResponse(adminPrivacyRequestSchema),
      },
      config: { operator: PRIVACY_OFFICERS, audit: 'privacy.request_create' },
    },
    async (request) => ok(await privacy.create(request.body, operatorIdOf(request))),
  );

  app.get(
    '/privacy/requests/:id/copy',
    {
      schema: {
        tags: ['admin'],
        summary: '请求人的个人信息副本（每次查看记入审计日志）',
        params: idParamsSchema,
        response: okResponse(personalDataExportSchema),
      },
      config: { operator: PRIVACY_OFFICERS, audit: 'privacy.copy_view' },
    },
    async (request) => ok(await privacy.requestCopy(request.params.id)),
  );

  app.post(
    '/privacy/requests/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary: '办结或驳回请求（办结注销请求即执行注销）',
        params: idParamsSchema,
        body: adminPrivacyRequestResolveSchema,
        response: okResponse(adminPrivacyRequestSchema),
      },
      config: { operator: PRIVACY_OFFICERS, audit: 'privacy.request_resolve' },
    },
    async (request) => ok(await privacy.resolve(request.params.id, request.body, operatorIdOf(request))),
  );
};
