import {
  adminUserImportBodySchema,
  adminUserImportResultSchema,
  adminUserQuerySchema,
  adminUserSchema,
  adminVeevaLinkBodySchema,
  type OperatorRoleValue,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { AdminUsersService } from './users-admin.service';

const userParamsSchema = z.object({ id: z.coerce.number().int().positive('用户编号无效') });

/**
 * Who reads the member directory (docs/decisions/025-console-least-privilege.md): administrators
 * and reviewers (the 用户管理 screen), and content editors, who search it to fill member groups.
 * Pharmacovigilance officers do not: a report carries the reporter's contact.
 */
const USER_SEARCHERS: readonly OperatorRoleValue[] = ['administrator', 'reviewer', 'content_editor'];
/** One member's record: the roles that work on it (hospital, veeva link). */
const USER_READERS: readonly OperatorRoleValue[] = ['administrator', 'reviewer'];

/** Bytes of a CSV import: 5000 rows of Chinese text in JSON fit well within it. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** Console user management. Mounted under /api/admin. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: '用户列表（关键词、类型、认证状态筛选）',
        querystring: adminUserQuerySchema,
        response: okResponse(pageSchema(adminUserSchema)),
      },
      config: { operator: USER_SEARCHERS },
    },
    async (request) => ok(await adminUsers.list(request.query)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '用户详情',
        params: userParamsSchema,
        response: okResponse(adminUserSchema),
      },
      config: { operator: USER_READERS },
    },
    async (request) => ok(await adminUsers.get(request.params.id)),
  );

  app.post(
    '/users/:id/veeva-link',
    {
      schema: {
        tags: ['admin'],
        summary: '关联或解除关联代表（veeva）',
        params: userParamsSchema,
        body: adminVeevaLinkBodySchema,
        response: okResponse(adminUserSchema),
      },
      config: { operator: ['administrator', 'reviewer'], audit: 'users.veeva_link' },
    },
    async (request) => ok(await adminUsers.linkVeeva(request.params.id, request.body.staff_user_id)),
  );

  app.post(
    '/users/:id/hospital-invalid',
    {
      schema: {
        tags: ['admin'],
        summary: '标记医院无效（用户须重新填写）',
        params: userParamsSchema,
        response: okResponse(adminUserSchema),
      },
      config: { operator: ['administrator', 'reviewer'], audit: 'users.hospital_invalid' },
    },
    async (request) => ok(await adminUsers.markHospitalInvalid(request.params.id)),
  );

  app.post(
    '/users/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'CSV 导入会员（逐行校验，错误行不入库）',
        body: adminUserImportBodySchema,
        response: okResponse(adminUserImportResultSchema),
      },
      config: { operator: ['administrator'], audit: 'users.import' },
    },
    async (request) => ok(await adminUsers.importCsv(request.body.csv)),
  );
};
