import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, type FeatureContext, usesSecureCookies } from '../../lib/feature';
import { operatorAuthPlugin } from './admin-auth.plugin';
import { AdminAuthRepository } from './admin-auth.repository';
import { adminAuthRoutes } from './admin-auth.routes';
import { AdminAuthService } from './admin-auth.service';

export type { AdminAuthService, AuditEntry } from './admin-auth.service';

declare module '../../lib/services' {
  interface Services {
    adminAuth: AdminAuthService;
  }
}

/** Console sign-in, operators and the audit log; every console route sits behind its guard. */
const adminAuth: FastifyPluginAsyncZod<FeatureContext> = async (app, { database, config, now }) => {
  const service = new AdminAuthService(new AdminAuthRepository(database.db), now);
  app.services.adminAuth = service;
  await registerConsoleRoutes(app, adminAuthRoutes, {
    adminAuth: service,
    secureCookies: usesSecureCookies(config),
  });
};
export default adminAuth;

/**
 * Registers console routes under /api/admin behind the operator guard (role check and audit
 * log), in a scope of their own: a feature's console routes need nothing else to be safe.
 */
export async function registerConsoleRoutes<Options extends object>(
  app: FastifyInstance,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(operatorAuthPlugin, { adminAuth: app.services.adminAuth });
      await scope.register(routes, options);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
