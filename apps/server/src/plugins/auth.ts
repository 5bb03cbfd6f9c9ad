import { SESSION_HEADER } from '@ia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { SessionsService, Viewer } from '../modules/users/sessions.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': a live app session or HTTP 401; 'optional': resolve the viewer if a token is sent. */
    auth?: 'required' | 'optional';
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The bearer token of a request, from `Authorization: Bearer …`. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves `request.viewer` on routes that declare `config.auth`. */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionsService }) => {
  app.decorateRequest('viewer', null);
  app.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const token = bearerToken(request);
    request.viewer = token ? await options.sessions.resolve(token) : null;
    if (mode === 'required' && !request.viewer) throw new AppError('UNAUTHENTICATED');
  });
});

/** The viewer of a route that declared `auth: 'required'`. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED');
  return request.viewer;
}
