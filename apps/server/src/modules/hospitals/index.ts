import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { HospitalsRepository } from './hospitals.repository';
import { hospitalsRoutes } from './hospitals.routes';
import { HospitalsService } from './hospitals.service';

export type { HospitalsService } from './hospitals.service';

declare module '../../lib/services' {
  interface Services {
    hospitals: HospitalsService;
  }
}

/** Hospitals a member picks or adds at registration. */
const hospitals: FastifyPluginAsyncZod<FeatureContext> = async (app, { database }) => {
  const service = new HospitalsService(new HospitalsRepository(database.db));
  app.services.hospitals = service;
  await app.register(hospitalsRoutes, { prefix: PLATFORM_PREFIX, hospitals: service });
};
export default hospitals;
