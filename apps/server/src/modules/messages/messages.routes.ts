import {
  messageListQuerySchema,
  messageReadResultSchema,
  messageReadSchema,
  messageSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { MessagesService } from './messages.service';

/** GET messagecneter/msg-unread-num (the spec's spelling is the public path). */
const unreadCountSchema = z.object({ num: z.number().int().min(0) });

/** The message centre (/notify): the list, marking read, and the unread count the app badges. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/messagecneter/msg-unread-num',
    {
      schema: { tags: ['messages'], summary: '未读消息数', response: okResponse(unreadCountSchema) },
      config: { access: 'registered' },
    },
    async (request) => ok({ num: await messages.unreadCount(requireViewer(request).user.id) }),
  );

  app.get(
    '/messagecneter',
    {
      schema: {
        tags: ['messages'],
        summary: '消息中心（最新在前）',
        querystring: messageListQuerySchema,
        response: okResponse(pageSchema(messageSchema)),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(await messages.list(requireViewer(request).user.id, request.query)),
  );

  app.put(
    '/messagecneter/read',
    {
      schema: {
        tags: ['messages'],
        summary: '标记消息已读（id 为一条，all=1 为全部）；返回剩余未读数',
        body: messageReadSchema,
        response: okResponse(messageReadResultSchema),
      },
      config: { access: 'registered' },
    },
    async (request) => ok(await messages.markRead(requireViewer(request).user.id, request.body)),
  );
};
