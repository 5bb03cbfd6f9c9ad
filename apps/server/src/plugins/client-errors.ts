import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, errorCatalogue, formatErrorMessage } from '@ia/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A connection error as Node reports it on `clientError`. */
type ClientError = Error & { code?: string };

/** The status and envelope for what Node's HTTP parser refused, before any route or hook. */
function answerFor(error: ClientError): { status: number; body: { code: number; msg: string; data: null } } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: {
        code: ErrorCode.REQUEST_HEADER_TOO_LARGE,
        msg: errorCatalogue.REQUEST_HEADER_TOO_LARGE.message['zh-CN'],
        data: null,
      },
    };
  }
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  return {
    status: timedOut ? 408 : 400,
    body: {
      code: ErrorCode.VALIDATION_FAILED,
      msg: formatErrorMessage(timedOut ? 'REQUEST_TIMED_OUT' : 'REQUEST_MALFORMED'),
      data: null,
    },
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses (headers or a query string over the
 * header size limit, a malformed request line, a request timeout) is answered in the envelope
 * too, written straight to the socket since there is no request or reply object yet.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, body } = answerFor(error);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}

/** The longest path parameter the router takes (Fastify's maxParamLength); longer answers 414. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler (a path
 * that cannot be percent-decoded, a parameter over MAX_PARAM_LENGTH) answers in the envelope, not
 * in Fastify's own `{error, code, message}`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: formatErrorMessage('REQUEST_URL_MALFORMED'),
      data: null,
    });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: formatErrorMessage('REQUEST_PARAM_TOO_LONG', { max: MAX_PARAM_LENGTH }),
      data: null,
    });
    return;
  }
  // A failed async route constraint: ours have none, but it is the router's third error.
  request.log.error({ err: error }, 'request failed');
  reply
    .status(500)
    .send({ code: ErrorCode.SERVER_ERROR, msg: errorCatalogue.SERVER_ERROR.message['zh-CN'], data: null });
}
