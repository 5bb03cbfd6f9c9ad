import { type AccessLevelValue, SESSION_HEADER } from '@ia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { accessDenial } from '../modules/access/policy';
import type { SessionsService, Viewer } from '../modules/users/sessions.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (packages/shared AccessLevel): the policy module decides. Every
     * route of the mobile API declares one; 'public' still resolves the viewer when a token is sent.
     */
    access?: AccessLevelValue;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** Every mobile-API route with its access level (the role-table test walks them all). */
    mobileRoutes: MobileRoute[];
  }
}

interface MobileRoute {
  method: string;
  url: string;
  access: AccessLevelValue;
}

/** Path prefixes of the mobile API, where every route must declare `config.access`. */
const MOBILE_API_PREFIXES = ['/api/platform/', '/api/oauth', '/api/wap/'] as const;

/** The bearer token of a request, from `Authorization: Bearer …`. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves `request.viewer` and applies the access policy on routes that declare `config.access`.
 * A mobile-API route without one is a programming error, refused when the route is registered.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionsService; now: () => Date }) => {
    app.decorateRequest('viewer', null);
    const mobileRoutes: MobileRoute[] = [];
    app.decorate('mobileRoutes', mobileRoutes);
    app.addHook('onRoute', (route) => {
      const isMobileApi = MOBILE_API_PREFIXES.some((prefix) => route.url.startsWith(prefix));
      if (!isMobileApi) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') mobileRoutes.push({ method, url: route.url, access });
      }
    });
    // onRequest, before the body is parsed and validated: a refused caller learns only that it
    // is refused, never which of its fields were wrong.
    app.addHook('onRequest', async (request) => {
      const level = request.routeOptions.config.access;
      if (!level) return;
      const token = bearerToken(request);
      request.viewer = token ? await options.sessions.resolve(token) : null;
      const denial = accessDenial(level, request.viewer?.user ?? null, options.now());
      if (denial) throw new AppError(denial);
    });
  },
);

/** The viewer of a route whose access level is above 'public'. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED');
  return request.viewer;
}
