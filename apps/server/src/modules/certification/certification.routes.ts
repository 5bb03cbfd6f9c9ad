import {
  adminCertificationListItemSchema,
  adminCertificationQuerySchema,
  adminCertificationSchema,
  adminRejectBodySchema,
  certificationInfoSchema,
  certificationSubmitSchema,
  pageSchema,
  trialTipSchema,
  veevaInfoSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import { requireViewer } from '../../plugins/auth';
import type { CertificationService } from './certification.service';

interface CertificationRoutesOptions {
  certification: CertificationService;
}

/**
 * The mobile app's certification calls (/veeva, /veevaupload, /bindStep). The spec's spellings
 * (`vevea-examine-*`, `istip`) are public paths and stay; the code uses clear names.
 */
export const certificationRoutes: FastifyPluginAsyncZod<CertificationRoutesOptions> = async (
  app,
  { certification },
) => {
  app.post(
    '/examine/vevea-examine-create',
    {
      schema: {
        tags: ['certification'],
        summary: '提交医护人员认证',
        body: certificationSubmitSchema,
        response: okResponse(certificationInfoSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(await certification.submit(requireViewer(request).user, request.body, 'create')),
  );

  app.post(
    '/examine/vevea-examine-update',
    {
      schema: {
        tags: ['certification'],
        summary: '驳回后重新提交认证（JSON）',
        body: certificationSubmitSchema,
        response: okResponse(certificationInfoSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(await certification.submit(requireViewer(request).user, request.body, 'resubmit')),
  );

  app.get(
    '/examine/get-examine-info',
    {
      schema: {
        tags: ['certification'],
        summary: '我的认证状态与最近一次申请',
        response: okResponse(certificationInfoSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(await certification.info(requireViewer(request).user)),
  );

  app.get(
    '/istip/get-istip',
    {
      schema: {
        tags: ['certification'],
        summary: '是否弹出免费学习期提示',
        response: okResponse(trialTipSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(certification.trialTip(requireViewer(request).user)),
  );

  app.get(
    '/istip/up-istip',
    {
      schema: {
        tags: ['certification'],
        summary: '免费学习期提示：稍后再说（当天不再提示）',
        response: okResponse(z.literal(1)),
      },
      config: { access: 'registered' },
    },
    async (request) => {
      await certification.dismissTrialTip(requireViewer(request).user);
      return ok(1 as const);
    },
  );

  app.get(
    '/veeva/info',
    {
      schema: { tags: ['certification'], summary: '我绑定的销售代表', response: okResponse(veevaInfoSchema) },
      config: { access: 'registered' },
    },
    async (request) => ok(await certification.veevaInfo(requireViewer(request).user)),
  );
};

const submissionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const REVIEWERS = ['administrator', 'reviewer'] as const;

/** The console's certification review: queue, detail with photos and history, decisions. Under /api/admin. */
export const certificationAdminRoutes: FastifyPluginAsyncZod<CertificationRoutesOptions> = async (
  app,
  { certification },
) => {
  app.get(
    '/certifications',
    {
      schema: {
        tags: ['admin'],
        summary: '认证审核列表（待审核的按提交时间从早到晚）',
        querystring: adminCertificationQuerySchema,
        response: okResponse(pageSchema(adminCertificationListItemSchema)),
      },
      config: { operator: REVIEWERS },
    },
    async (request) => ok(await certification.adminPage(request.query)),
  );

  app.get(
    '/certifications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '认证申请详情（照片与该用户的全部申请记录）',
        params: submissionParamsSchema,
        response: okResponse(adminCertificationSchema),
      },
      config: { operator: REVIEWERS },
    },
    async (request) => ok(await certification.adminDetail(request.params.id)),
  );

  app.post(
    '/certifications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: '通过认证',
        params: submissionParamsSchema,
        response: okResponse(adminCertificationSchema),
      },
      config: { operator: REVIEWERS, audit: 'certification.approve' },
    },
    async (request) =>
      ok(await certification.decide(request.params.id, operatorIdOf(request), { status: 'approved' })),
  );

  app.post(
    '/certifications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: '驳回认证（需填写原因）',
        params: submissionParamsSchema,
        body: adminRejectBodySchema,
        response: okResponse(adminCertificationSchema),
      },
      config: { operator: REVIEWERS, audit: 'certification.reject' },
    },
    async (request) =>
      ok(
        await certification.decide(request.params.id, operatorIdOf(request), {
          status: 'rejected',
          reason: request.body.reason,
        }),
      ),
  );
};
