import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { SharedAnswers } from '../../lib/shared-answers';
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
import { SearchKeywordsRepository } from './search-keywords.repository';
import { SearchKeywordsService } from './search-keywords.service';
import { searchKeywordsAdminRoutes } from './search-keywords-admin.routes';

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
    searchKeywords: SearchKeywordsService;
  }
}

/**
 * Learning content: the app's read side (home, lists, series, search, detail) and the console's
 * contents, lessons, categories, groups, banners and home. Its rule of who may open a content
 * answers the target gate for contents (and for any type no other feature claims).
 */
const content: FastifyPluginAsyncZod<FeatureContext & { categories: CategoriesService }> = async (
  app,
  { database, config, now, targets, categories, userChanges, logger, bus, metrics },
) => {
  const lifetime = (normalMs: number) => bus.cacheLifetime(normalMs);
  const service = new ContentService(
    new ContentRepository(database.db),
    categories,
    now,
    (error) =>
      logger?.error({ err: error }, 'writing content views failed; they are kept for the next write'),
    config.CATALOGUE_CACHE_MS,
    lifetime,
  );
  // Views counted in memory reach the database before it closes.
  app.addHook('onClose', () => service.stopViews());
  targets.registerContents(service);
  // A like, favourite or comment moves the counts the shared detail row carries: the viewer who
  // just liked sees the count with their like on the next request.
  targets.onCountersChanged(() => service.forgetShared());
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
  // Hot keywords: the offered list is shared for as long as the catalogue's answers are.
  const keywords = new SearchKeywordsService(
    new SearchKeywordsRepository(database.db),
    now,
    config.CATALOGUE_CACHE_MS,
    (error) =>
      logger?.error({ err: error }, 'writing search counts failed; they are kept for the next write'),
  );
  app.addHook('onClose', () => keywords.stop());
  Object.assign(app.services, { content: service, searchKeywords: keywords, ...consoleServices });
  const shared = new SharedAnswers(
    config.CATALOGUE_CACHE_MS,
    undefined,
    lifetime,
    metrics.cache('catalogue'),
  );
  // A write of the catalogue's console on any node drops what every node read of it (decision 031).
  const catalogueEdits = bus.channel<null>('catalogue', null);
  catalogueEdits.subscribe(() => {
    shared.clear();
    service.forgetCatalogue();
    categories.forget();
  });
  await app.register(contentRoutes, { prefix: PLATFORM_PREFIX, content: service, shared, keywords });
  await registerConsoleRoutes(
    app,
    async (scope, services: typeof consoleServices) => {
      // Any write of the catalogue's console (contents, categories, groups, home sections) drops
      // the app's shared answers, detail pages and categories on every node before it answers, so
      // the operator's next look at the app, through any node, sees it.
      scope.addHook('onSend', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        await catalogueEdits.publish(null);
      });
      await contentAdminRoutes(scope, services);
      await scope.register(searchKeywordsAdminRoutes, { keywords });
    },
    consoleServices,
  );
};
export default content;
