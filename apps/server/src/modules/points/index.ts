import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { PointsRepository } from './points.repository';
import { pointsRoutes } from './points.routes';
import { PointsService } from './points.service';
import { POINTS_EDITORS, pointsAdminRoutes } from './points-admin.routes';
import { PointsReconcilerRepository } from './points-reconciler.repository';

export type { RankedRow } from './points.repository';
export type { PointsService } from './points.service';
export {
  type ActionAwarder,
  actionSource,
  campaignFormSource,
} from './points-sources';
export { POINTS_EDITORS };

declare module '../../lib/services' {
  interface Services {
    points: PointsService;
  }
}

/**
 * The points ledger and its rules: event awards (sign-in, view, like, comment) happen in the
 * request through `points`, which other features get as their awards port.
 */
const points: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, targets, bus }) => {
  // A rule edited through any node drops the rules every node keeps, before the edit answers.
  const ruleEdits = bus.channel<null>('points-rules', null);
  const service = new PointsService(
    new PointsRepository(database.db),
    now,
    () => ruleEdits.publish(null),
    (normalMs) => bus.cacheLifetime(normalMs),
  );
  ruleEdits.subscribe(() => service.forgetRules());
  service.wire(targets, new PointsReconcilerRepository(database.db));
  app.services.points = service;
  await app.register(pointsRoutes, { prefix: PLATFORM_PREFIX, points: service });
  await registerConsoleRoutes(app, pointsAdminRoutes, { points: service });
};
export default points;

/**
 * The reconciler's job, which prices learning and meeting minutes and finished courses from
 * the logs: registered after the features whose jobs write what it reads.
 */
export const pointsReconciler: FastifyPluginAsyncZod<FeatureContext> = async (app, { jobs }) => {
  jobs.register(app.services.points.pointsJob());
};
