import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
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
const categories: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, bus }) => {
  const service = new CategoriesService(new CategoriesRepository(database.db), now, (normalMs) =>
    bus.cacheLifetime(normalMs),
  );
  app.services.categories = service;
  await app.register(categoriesRoutes, { prefix: PLATFORM_PREFIX, categories: service });
};
export default categories;
