import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, errorCatalogue, formatErrorMessage } from '@ia/shared';

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
