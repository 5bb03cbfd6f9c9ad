import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { RegionsRepository } from './regions.repository';
import { regionsRoutes } from './regions.routes';
import { RegionsService } from './regions.service';

export type { RegionsService } from './regions.service';

declare module '../../lib/services' {
  interface Services {
    regions: RegionsService;
  }
}

/** Provinces, cities and districts for the app's pickers (reference data loaded at start). */
const regions: FastifyPluginAsyncZod<FeatureContext> = async (app, { database }) => {
  const service = new RegionsService(new RegionsRepository(database.db));
  app.services.regions = service;
  await app.register(regionsRoutes, { prefix: PLATFORM_PREFIX, regions: service });
};
export default regions;
