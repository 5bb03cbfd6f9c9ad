import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@ia/shared';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './client-errors';
import { registerErrorHandler } from './error-handler';
import { registerInputGuard } from './input-guard';
import { LazyRequestLogger } from './lazy-request-logger';
import { responseSerializerCompiler, type SerializerMode } from './response-serializer';
import { API_DOCS_PREFIX, registerSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes whose response schema JSON Schema cannot express: they keep zod's serializer. */
    uncompiledResponses: readonly string[];
  }
}

/** The server's own options: logging with secrets and personal data redacted, request ids, limits. */
/** Answers slower than this are logged at warn, with their request id, even when requests are not. */
const SLOW_REQUEST_MS = 1000;

export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        // Personal data of registration bodies, should a body ever be logged (PIPL).
        ...['secure', 'name', 'mobile', 'email'].flatMap((field) => [`body.${field}`, `req.body.${field}`]),
      ],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // The request's logger is made when the request first logs (most never do).
    childLoggerFactory: (logger, bindings, options) => new LazyRequestLogger(logger, bindings, options),
    trustProxy: config.TRUST_PROXY,
    // In production a line per request costs more than the request at a live meeting's load:
    // errors are still logged with their request id (error-handler.ts), and slow answers below.
    logController: new LogController({ disableRequestLogging: config.NODE_ENV === 'production' }),
    // Longer than the live page's 5 s poll, so a polling phone keeps its connection (at 5 s, as
    // Node's default, every poll raced the close and most opened a new one), and far shorter than
    // Fastify's 72 s: ten thousand phones between heartbeats (15 s) would otherwise hold twice as
    // many idle sockets as viewers.
    keepAliveTimeout: 7_000,
    bodyLimit: 1024 * 1024,
    // What Node's parser refuses (e.g. a query string over the header size limit) answers in the envelope too.
    clientErrorHandler: answerClientError,
    // And what the router refuses (an undecodable path, an over-long parameter).
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
  };
}

/**
 * What every route relies on: zod validation and serialisation, the one error handler, the
 * request id echoed back, security headers, the input guard (no unreadable characters, no
 * absurd depth), form bodies, cookies, opt-in rate limits and the OpenAPI document.
 */
export async function registerHttpBasics(
  app: FastifyInstance,
  options: {
    rateLimitStore?: RateLimitPluginOptions['store'] | undefined;
    /** `compiled` in production; `checked` (zod, and the compiled serializer proved equal) otherwise. */
    serializer: SerializerMode;
  },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  const uncompiled: string[] = [];
  app.setSerializerCompiler(responseSerializerCompiler(options.serializer, uncompiled));
  app.decorate('uncompiledResponses', uncompiled);
  registerErrorHandler(app);
  // Set as the request comes in (a synchronous hook): every answer carries it, errors included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        { url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow request',
      );
    }
    done();
  });
  registerSecurityHeaders(app);
  registerInputGuard(app);
  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  // In memory, or shared by every node over Redis with a per-node fallback (decision 031).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
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
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
}
