import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { RankingRepository } from './ranking.repository';
import { rankingRoutes, rankingSandboxRoutes } from './ranking.routes';
import { RankingService } from './ranking.service';

export type { RankingService } from './ranking.service';

declare module '../../lib/services' {
  interface Services {
    ranking: RankingService;
  }
}

/** The 12 boards, rebuilt from the points ledger by a job (also at start). */
const ranking: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, config, now, jobs, bus }) => {
  const rebuilt = bus.channel<null>('ranking-boards', null);
  const service = new RankingService(new RankingRepository(database.db), now, {
    cacheMs: config.RANKING_CACHE_MS,
    lifetime: (normalMs) => bus.cacheLifetime(normalMs),
    announceRebuilt: () => rebuilt.publish(null),
  });
  rebuilt.subscribe(() => service.forget());
  jobs.register(service.refreshJob());
  app.services.ranking = service;
  await app.register(rankingRoutes, { prefix: PLATFORM_PREFIX, ranking: service });
  if (config.SANDBOX) await app.register(rankingSandboxRoutes, { prefix: '/api/sandbox', ranking: service });
};
export default ranking;
