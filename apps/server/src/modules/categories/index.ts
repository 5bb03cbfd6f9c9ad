import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { SharedAnswers } from '../../lib/shared-answers';
import { CategoriesRepository } from './categories.repository';
import { categoriesRoutes } from './categories.routes';
import { CategoriesService } from './categories.service';

export { CategoriesService, isCategoryVisible, presentCategory } from './categories.service';

declare module '../../lib/services' {
  interface Services {
    categories: CategoriesService;
  }
}

/** The category tree of learning content and meetings, with its member-group visibility. */
const categories: FastifyPluginAsyncZod<FeatureContext> = async (
  app,
  { database, now, bus, config, metrics },
) => {
  const lifetime = (normalMs: number) => bus.cacheLifetime(normalMs);
  // The tree an audience sees, kept serialized: the app's home asks for it on every visit. The
  // catalogue's edits drop it with the rows (forget), on every node.
  const trees = new SharedAnswers(config.CATALOGUE_CACHE_MS, 500, lifetime, metrics.cache('category-trees'));
  const service = new CategoriesService(new CategoriesRepository(database.db), now, lifetime, trees);
  app.services.categories = service;
  await app.register(categoriesRoutes, { prefix: PLATFORM_PREFIX, categories: service });
};
export default categories;
