import { learnLogQuerySchema, learnLogSchema, pageSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { LearningService } from './learning.service';

export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (
  app,
  { learning },
) => {
  app.get(
    '/learn-log',
    {
      // Learning content and its records are what the free trial gates (spec §1).
      config: { access: 'learning' },
      schema: {
        tags: ['learning'],
        summary: '我的学习记录',
        querystring: learnLogQuerySchema,
        response: okResponse(pageSchema(learnLogSchema)),
      },
    },
    async (request) => ok(await learning.history(requireViewer(request).user.id, request.query)),
  );
};
