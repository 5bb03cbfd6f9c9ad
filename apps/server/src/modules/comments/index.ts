import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { ActionAwarder } from '../points';
import { CommentsRepository } from './comments.repository';
import { commentsRoutes } from './comments.routes';
import { CommentsService } from './comments.service';
import { commentsAdminRoutes } from './comments-admin.routes';

export type { CommentsService } from './comments.service';

declare module '../../lib/services' {
  interface Services {
    comments: CommentsService;
  }
}

/** Comments and replies on any target, their likes, moderation and sensitive words. */
const comments: FastifyPluginAsyncZod<FeatureContext & { awards: ActionAwarder }> = async (
  app,
  { database, now, targets, awards, bus },
) => {
  const service = new CommentsService(new CommentsRepository(database.db), targets, now, bus);
  // A comment or like on any node moves a first page (decision 031).
  targets.onCountersChanged(() => service.forgetFirstPages());
  service.useAwards(awards);
  app.services.comments = service;
  await app.register(commentsRoutes, { prefix: PLATFORM_PREFIX, comments: service });
  await registerConsoleRoutes(app, commentsAdminRoutes, { comments: service });
};
export default comments;
