import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { FavouritesRepository } from './favourites.repository';
import { favouritesRoutes } from './favourites.routes';
import { FavouritesService } from './favourites.service';

declare module '../../lib/services' {
  interface Services {
    favourites: FavouritesService;
  }
}

/** The member's favourites across contents, meetings and campaigns (the rows reactions write). */
const favourites: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now }) => {
  const service = new FavouritesService(new FavouritesRepository(database.db), now);
  app.services.favourites = service;
  await app.register(favouritesRoutes, { prefix: PLATFORM_PREFIX, favourites: service });
};
export default favourites;
