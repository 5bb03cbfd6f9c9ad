import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { PointsService } from '../points';
import { TasksRepository } from './tasks.repository';
import { tasksAdminRoutes, tasksRoutes } from './tasks.routes';
import { TasksService } from './tasks.service';

declare module '../../lib/services' {
  interface Services {
    tasks: TasksService;
  }
}

/** Daily and yearly goals, progress read from the logs, points when reached. */
const tasks: FastifyPluginAsyncZod<FeatureContext & { points: PointsService }> = async (
  app,
  { database, now, points },
) => {
  const service = new TasksService(new TasksRepository(database.db), points, now);
  app.services.tasks = service;
  await app.register(tasksRoutes, { prefix: PLATFORM_PREFIX, tasks: service });
  await registerConsoleRoutes(app, tasksAdminRoutes, { tasks: service });
};
export default tasks;
