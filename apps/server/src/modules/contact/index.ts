import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { ContactRepository } from './contact.repository';
import { contactAdminRoutes, contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';

declare module '../../lib/services' {
  interface Services {
    contact: ContactService;
  }
}

/** Contact details and the AI rep's entry, edited in the console. */
const contact: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now }) => {
  const service = new ContactService(new ContactRepository(database.db), now);
  app.services.contact = service;
  await app.register(contactRoutes, { prefix: PLATFORM_PREFIX, contact: service });
  await registerConsoleRoutes(app, contactAdminRoutes, { contact: service });
};
export default contact;
