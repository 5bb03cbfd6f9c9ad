import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import type { RankingService } from '../ranking';
import { AnnualReviewRepository } from './annual-review.repository';
import { annualReviewRoutes } from './annual-review.routes';
import { AnnualReviewService } from './annual-review.service';

declare module '../../lib/services' {
  interface Services {
    annualReview: AnnualReviewService;
  }
}

/** The member's year in figures, from the logs. */
const annualReview: FastifyPluginAsyncZod<FeatureContext & { ranking: RankingService }> = async (
  app,
  { database, now, ranking },
) => {
  const service = new AnnualReviewService(new AnnualReviewRepository(database.db), ranking, now);
  app.services.annualReview = service;
  await app.register(annualReviewRoutes, { prefix: PLATFORM_PREFIX, annualReview: service });
};
export default annualReview;
