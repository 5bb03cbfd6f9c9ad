import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import type { ActionAwarder } from '../points';
import { ReactionsRepository } from './reactions.repository';
import { reactionsRoutes } from './reactions.routes';
import { ReactionsService } from './reactions.service';

declare module '../../lib/services' {
  interface Services {
    reactions: ReactionsService;
  }
}

/** Likes and favourites of any target, with the counters they keep. */
const reactions: FastifyPluginAsyncZod<FeatureContext & { awards: ActionAwarder }> = async (
  app,
  { database, targets, awards },
) => {
  const service = new ReactionsService(new ReactionsRepository(database.db), targets);
  service.useAwards(awards);
  app.services.reactions = service;
  await app.register(reactionsRoutes, { prefix: PLATFORM_PREFIX, reactions: service });
};
export default reactions;
