import { APP_VERSION, healthSchema, readinessSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';

/** What readiness depends on besides the database. */
export interface ReadinessState {
  /** Redis as this node sees it; `off` without REDIS_URL. */
  redis(): 'up' | 'down' | 'connecting' | 'off';
  /** True from SIGTERM on: the load balancer must send this node nothing new. */
  draining(): boolean;
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers, the node
 * is not draining; Redis away is `degraded`, still 200: the node serves). Not enveloped: for probes.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  readiness: ReadinessState;
}> = async (app, { database, readiness }) => {
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
        summary: '就绪（数据库、Redis、是否正在下线）',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const redis = readiness.redis();
      const answer = { database: database.kind, ...(redis === 'off' ? {} : { redis }) };
      if (readiness.draining()) return reply.status(503).send({ status: 'draining' as const, ...answer });
      if (!(await database.ping()))
        return reply.status(503).send({ status: 'unavailable' as const, ...answer });
      const status = redis === 'off' || redis === 'up' ? ('ok' as const) : ('degraded' as const);
      return reply.status(200).send({ status, ...answer });
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
