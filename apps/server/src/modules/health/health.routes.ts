import { APP_VERSION, healthSchema, readinessSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). Not enveloped: for probes. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['ops'], summary: '进程存活', response: { 200: healthSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: '数据库就绪',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const ready = await database.ping();
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ok' as const) : ('unavailable' as const), database: database.kind });
    },
  );
};

/** Spec §7's test endpoints: `/api/test` answers, `/api/post` echoes the parsed body (form or JSON). */
export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test',
    {
      schema: {
        tags: ['ops'],
        summary: '连通性测试',
        response: okResponse(z.object({ pong: z.literal(true), version: z.string(), time: z.string() })),
      },
    },
    async () => ok({ pong: true as const, version: APP_VERSION, time: new Date().toISOString() }),
  );

  app.post(
    '/post',
    {
      schema: {
        tags: ['ops'],
        summary: '回显请求体（表单或 JSON）',
        body: z.record(z.string(), z.unknown()).optional(),
        response: okResponse(z.record(z.string(), z.unknown())),
      },
    },
    async (request) => ok(request.body ?? {}),
  );
};
