import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import { MonitorRepository } from './monitor.repository';
import { monitorAdminRoutes, monitorRoutes } from './monitor.routes';
import { MonitorService } from './monitor.service';

declare module '../../lib/services' {
  interface Services {
    monitor: MonitorService;
  }
}

/** Page views and events, written in batches; the console's analytics. */
const monitor: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, config, now }) => {
  const service = new MonitorService(new MonitorRepository(database.db), now, {
    delayMs: config.HEARTBEAT_BATCH_DELAY_MS,
    spacingMs: config.HEARTBEAT_BATCH_SPACING_MS,
  });
  app.services.monitor = service;
  await app.register(monitorRoutes, { prefix: PLATFORM_PREFIX, monitor: service });
  await registerConsoleRoutes(app, monitorAdminRoutes, { monitor: service });
};
export default monitor;
