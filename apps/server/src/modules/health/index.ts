import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { diagnosticsRoutes, healthRoutes } from './health.routes';

/** How the server tells the probes it is going away (server.ts, on SIGTERM). */
interface Drain {
  /** From now on /readyz answers 503 `draining`; requests are still served. */
  start(): void;
}

declare module '../../lib/services' {
  interface Services {
    drain: Drain;
  }
}

/** Probes (/healthz, /readyz) and the API's diagnostics under /api. */
const health: FastifyPluginAsyncZod<
  FeatureContext & { redis: () => 'up' | 'down' | 'connecting' | 'off' }
> = async (app, { database, redis }) => {
  let draining = false;
  app.services.drain = {
    start: () => {
      draining = true;
    },
  };
  await app.register(healthRoutes, { database, readiness: { redis, draining: () => draining } });
  await app.register(diagnosticsRoutes, { prefix: '/api' });
};
export default health;
