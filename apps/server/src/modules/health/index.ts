import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { diagnosticsRoutes, healthRoutes } from './health.routes';

/** Probes (/healthz, /readyz) and the API's diagnostics under /api. */
const health: FastifyPluginAsyncZod<FeatureContext> = async (app, { database }) => {
  await app.register(healthRoutes, { database });
  await app.register(diagnosticsRoutes, { prefix: '/api' });
};
export default health;
