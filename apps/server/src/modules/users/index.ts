import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import type { UserChanges } from '../../lib/user-changes';
import { authPlugin } from '../../plugins/auth';
import { registerConsoleRoutes } from '../admin-auth';
import type { RegionsService } from '../regions';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';
import { AdminUsersRepository } from './users-admin.repository';
import { adminUsersRoutes } from './users-admin.routes';
import { AdminUsersService } from './users-admin.service';

export type { SessionsService, Viewer } from './sessions.service';
export type { NewUser, UsersRepository } from './users.repository';

declare module '../../lib/services' {
  interface Services {
    users: UsersRepository;
    sessions: SessionsService;
    /** Announces writes to users (tests that write a user row directly announce it too). */
    userChanges: UserChanges;
    adminUsers: AdminUsersService;
  }
}

/** How often cached sessions in use are read again before they expire (SessionsService.refreshInUse). */
const SESSION_REFRESH_INTERVAL_MS = 1000;

/**
 * App users and their sessions, and who is calling: the app-session auth (viewer and access
 * policy) is registered here for the whole app, before any feature adds a route.
 */
const users: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, now, userChanges, metrics }) => {
  const repository = new UsersRepository(database.db);
  const sessions = new SessionsService(repository, userChanges, now, metrics.cache('sessions'));
  Object.assign(app.services, { users: repository, sessions, userChanges });
  const refresh = setInterval(() => {
    sessions.refreshInUse().catch((error: unknown) => app.log.warn({ err: error }, 'session refresh failed'));
  }, SESSION_REFRESH_INTERVAL_MS);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));
  await app.register(authPlugin, { sessions, now });
};
export default fp(users, { name: 'users' });

/** The console's users: list, detail, edits and the CSV import (which checks regions). */
export const usersAdmin: FastifyPluginAsyncZod<FeatureContext & { regions: RegionsService }> = async (
  app,
  { database, config, now, regions, userChanges },
) => {
  const adminUsers = new AdminUsersService(
    new AdminUsersRepository(database.db, userChanges),
    regions,
    config.WECHAT_APP_ID,
    now,
  );
  app.services.adminUsers = adminUsers;
  await registerConsoleRoutes(app, adminUsersRoutes, { adminUsers });
};
