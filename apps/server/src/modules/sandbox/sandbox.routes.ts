import { sandboxLoginBodySchema, wechatIdentitySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import type { SandboxService } from './sandbox.service';

/** Mounted under /api/sandbox, and only when the sandbox is enabled (never by default in production). */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxService }> = async (app, { sandbox }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：以指定角色的测试用户登录',
        body: sandboxLoginBodySchema,
        response: okResponse(wechatIdentitySchema),
      },
    },
    async (request) => ok(await sandbox.login(request.body.role, request.body.openid)),
  );
};
