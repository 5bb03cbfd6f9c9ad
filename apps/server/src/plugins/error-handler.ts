import { ErrorCode, type ErrorCodeName, errorCatalogue, formatErrorMessage } from '@ia/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { valueDoesNotFit } from '../db/sql-helpers';
import { AppError } from '../lib/app-error';

interface ErrorBody {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * The one place errors become envelopes. Client mistakes keep their 4xx meaning with a clear
 * message; anything unexpected is logged and answered as a generic 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toEnvelope(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // The schema let through what the column cannot hold: the client's value, but a schema to tighten.
    else if (valueDoesNotFit(error)) request.log.warn({ err: error }, 'value refused by the database');
    else request.log.info({ code: body.code, msg: body.msg }, 'request rejected');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(catalogue('NOT_FOUND', `接口不存在: ${request.method} ${request.url.split('?')[0]}`));
  });
}

function catalogue(name: ErrorCodeName, msg?: string, data: unknown = null): ErrorBody {
  return { code: ErrorCode[name], msg: msg ?? errorCatalogue[name].message['zh-CN'], data };
}

function toEnvelope(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.httpStatus, body: { code: error.code, msg: error.message, data: error.data } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const msg = first
      ? `${first.message}（${first.field}）`
      : errorCatalogue.VALIDATION_FAILED.message['zh-CN'];
    return { status: 400, body: catalogue('VALIDATION_FAILED', msg, { issues }) };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: catalogue('SERVER_ERROR') };
  }
  // A request's values reach SQL only once its route schema accepted them; one the column's type
  // cannot hold (an id past int4, 2026-02-30) is still the request's mistake: 400, not 500.
  if (valueDoesNotFit(error)) {
    return { status: 400, body: catalogue('VALIDATION_FAILED', formatErrorMessage('INPUT_OUT_OF_RANGE')) };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: catalogue('RATE_LIMITED') };
  if (status === 413) return { status, body: catalogue('PAYLOAD_TOO_LARGE') };
  if (status === 415) return { status, body: catalogue('UNSUPPORTED_MEDIA_TYPE') };
  if (status === 404) return { status, body: catalogue('NOT_FOUND') };
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, empty body, bad content length, ...
    return { status: 400, body: catalogue('VALIDATION_FAILED', `请求格式有误：${error.message}`) };
  }
  return { status: 500, body: catalogue('SERVER_ERROR') };
}
