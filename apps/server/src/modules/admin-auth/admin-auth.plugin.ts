import { ADMIN_SESSION_COOKIE, type OperatorRoleValue } from '@ia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, appError } from '../../lib/app-error';
import type { AdminAuthService } from './admin-auth.service';
import type { OperatorRow } from './admin-auth.table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes: the operator roles allowed, or 'any' signed-in operator. */
    operator?: readonly OperatorRoleValue[] | 'any';
    /** Audit action name of a console write; defaults to "METHOD /route". */
    audit?: string;
  }
  interface FastifyRequest {
    operator: OperatorRow | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_KEY = /pass|token|secret|code|cookie/i;
/** Personal data is not copied into the audit log (a CSV import carries mobiles; PIPL). */
const PERSONAL_KEY = /^(csv|mobile|email|secure|licence_number)$/i;

/**
 * Guards console routes by operator role and writes an audit row for every write,
 * before the answer leaves, so a write the operator saw succeed is always in the log.
 */
export const operatorAuthPlugin = fp(
  async (app: FastifyInstance, options: { adminAuth: AdminAuthService }) => {
    const { adminAuth } = options;
    app.decorateRequest('operator', null);

    app.addHook('preHandler', async (request) => {
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
      if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/admin/')) return payload;
      const config = request.routeOptions.config;
      if (!config.operator && !config.audit) return payload;
      try {
        await adminAuth.record({
          operator: request.operator,
          action: config.audit ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
          method: request.method,
          path: request.url,
          statusCode: reply.statusCode,
          target: targetOf(request),
          detail: redact(request.body),
          ip: request.ip,
        });
      } catch (err) {
        request.log.error({ err }, 'audit log write failed');
      }
      return payload;
    });
  },
);

function targetOf(request: FastifyRequest): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const id = params?.id;
  return id === undefined ? null : String(id);
}

/** The request body with secrets masked and long strings cut, for the audit log. */
export function redact(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (SECRET_KEY.test(key) || PERSONAL_KEY.test(key)) out[key] = '[redacted]';
    else if (typeof value === 'string') out[key] = value.length > 500 ? `${value.slice(0, 500)}…` : value;
    else if (typeof value === 'object' && value !== null)
      out[key] = Array.isArray(value) ? value.slice(0, 50) : redact(value);
    else out[key] = value;
  }
  return out;
}
