import {
  adminBroadcastInputSchema,
  adminBroadcastQuerySchema,
  adminBroadcastSchema,
  adminBroadcastSentSchema,
  type OperatorRoleValue,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import type { BroadcastsService } from './broadcasts.service';

/** Who sends broadcasts: the operations team (content editors) and administrators. */
const BROADCASTERS: readonly OperatorRoleValue[] = ['administrator', 'content_editor'];

/** The console's 消息推送 under /api/admin/broadcasts: send now, and the history. */
export const broadcastsAdminRoutes: FastifyPluginAsyncZod<{ broadcasts: BroadcastsService }> = async (
  app,
  { broadcasts },
) => {
  app.get(
    '/broadcasts',
    {
      schema: {
        tags: ['admin'],
        summary: '消息推送记录（最新在前，含接收人数、已读人数）',
        querystring: adminBroadcastQuerySchema,
        response: okResponse(pageSchema(adminBroadcastSchema)),
      },
      config: { operator: BROADCASTERS },
    },
    async (request) => ok(await broadcasts.list(request.query)),
  );

  app.post(
    '/broadcasts',
    {
      schema: {
        tags: ['admin'],
        summary: '立即推送消息（全部用户或会员分组；同一 request_key 只推送一次）',
        body: adminBroadcastInputSchema,
        response: okResponse(adminBroadcastSentSchema),
      },
      config: { operator: BROADCASTERS, audit: 'broadcast.send' },
    },
    async (request) => ok(await broadcasts.send(request.body, operatorIdOf(request))),
  );
};
