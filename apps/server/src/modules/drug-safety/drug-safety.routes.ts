import {
  adminAdverseEventDetailSchema,
  adminAdverseEventItemSchema,
  adminAdverseEventQuerySchema,
  adminAdverseEventStatusSchema,
  adverseEventReceiptSchema,
  adverseEventReportSchema,
  type OperatorRoleValue,
  pageSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import { requireViewer } from '../../plugins/auth';
import type { DrugSafetyService, ViewContext } from './drug-safety.service';

/** /personal/warning: POST drug-safety/report (a consented user, as the page). */
export const drugSafetyRoutes: FastifyPluginAsyncZod<{ drugSafety: DrugSafetyService }> = async (
  app,
  { drugSafety },
) => {
  app.post(
    '/drug-safety/report',
    {
      schema: {
        tags: ['drug-safety'],
        summary: '报告疑似药品不良反应（敏感信息加密保存；需单独同意处理敏感个人信息）',
        body: adverseEventReportSchema,
        response: okResponse(adverseEventReceiptSchema),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await drugSafety.report(requireViewer(request).user.id, request.body)),
  );
};

/** Pharmacovigilance officers (and administrators) work the inbox. */
const PHARMACOVIGILANCE: readonly OperatorRoleValue[] = ['administrator', 'pharmacovigilance'];

function viewContext(request: FastifyRequest): ViewContext {
  return { operator: request.operator, path: request.url, ip: request.ip };
}

/** The console's 药物警戒 inbox under /api/admin/drug-safety/reports. */
export const drugSafetyAdminRoutes: FastifyPluginAsyncZod<{ drugSafety: DrugSafetyService }> = async (
  app,
  { drugSafety },
) => {
  app.get(
    '/drug-safety/reports',
    {
      schema: {
        tags: ['admin'],
        summary: '不良反应报告（未完成的按到期日在前；不含敏感信息）',
        querystring: adminAdverseEventQuerySchema,
        response: okResponse(pageSchema(adminAdverseEventItemSchema)),
      },
      config: { operator: PHARMACOVIGILANCE },
    },
    async (request) => ok(await drugSafety.list(request.query)),
  );

  app.get(
    '/drug-safety/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '报告详情（解密；每次查看记入审计日志）',
        params: idParamsSchema,
        response: okResponse(adminAdverseEventDetailSchema),
      },
      config: { operator: PHARMACOVIGILANCE },
    },
    async (request) => ok(await drugSafety.detail(request.params.id, viewContext(request))),
  );

  app.put(
    '/drug-safety/reports/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: '推进报告状态（new → processing → submitted → closed）',
        params: idParamsSchema,
        body: adminAdverseEventStatusSchema,
        response: okResponse(adminAdverseEventDetailSchema),
      },
      config: { operator: PHARMACOVIGILANCE, audit: 'drug_safety.status' },
    },
    async (request) =>
      ok(
        await drugSafety.moveStatus(
          request.params.id,
          request.body,
          operatorIdOf(request),
          viewContext(request),
        ),
      ),
  );
};
