import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { AnalyticsRepository } from './analytics.repository';
import { analyticsAdminRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import { AnalyticsRefreshRepository } from './analytics-refresh.repository';

declare module '../../lib/services' {
  interface Services {
    analytics: AnalyticsService;
  }
}

/** The operators' analytics: rollups of the learning logs kept by a job, and the console's reports (decision 039). */
const analytics: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, jobs }) => {
  const service = new AnalyticsService(
    new AnalyticsRepository(database.db),
    new AnalyticsRefreshRepository(database.db),
    now,
  );
  app.services.analytics = service;
  jobs.register(service.refreshJob());
  await registerConsoleRoutes(app, analyticsAdminRoutes, { analytics: service });
};
export default analytics;
