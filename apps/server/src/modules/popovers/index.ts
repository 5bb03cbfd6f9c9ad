import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { PopoversRepository } from './popovers.repository';
import { popoversAdminRoutes, popoversRoutes } from './popovers.routes';
import { PopoversService } from './popovers.service';

declare module '../../lib/services' {
  interface Services {
    popovers: PopoversService;
  }
}

/** The home page's pop-over and its console. */
const popovers: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now }) => {
  const service = new PopoversService(new PopoversRepository(database.db), now);
  app.services.popovers = service;
  await app.register(popoversRoutes, { prefix: PLATFORM_PREFIX, popovers: service });
  await registerConsoleRoutes(app, popoversAdminRoutes, { popovers: service });
};
export default popovers;
