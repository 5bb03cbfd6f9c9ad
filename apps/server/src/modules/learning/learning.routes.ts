import {
  heartbeatAckSchema,
  heartbeatSchema,
  learnHistoryItemSchema,
  learnLogQuerySchema,
  learnSessionCreateSchema,
  learnSessionSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { LearningService } from './learning.service';

// Learning content and its records are what the free trial gates (spec §1): every route here is
// at the 'learning' level.
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (
  app,
  { learning },
) => {
  // Heartbeats acknowledged to nobody yet must still reach the database when the server stops.
  app.addHook('onClose', async () => {
    await learning.drain();
  });

  app.post(
    '/learnlog/create',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['learning'],
        summary: '开始学习（记录浏览，返回学习会话与续播位置）',
        body: learnSessionCreateSchema,
        response: okResponse(learnSessionSchema),
      },
    },
    async (request) => ok(await learning.openSession(requireViewer(request).user, request.body)),
  );

  app.post(
    '/learn-log',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['learning'],
        summary: '学习心跳（幂等：同一会话同一序号只计一次）',
        body: heartbeatSchema,
        response: okResponse(heartbeatAckSchema),
      },
    },
    async (request) => ok(await learning.heartbeat(requireViewer(request).user.id, request.body)),
  );

  app.get(
    '/learn-log',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['learning'],
        summary: '我的学习记录（每个内容一条，最近学习在前）',
        querystring: learnLogQuerySchema,
        response: okResponse(pageSchema(learnHistoryItemSchema)),
      },
    },
    async (request) => ok(await learning.history(requireViewer(request).user.id, request.query)),
  );
};
