import {
  ADMIN_PATHS,
  ADMIN_SESSION_COOKIE,
  adminLoginBodySchema,
  auditLogEntrySchema,
  auditLogQuerySchema,
  operatorSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { type AdminAuthService, OPERATOR_SESSION_HOURS, presentOperator } from './admin-auth.service';

interface AdminAuthRoutesOptions {
  adminAuth: AdminAuthService;
  secureCookies: boolean;
}

/** Console sign-in, sign-out, the current operator, and the audit log. Mounted under /api/admin. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (
  app,
  { adminAuth, secureCookies },
) => {
  const cookieOptions = {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
  };

  app.post(
    ADMIN_PATHS.login,
    {
      schema: {
        tags: ['admin'],
        summary: '运营人员登录',
        body: adminLoginBodySchema,
        response: okResponse(operatorSchema),
      },
      config: { audit: 'auth.login', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { operator, token } = await adminAuth.login(request.body.username, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.operator = null;
      reply.setCookie(ADMIN_SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: OPERATOR_SESSION_HOURS * 3600,
      });
      return ok(operator);
    },
  );

  app.post(
    ADMIN_PATHS.logout,
    {
      schema: { tags: ['admin'], summary: '退出登录', response: okResponse(z.null()) },
      config: { operator: 'any', audit: 'auth.logout' },
    },
    async (request, reply) => {
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      if (token) await adminAuth.logout(token);
      reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions);
      return ok(null);
    },
  );

  app.get(
    ADMIN_PATHS.me,
    {
      schema: { tags: ['admin'], summary: '当前运营人员', response: okResponse(operatorSchema) },
      config: { operator: 'any' },
    },
    async (request) => {
      if (!request.operator) throw new AppError('UNAUTHENTICATED');
      return ok(presentOperator(request.operator));
    },
  );

  app.get(
    ADMIN_PATHS.auditLog,
    {
      schema: {
        tags: ['admin'],
        summary: '审计日志',
        querystring: auditLogQuerySchema,
        response: okResponse(pageSchema(auditLogEntrySchema)),
      },
      config: { operator: ['administrator'] },
    },
    async (request) => ok(await adminAuth.listAudit(request.query)),
  );
};
