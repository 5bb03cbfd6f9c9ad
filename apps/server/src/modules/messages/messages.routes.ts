import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { MessagesService } from './messages.service';

/** GET messagecneter/msg-unread-num (the spec's spelling is the public path). */
export const unreadCountSchema = z.object({ num: z.number().int().min(0) });

/** The message centre's calls that exist so far; its screens and list come with a later issue. */
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
};
