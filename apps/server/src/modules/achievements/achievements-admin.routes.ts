import {
  adminCertificateProgramCreateSchema,
  adminCertificateProgramSchema,
  adminCertificateProgramUpdateSchema,
  adminCertificateQuerySchema,
  adminCertificateRevokeSchema,
  adminCertificateSchema,
  adminMedalCreateSchema,
  adminMedalSchema,
  adminMedalUpdateSchema,
  adminPublishSchema,
  type OperatorRoleValue,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { AchievementsAdminService } from './achievements-admin.service';

/** Withdrawing a certificate someone holds is an administrator's decision. */
const REVOKERS: readonly OperatorRoleValue[] = ['administrator'];

/**
 * The console's 勋章管理 and 证书管理 under /api/admin/achievements: the content team (and
 * administrators) edit medals and programmes and read issued certificates; administrators revoke.
 */
export const achievementsAdminRoutes: FastifyPluginAsyncZod<{
  achievementsAdmin: AchievementsAdminService;
}> = async (app, { achievementsAdmin }) => {
  // ---- Medals ----------------------------------------------------------------------------------
  app.get(
    '/achievements/medals',
    {
      schema: { tags: ['admin'], summary: '勋章列表', response: okResponse(z.array(adminMedalSchema)) },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await achievementsAdmin.listMedals()),
  );
  app.get(
    '/achievements/medals/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '勋章详情',
        params: idParamsSchema,
        response: okResponse(adminMedalSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await achievementsAdmin.getMedal(request.params.id)),
  );
  app.post(
    '/achievements/medals',
    {
      schema: {
        tags: ['admin'],
        summary: '新建勋章（草稿）',
        body: adminMedalCreateSchema,
        response: okResponse(adminMedalSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'medal.create' },
    },
    async (request) => ok(await achievementsAdmin.createMedal(request.body)),
  );
  app.put(
    '/achievements/medals/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改勋章（携带 updated_at；他人已修改则 40900）',
        params: idParamsSchema,
        body: adminMedalUpdateSchema,
        response: okResponse(adminMedalSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'medal.update' },
    },
    async (request) => ok(await achievementsAdmin.updateMedal(request.params.id, request.body)),
  );
  app.post(
    '/achievements/medals/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: '发布或撤回勋章',
        params: idParamsSchema,
        body: adminPublishSchema,
        response: okResponse(adminMedalSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'medal.publish' },
    },
    async (request) => ok(await achievementsAdmin.publishMedal(request.params.id, request.body)),
  );
  app.delete(
    '/achievements/medals/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除勋章（已获得的用户保留记录）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'medal.delete' },
    },
    async (request) => ok(await achievementsAdmin.deleteMedal(request.params.id)),
  );

  // ---- Certificate programmes ------------------------------------------------------------------
  app.get(
    '/achievements/programs',
    {
      schema: {
        tags: ['admin'],
        summary: '证书项目列表',
        response: okResponse(z.array(adminCertificateProgramSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await achievementsAdmin.listPrograms()),
  );
  app.get(
    '/achievements/programs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '证书项目详情',
        params: idParamsSchema,
        response: okResponse(adminCertificateProgramSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await achievementsAdmin.getProgram(request.params.id)),
  );
  app.post(
    '/achievements/programs',
    {
      schema: {
        tags: ['admin'],
        summary: '新建证书项目（草稿；系列课程或一组会议）',
        body: adminCertificateProgramCreateSchema,
        response: okResponse(adminCertificateProgramSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'certificate-program.create' },
    },
    async (request) => ok(await achievementsAdmin.createProgram(request.body)),
  );
  app.put(
    '/achievements/programs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改证书项目（携带 updated_at）',
        params: idParamsSchema,
        body: adminCertificateProgramUpdateSchema,
        response: okResponse(adminCertificateProgramSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'certificate-program.update' },
    },
    async (request) => ok(await achievementsAdmin.updateProgram(request.params.id, request.body)),
  );
  app.post(
    '/achievements/programs/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: '发布或撤回证书项目',
        params: idParamsSchema,
        body: adminPublishSchema,
        response: okResponse(adminCertificateProgramSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'certificate-program.publish' },
    },
    async (request) => ok(await achievementsAdmin.publishProgram(request.params.id, request.body)),
  );
  app.delete(
    '/achievements/programs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除证书项目（已颁发的证书仍然有效）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'certificate-program.delete' },
    },
    async (request) => ok(await achievementsAdmin.deleteProgram(request.params.id)),
  );

  // ---- Issued certificates ---------------------------------------------------------------------
  app.get(
    '/achievements/certificates',
    {
      schema: {
        tags: ['admin'],
        summary: '已颁发证书（按项目、编号或姓名、状态筛选）',
        querystring: adminCertificateQuerySchema,
        response: okResponse(pageSchema(adminCertificateSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await achievementsAdmin.listCertificates(request.query)),
  );
  app.post(
    '/achievements/certificates/:id/revoke',
    {
      schema: {
        tags: ['admin'],
        summary: '撤销证书（须填写原因；验真页随即显示已撤销，并通知持有人）',
        params: idParamsSchema,
        body: adminCertificateRevokeSchema,
        response: okResponse(adminCertificateSchema),
      },
      config: { operator: REVOKERS, audit: 'certificate.revoke' },
    },
    async (request) => ok(await achievementsAdmin.revokeCertificate(request.params.id, request.body.reason)),
  );
};
