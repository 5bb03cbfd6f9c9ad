import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { ContentFormsRepository } from './content-forms.repository';
import { contentFormsRoutes } from './content-forms.routes';
import { ContentFormsService } from './content-forms.service';
import { ContentFormsAdminRepository } from './content-forms-admin.repository';
import { contentFormsAdminRoutes } from './content-forms-admin.routes';
import { ContentFormsAdminService } from './content-forms-admin.service';

export type { ContentFormsService, FormSubmissionHooks } from './content-forms.service';

declare module '../../lib/services' {
  interface Services {
    contentForms: ContentFormsService;
    contentFormsAdmin: ContentFormsAdminService;
  }
}

/** Forms attached to contents and campaigns: questions, submissions, public answers, the console's CSV. */
const contentForms: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, targets }) => {
  const service = new ContentFormsService(new ContentFormsRepository(database.db), targets, now);
  const contentFormsAdmin = new ContentFormsAdminService(new ContentFormsAdminRepository(database.db), now);
  Object.assign(app.services, { contentForms: service, contentFormsAdmin });
  await app.register(contentFormsRoutes, { prefix: PLATFORM_PREFIX, contentForms: service });
  await registerConsoleRoutes(app, contentFormsAdminRoutes, { contentFormsAdmin });
};
export default contentForms;
