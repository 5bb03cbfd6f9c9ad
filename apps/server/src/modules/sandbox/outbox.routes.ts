import { outboxMessageSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { OutboxService } from './outbox.service';

const outboxQuerySchema = z.object({
  to: z.string({ error: '请输入手机号或邮箱' }).trim().min(1, '请输入手机号或邮箱').max(200),
});

/** Mounted under /sandbox, and only when the sandbox is enabled: where developers and e2e tests read codes. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：读取发给某手机号或邮箱的短信和邮件（最新在前，最多 20 条）',
        querystring: outboxQuerySchema,
        response: okResponse(z.array(outboxMessageSchema)),
      },
    },
    async (request) => ok(await outbox.list(request.query.to)),
  );
};
