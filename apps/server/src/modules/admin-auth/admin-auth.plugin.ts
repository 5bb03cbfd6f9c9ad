import { ADMIN_SESSION_COOKIE, type OperatorRoleValue } from '@ia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, appError } from '../../lib/app-error';
import type { AdminAuthService } from './admin-auth.service';
import type { OperatorRow } from './admin-auth.table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes: the operator roles allowed, or 'any' signed-in operator. */
    operator?: readonly OperatorRoleValue[] | 'any';
    /**
     * Audit action name. Every console write is audited ("METHOD /route" when unnamed); a read
     * is audited when it names its action (a private upload viewed).
     */
    audit?: string;
  }
  interface FastifyRequest {
    operator: OperatorRow | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Headers of the answer an unaudited request was about to get, which its 500 must not carry. */
const SUCCESS_HEADERS = [
  'set-cookie',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'content-disposition',
];

/**
 * Guards console routes by operator role and writes an audit row for every write (and named
 * read) before the answer leaves. The guard runs on request, before the body is even parsed: a
 * refused caller learns that it is refused, never which of its fields were wrong. When the audit
 * row cannot be written the answer is a 500, so no operator sees an unrecorded action succeed.
 */
export const operatorAuthPlugin = fp(
  async (app: FastifyInstance, options: { adminAuth: AdminAuthService }) => {
    const { adminAuth } = options;
    app.decorateRequest('operator', null);

    app.addHook('onRequest', async (request) => {
      const allowed = request.routeOptions.config.operator;
      if (!allowed) return;
      const token = request.cookies[ADMIN_SESSION_COOKIE];
      request.operator = token ? await adminAuth.resolve(token) : null;
      if (!request.operator) throw new AppError('UNAUTHENTICATED');
      if (allowed !== 'any' && !allowed.includes(request.operator.role as OperatorRoleValue)) {
        throw appError('OPERATOR_ROLE_FORBIDDEN');
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isAudited(request)) return payload;
      try {
        await adminAuth.record({
          operator: request.operator,
          action:
            request.routeOptions.config.audit ??
            `${request.method} ${request.routeOptions.url ?? request.url}`,
          method: request.method,
          path: request.url,
          statusCode: reply.statusCode,
          target: targetOf(request),
          detail: request.body,
          ip: request.ip,
        });
        return payload;
      } catch (err) {
        request.log.error({ err }, 'audit log write failed; the request is answered 500');
        return unrecordedAnswer(reply, payload);
      }
    });
  },
);

function isAudited(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/admin/')) return false;
  const config = request.routeOptions.config;
  if (WRITE_METHODS.has(request.method)) return Boolean(config.operator || config.audit);
  return Boolean(config.audit);
}

function targetOf(request: FastifyRequest): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const id = params?.id;
  return id === undefined ? null : String(id);
}

/** The 500 envelope that replaces an answer whose audit row was not written. */
function unrecordedAnswer(reply: FastifyReply, payload: unknown): string {
  if (isDestroyable(payload)) payload.destroy();
  for (const header of SUCCESS_HEADERS) reply.removeHeader(header);
  const error = appError('AUDIT_LOG_WRITE_FAILED');
  reply.code(error.httpStatus).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  return JSON.stringify({ code: error.code, msg: error.message, data: null });
}

function isDestroyable(payload: unknown): payload is { destroy(): void } {
  return typeof (payload as { destroy?: unknown } | null)?.destroy === 'function';
}
