import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ADMIN_BASE_PATH, APP_VERSION, PLATFORM_PREFIX } from '@ia/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { operatorAuthPlugin } from './modules/admin-auth/admin-auth.plugin';
import { AdminAuthRepository } from './modules/admin-auth/admin-auth.repository';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes';
import { AdminAuthService } from './modules/admin-auth/admin-auth.service';
import { CategoriesRepository } from './modules/categories/categories.repository';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { CategoriesService } from './modules/categories/categories.service';
import { diagnosticsRoutes, healthRoutes } from './modules/health/health.routes';
import { RegionsRepository } from './modules/regions/regions.repository';
import { regionsRoutes } from './modules/regions/regions.routes';
import { RegionsService } from './modules/regions/regions.service';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { SandboxService } from './modules/sandbox/sandbox.service';
import { SessionsService } from './modules/users/sessions.service';
import { UsersRepository } from './modules/users/users.repository';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSpa } from './plugins/static-apps';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock every service reads; tests move it. */
  now?: () => Date;
}

/** The services of one app instance, built once and handed to the routes. */
export function buildServices(database: DatabaseHandle, config: Config, now: () => Date) {
  const users = new UsersRepository(database.db);
  const sessions = new SessionsService(users, now);
  // [service-construction]
  return {
    users,
    sessions,
    adminAuth: new AdminAuthService(new AdminAuthRepository(database.db), now),
    regions: new RegionsService(new RegionsRepository(database.db)),
    categories: new CategoriesService(new CategoriesRepository(database.db), now),
    sandbox: new SandboxService(users, sessions, config.WECHAT_APP_ID, now),
    // [services]
  };
}
export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole server. It never listens: server.ts does, and tests `inject`. */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = buildServices(database, config, now);
  app.decorate('services', services);

  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '影像学院 Imaging Academy API', version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer' },
          operator: { type: 'apiKey', in: 'cookie', name: 'ia_admin' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { sessions: services.sessions, now });

  await app.register(healthRoutes, { database });
  await app.register(diagnosticsRoutes, { prefix: '/api' });
  await app.register(
    async (platform) => {
      await platform.register(regionsRoutes, { regions: services.regions });
      await platform.register(categoriesRoutes, { categories: services.categories });
      // Identity (issue 3): each feature registers its platform routes here.
      // [platform-routes]
    },
    { prefix: PLATFORM_PREFIX },
  );
  // Mobile-API routes outside /api/platform (spec §7's noted exceptions: /api/oauth, /api/wap/empty-user).
  // [api-root-routes]
  await app.register(
    async (admin) => {
      await admin.register(operatorAuthPlugin, { adminAuth: services.adminAuth });
      await admin.register(adminAuthRoutes, {
        adminAuth: services.adminAuth,
        secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
      });
      // [admin-routes]
    },
    { prefix: '/api/admin' },
  );
  if (config.SANDBOX) {
    await app.register(sandboxRoutes, { prefix: '/api/sandbox', sandbox: services.sandbox });
    // WeChat, external-login and outbox stand-ins, under /sandbox (sandbox only).
    // [sandbox-routes]
  }

  const webServed = await registerSpa(app, {
    basePath: config.WEB_BASE_PATH,
    distDir: config.WEB_DIST_DIR,
    runtimeConfig: {
      basePath: config.WEB_BASE_PATH,
      deployment: config.DEPLOYMENT,
      loginMode: config.LOGIN_MODE,
      wechatAppId: config.WECHAT_APP_ID,
      sandbox: config.SANDBOX,
    },
  });
  await registerSpa(app, { basePath: ADMIN_BASE_PATH, distDir: config.ADMIN_DIST_DIR });
  if (webServed) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(config.WEB_BASE_PATH));
  }

  return app;
}
