import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { CategoriesService } from '../categories';
import { CategoryAdminRepository } from './category-admin.repository';
import { CategoryAdminService } from './category-admin.service';
import { ContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { ContentService } from './content.service';
import { ContentAdminRepository } from './content-admin.repository';
import { contentAdminRoutes } from './content-admin.routes';
import { ContentAdminService } from './content-admin.service';
import { HomeAdminRepository } from './home-admin.repository';
import { HomeAdminService } from './home-admin.service';

export { presentProgress } from './content.presenter';
export { liveContentCondition } from './content.queries';
export type { ContentService } from './content.service';
export { categoryWithDescendants } from './content-categories';

declare module '../../lib/services' {
  interface Services {
    content: ContentService;
    contentAdmin: ContentAdminService;
    categoryAdmin: CategoryAdminService;
    homeAdmin: HomeAdminService;
  }
}

/**
 * Learning content: the app's read side (home, lists, series, search, detail) and the console's
 * contents, lessons, categories, groups, banners and home. Its rule of who may open a content
 * answers the target gate for contents (and for any type no other feature claims).
 */
const content: FastifyPluginAsyncZod<FeatureContext & { categories: CategoriesService }> = async (
  app,
  { database, now, targets, categories, userChanges },
) => {
  const service = new ContentService(new ContentRepository(database.db), categories, now);
  targets.registerContents(service);
  const contentAdminRepository = new ContentAdminRepository(database.db);
  const categoryAdminRepository = new CategoryAdminRepository(database.db, userChanges);
  const consoleServices = {
    contentAdmin: new ContentAdminService(contentAdminRepository, categoryAdminRepository, now),
    categoryAdmin: new CategoryAdminService(categoryAdminRepository, contentAdminRepository, now),
    homeAdmin: new HomeAdminService(
      new HomeAdminRepository(database.db),
      contentAdminRepository,
      categoryAdminRepository,
      now,
    ),
  };
  Object.assign(app.services, { content: service, ...consoleServices });
  await app.register(contentRoutes, { prefix: PLATFORM_PREFIX, content: service });
  await registerConsoleRoutes(app, contentAdminRoutes, consoleServices);
};
export default content;
