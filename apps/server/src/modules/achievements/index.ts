import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { registerConsoleRoutes } from '../admin-auth';
import type { MessagesService } from '../messages';
import { AchievementsRepository } from './achievements.repository';
import { achievementsRoutes } from './achievements.routes';
import { AchievementsService } from './achievements.service';
import { AchievementsAdminRepository } from './achievements-admin.repository';
import { achievementsAdminRoutes } from './achievements-admin.routes';
import { AchievementsAdminService } from './achievements-admin.service';

declare module '../../lib/services' {
  interface Services {
    achievements: AchievementsService;
    achievementsAdmin: AchievementsAdminService;
  }
}

/** Medals and certificates: earned on demand and by a job that sends the messages; the console's editors. */
const achievements: FastifyPluginAsyncZod<FeatureContext & { messages: MessagesService }> = async (
  app,
  { database, config, now, jobs, messages },
) => {
  const service = new AchievementsService(
    new AchievementsRepository(database.db),
    messages,
    { publicUrl: config.PUBLIC_URL, webBasePath: config.WEB_BASE_PATH },
    now,
  );
  jobs.register(service.job());
  const achievementsAdmin = new AchievementsAdminService(
    new AchievementsAdminRepository(database.db),
    messages,
    now,
  );
  Object.assign(app.services, { achievements: service, achievementsAdmin });
  await app.register(achievementsRoutes, { prefix: PLATFORM_PREFIX, achievements: service });
  await registerConsoleRoutes(app, achievementsAdminRoutes, { achievementsAdmin });
};
export default achievements;
