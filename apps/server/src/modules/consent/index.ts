import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { ConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { ConsentService } from './consent.service';
import { consentAdminRoutes } from './consent-admin.routes';

declare module '../../lib/services' {
  interface Services {
    consent: ConsentService;
  }
}

/** Versioned legal texts and the member's consent to them. */
const consent: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, userChanges }) => {
  const service = new ConsentService(new ConsentRepository(database.db, userChanges), now);
  app.services.consent = service;
  await app.register(consentRoutes, { prefix: PLATFORM_PREFIX, consent: service });
  await registerConsoleRoutes(app, consentAdminRoutes, { consent: service });
};
export default consent;
